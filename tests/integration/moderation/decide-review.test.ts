import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews, walletLedger } from "~/db/schema";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { getPublicCampaignPage } from "~/domain/reviews/public-reviews.server";
import { listMyReviews } from "~/domain/reviews/reviewer-lists.server";
import {
  activeCampaign,
  admin,
  approved,
  availableIds,
  campaignRow,
  DAY1,
  DAY2,
  expectWallet,
  newProfile,
  newReviewer,
  reviewsOf,
  reviewText,
  START,
  setUpReviewsDatabase,
  submit,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

describe("approving a review", () => {
  it(`credits ${formatRupees(REWARD_PER_REVIEW)} once, records who approved, and counts the review towards the campaign`, async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const approvedAt = new Date("2026-11-22T10:00:00Z");

    const result = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      now: approvedAt,
    });

    expect(result).toMatchObject({
      ok: true,
      review: {
        id: review.id,
        status: "approved",
        earnings: REWARD_PER_REVIEW,
        moderatedAt: approvedAt,
        moderatedBy: admin.id,
      },
    });
    const ledger = await testDb.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reviewer.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: REWARD_PER_REVIEW,
        reason: "review_reward",
        reviewId: review.id,
      }),
    ]);
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);

    // The same approval again (its first answer lost) is answered as done and changes nothing.
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: true,
      review: expect.objectContaining({ id: review.id, status: "approved" }),
      repeated: true,
    });
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
  });

  it(`credits ${formatRupees(REWARD_PER_REVIEW)} exactly once when 50 approvals of one review run at once`, async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const secondAdmin = await newProfile("admin");

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        approveReview(testDb.db, {
          reviewId: review.id,
          adminId: index % 2 === 0 ? admin.id : secondAdmin.id,
        }),
      ),
    );

    // One approval decides; the 49 others are the same decision repeated, and change nothing.
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    expect(results.filter((result) => result.ok && result.repeated)).toHaveLength(49);
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    const ledger = await testDb.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reviewId, review.id));
    expect(ledger).toHaveLength(1);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(1);
  });

  it("lets only admins approve, and knows unknown reviews", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    for (const adminId of [reviewer.id, campaign.businessId, randomUUID(), "x"]) {
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId })).toEqual({
        ok: false,
        reason: "not_admin",
      });
    }
    for (const reviewId of [randomUUID(), "nope"]) {
      expect(await approveReview(testDb.db, { reviewId, adminId: admin.id })).toEqual({
        ok: false,
        reason: "not_found",
      });
    }
    await expectWallet(reviewer.id, 0);
    expect((await reviewsOf(campaign.id))[0]?.status).toBe("pending");
  });

  it("completes the campaign with the approval that reaches its target", async () => {
    const campaign = await activeCampaign({ target: 2, startedAt: START });
    // A target of 2 allows one review on day 1 and a second on day 2.
    const first = await submitted(await newReviewer(), campaign);
    const second = await submitted(await newReviewer(), campaign, { now: DAY2 });
    await approved(first.id);
    expect(await campaignRow(campaign.id)).toMatchObject({
      completedReviews: 1,
      status: "active",
    });
    await approved(second.id, DAY2);
    expect(await campaignRow(campaign.id)).toMatchObject({
      completedReviews: 2,
      status: "completed",
    });
  });

  it(`pays every rating the same ${formatRupees(REWARD_PER_REVIEW)} and publishes a 1-star review like a 5-star one`, async () => {
    const campaign = await activeCampaign({ name: "Honest Dhaba" });
    // Submitted in an order unrelated to the rating; the page must follow time alone.
    const ratings = [3, 1, 5, 2, 4];
    const submittedReviews = [];
    for (const [index, rating] of ratings.entries()) {
      const reviewer = await newReviewer(`Reviewer ${rating}`);
      const now = new Date(DAY1.getTime() + index * 60_000);
      submittedReviews.push({
        reviewer,
        review: await submitted(reviewer, campaign, { rating, now }),
      });
    }
    for (const { reviewer, review } of submittedReviews) {
      const result = await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id });
      expect(result).toMatchObject({ ok: true, review: { earnings: REWARD_PER_REVIEW } });
      await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    }

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    expect(page).toEqual({
      businessName: "Honest Dhaba",
      city: "Bhopal",
      address: null,
      mapsLink: campaign.mapsLink,
      shortCode: campaign.shortCode,
      averageRating: 3,
      approvedCount: 5,
      reviews: [...submittedReviews].reverse().map(({ review }) => ({
        id: review.id,
        rating: review.rating,
        reviewText,
        reviewerName: review.reviewerName,
        visitedOn: review.visitedOn,
        createdAt: review.createdAt,
        // Each reviewer has one approved review, whatever its rating: the same level for all.
        reviewerLevel: "new",
        approvedReviews: 1,
        // The proofs carry no position (decision 129): no 'Visit checked'.
        visitChecked: false,
        // Where the next page starts: the review's own time (to the microsecond) and id.
        cursor: { at: expect.stringMatching(/^\d{4}-.*\.\d{6}Z$/), id: review.id },
      })),
    });
    expect(page?.reviews.map((review) => review.rating)).toEqual([4, 2, 5, 1, 3]);
  });
});

