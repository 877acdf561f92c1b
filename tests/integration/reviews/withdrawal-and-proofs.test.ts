import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { listPendingReviews } from "~/domain/moderation/review-queue.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { getProofForViewer } from "~/domain/reviews/get-proof-for-viewer.server";
import { getPublicCampaignPage } from "~/domain/reviews/public-reviews.server";
import { listMyReviews } from "~/domain/reviews/reviewer-lists.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  activeCampaign,
  admin,
  approved,
  availableIds,
  campaignRow,
  DAY2,
  expectWallet,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

describe("withdrawing a review", () => {
  it("takes an approved review off the public page, frees its slot and keeps the reward", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const entries = [];
    for (let index = 0; index < 5; index += 1) {
      const reviewer = await newReviewer();
      entries.push({ reviewer, review: await submitted(reviewer, campaign) });
    }
    const [leaving, staying] = entries;
    if (!leaving || !staying) throw new Error("no review");
    await approved(leaving.review.id);
    await approved(staying.review.id);
    const waiting = await newReviewer();
    expect(await availableIds(waiting, "Bhopal")).not.toContain(campaign.id);

    expect(
      await withdrawReview(testDb.db, { userId: leaving.reviewer.id, reviewId: leaving.review.id }),
    ).toEqual({ ok: true });

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    expect(page?.reviews.map((review) => review.id)).toEqual([staying.review.id]);
    expect(page?.approvedCount).toBe(1);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
    await expectWallet(leaving.reviewer.id, REWARD_PER_REVIEW);
    const [mine] = await listMyReviews(testDb.db, { userId: leaving.reviewer.id });
    expect(mine).toMatchObject({ status: "withdrawn", earnings: REWARD_PER_REVIEW });
    expect(await availableIds(waiting, "Bhopal")).toContain(campaign.id);
  });

  it("withdraws a pending review, which then never reaches the queue", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    expect(await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id })).toEqual({
      ok: true,
    });
    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 100 });
    expect(queue.map((row) => row.id)).not.toContain(review.id);
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: false,
      reason: "not_pending",
    });
    await expectWallet(reviewer.id, 0);
  });

  it("reopens a campaign that the withdrawn review had completed", async () => {
    const campaign = await activeCampaign({ target: 1, city: "Ujjain" });
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    await approved(review.id);
    expect((await campaignRow(campaign.id)).status).toBe("completed");

    await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id });

    expect(await campaignRow(campaign.id)).toMatchObject({ status: "active", completedReviews: 0 });
    const replacement = await newReviewer();
    expect(await availableIds(replacement, "Ujjain")).toEqual([campaign.id]);
    await approved((await submitted(replacement, campaign, { now: DAY2 })).id, DAY2);
    expect(await campaignRow(campaign.id)).toMatchObject({
      status: "completed",
      completedReviews: 1,
    });
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    await expectWallet(replacement.id, REWARD_PER_REVIEW);
  });

  it("lets only the author withdraw, once, and never a rejected review", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const other = await newReviewer();
    for (const userId of [other.id, campaign.businessId, admin.id, "x"]) {
      expect(await withdrawReview(testDb.db, { userId, reviewId: review.id })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
    expect(
      await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: randomUUID() }),
    ).toEqual({ ok: false, reason: "not_found" });

    await approved(review.id);
    const results = await Promise.all([
      withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id }),
      withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id }),
    ]);
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ ok: false, reason: "not_withdrawable" });
    expect((await campaignRow(campaign.id)).completedReviews).toBe(0);
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);

    const rejected = await submitted(other, campaign);
    await rejectReview(testDb.db, {
      reviewId: rejected.id,
      adminId: admin.id,
      category: "other",
      reason: "Copied",
    });
    expect(await withdrawReview(testDb.db, { userId: other.id, reviewId: rejected.id })).toEqual({
      ok: false,
      reason: "not_withdrawable",
    });
  });
});

describe("proof images", () => {
  it("opens for the author and admins, and for nobody else", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);

    for (const viewerId of [reviewer.id, admin.id]) {
      const proof = await getProofForViewer(
        testDb.db,
        { storage },
        { reviewId: review.id, viewerId },
      );
      expect(proof?.contentType).toBe("image/webp");
      expect((await sharp(proof?.bytes).metadata()).format).toBe("webp");
    }
    for (const viewerId of [
      (await newReviewer()).id,
      campaign.businessId,
      randomUUID(),
      "not-a-uuid",
    ]) {
      expect(
        await getProofForViewer(testDb.db, { storage }, { reviewId: review.id, viewerId }),
      ).toBeNull();
    }
    for (const reviewId of [randomUUID(), "../../etc/passwd"]) {
      expect(
        await getProofForViewer(testDb.db, { storage }, { reviewId, viewerId: admin.id }),
      ).toBeNull();
    }
  });
});