describe("rejecting a review", () => {
  it("needs a reason, stores it for the reviewer, moves no money and reopens the slot", async () => {
    const campaign = await activeCampaign({ target: 100 });
    const reviewers = [];
    for (let index = 0; index < 5; index += 1) {
      const reviewer = await newReviewer();
      reviewers.push({ reviewer, review: await submitted(reviewer, campaign) });
    }
    const waiting = await newReviewer();
    expect(await availableIds(waiting, "Bhopal")).not.toContain(campaign.id);
    const [target] = reviewers;
    if (!target) throw new Error("no review");

    for (const reason of ["", "   \n ", "\u200b"]) {
      expect(
        await rejectReview(testDb.db, {
          reviewId: target.review.id,
          adminId: admin.id,
          category: "other",
          reason,
        }),
      ).toEqual({ ok: false, reason: "reason_required" });
    }
    for (const [reason, refusal] of [
      ["Blurry\u0000", "reason_invalid"],
      ["x".repeat(501), "reason_too_long"],
    ] as const) {
      expect(
        await rejectReview(testDb.db, {
          reviewId: target.review.id,
          adminId: admin.id,
          category: "other",
          reason,
        }),
      ).toEqual({ ok: false, reason: refusal });
    }
    expect((await reviewsOf(campaign.id)).every((row) => row.status === "pending")).toBe(true);

    const rejectedAt = new Date("2026-11-22T09:00:00Z");
    expect(
      await rejectReview(testDb.db, {
        reviewId: target.review.id,
        adminId: admin.id,
        category: "other",
        reason: "  The photo shows a different shop.  ",
        now: rejectedAt,
      }),
    ).toEqual({ ok: true });

    const [mine] = await listMyReviews(testDb.db, { userId: target.reviewer.id });
    expect(mine).toMatchObject({
      id: target.review.id,
      status: "rejected",
      rejectionReason: "The photo shows a different shop.",
      earnings: 0,
    });
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, target.review.id));
    expect(row).toMatchObject({ moderatedAt: rejectedAt, moderatedBy: admin.id });
    await expectWallet(target.reviewer.id, 0);

    expect(await availableIds(waiting, "Bhopal")).toContain(campaign.id);
    expect(await submit(waiting, campaign)).toMatchObject({ ok: true });
    expect(
      await rejectReview(testDb.db, {
        reviewId: target.review.id,
        adminId: admin.id,
        category: "other",
        reason: "again",
      }),
    ).toEqual({ ok: false, reason: "not_pending" });
  });

  it("answers the same rejection repeated as done, changing nothing", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const reject = () =>
      rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category: "other",
        reason: "Blurry bill",
      });
    expect(await reject()).toEqual({ ok: true });
    const [before] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(await reject()).toEqual({ ok: true, repeated: true });
    const [after] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after).toEqual(before);
    // A different decision is still refused.
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
      ok: false,
      reason: "not_pending",
    });
  });

  it("lets only admins reject, and only pending reviews", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    for (const adminId of [reviewer.id, campaign.businessId, randomUUID()]) {
      expect(
        await rejectReview(testDb.db, {
          reviewId: review.id,
          adminId,
          category: "other",
          reason: "Spam",
        }),
      ).toEqual({ ok: false, reason: "not_admin" });
    }
    expect(
      await rejectReview(testDb.db, {
        reviewId: randomUUID(),
        adminId: admin.id,
        category: "other",
        reason: "x",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    await approved(review.id);
    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category: "other",
        reason: "Spam",
      }),
    ).toEqual({ ok: false, reason: "not_pending" });
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
  });

  it("decides once when an approval and a rejection race", async () => {
    for (let round = 0; round < 3; round += 1) {
      const campaign = await activeCampaign();
      const reviewer = await newReviewer();
      const review = await submitted(reviewer, campaign);
      const [approval, rejection] = await Promise.all([
        approveReview(testDb.db, { reviewId: review.id, adminId: admin.id }),
        rejectReview(testDb.db, {
          reviewId: review.id,
          adminId: admin.id,
          category: "other",
          reason: "Copied",
        }),
      ]);
      expect([approval.ok, rejection.ok].filter(Boolean)).toHaveLength(1);
      await expectWallet(reviewer.id, approval.ok ? REWARD_PER_REVIEW : 0);
      expect((await campaignRow(campaign.id)).completedReviews).toBe(approval.ok ? 1 : 0);
    }
  });
});
