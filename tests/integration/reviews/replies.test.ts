import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, reviewReplies, reviews } from "~/db/schema";
import { listCampaignReviewsForBusiness } from "~/domain/campaigns/business-campaigns.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import { repliesFor, saveReviewReply } from "~/domain/reviews/replies.server";
import { MAX_REPLY_LENGTH } from "~/domain/reviews/reply-text";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  activeCampaign,
  admin,
  approved,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

async function ownerOf(campaignId: string) {
  const [row] = await testDb.db
    .select({ businessId: campaigns.businessId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row.businessId;
}

async function approvedReviewWithOwner() {
  const campaign = await activeCampaign();
  const reviewer = await newReviewer();
  const review = await submitted(reviewer, campaign);
  await approved(review.id);
  return { campaign, reviewer, review, businessId: await ownerOf(campaign.id) };
}

describe("business replies", () => {
  it("lets the campaign's owner write one reply and edit it, keeping when it was written", async () => {
    const { review, businessId } = await approvedReviewWithOwner();
    const written = new Date("2026-11-23T06:00:00Z");
    const edited = new Date("2026-11-24T06:00:00Z");
    expect(
      await saveReviewReply(testDb.db, {
        businessId,
        reviewId: review.id,
        text: "  Thank you for visiting!\r\nCome again.  ",
        now: written,
      }),
    ).toEqual({ ok: true, created: true });
    expect(
      await saveReviewReply(testDb.db, {
        businessId,
        reviewId: review.id,
        text: "Thank you, we fixed the AC.",
        now: edited,
      }),
    ).toEqual({ ok: true, created: false });
    const rows = await testDb.db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, review.id));
    expect(rows).toHaveLength(1);
    expect(await repliesFor(testDb.db, { reviewIds: [review.id, randomUUID(), "nope"] })).toEqual({
      [review.id]: {
        replyText: "Thank you, we fixed the AC.",
        createdAt: written,
        updatedAt: edited,
      },
    });
  });

  it("keeps the first version's line breaks trimmed and unified, by the review text's rules", async () => {
    const { review, businessId } = await approvedReviewWithOwner();
    await saveReviewReply(testDb.db, {
      businessId,
      reviewId: review.id,
      text: "  Thank you!\r\nCome again.  ",
    });
    const replies = await repliesFor(testDb.db, { reviewIds: [review.id] });
    expect(replies[review.id]?.replyText).toBe("Thank you!\nCome again.");
  });

  it("refuses empty, invisible, control-character and over-long replies", async () => {
    const { review, businessId } = await approvedReviewWithOwner();
    const save = (text: string) =>
      saveReviewReply(testDb.db, { businessId, reviewId: review.id, text });
    expect(await save("   \u200b ")).toEqual({ ok: false, reason: "reply_required" });
    expect(await save("Thanks\u0000")).toEqual({ ok: false, reason: "reply_invalid" });
    expect(await save("x".repeat(MAX_REPLY_LENGTH + 1))).toEqual({
      ok: false,
      reason: "reply_too_long",
    });
    expect(await save("x".repeat(MAX_REPLY_LENGTH))).toEqual({ ok: true, created: true });
  });

  it("answers not_found for no such review and not_owner for another business's review", async () => {
    const { review } = await approvedReviewWithOwner();
    const stranger = await newProfile("business");
    expect(
      await saveReviewReply(testDb.db, {
        businessId: stranger.id,
        reviewId: review.id,
        text: "Hi",
      }),
    ).toEqual({ ok: false, reason: "not_owner" });
    expect(
      await saveReviewReply(testDb.db, {
        businessId: stranger.id,
        reviewId: randomUUID(),
        text: "Hi",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(
      await saveReviewReply(testDb.db, { businessId: stranger.id, reviewId: "x", text: "Hi" }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await repliesFor(testDb.db, { reviewIds: [review.id] })).toEqual({});
  });

  it("refuses a reply to a pending, rejected or withdrawn review", async () => {
    const campaign = await activeCampaign();
    const businessId = await ownerOf(campaign.id);
    const pending = await submitted(await newReviewer(), campaign);
    const rejected = await submitted(await newReviewer(), campaign);
    await rejectReview(testDb.db, {
      reviewId: rejected.id,
      adminId: admin.id,
      category: "no_visit_proof",
      template: "proof_other_place",
      reason: "The photo shows another shop.",
    });
    const withdrawer = await newReviewer();
    const withdrawn = await submitted(withdrawer, campaign);
    await approved(withdrawn.id);
    await withdrawReview(testDb.db, { userId: withdrawer.id, reviewId: withdrawn.id });
    for (const review of [pending, rejected, withdrawn]) {
      expect(
        await saveReviewReply(testDb.db, { businessId, reviewId: review.id, text: "Sorry" }),
      ).toEqual({ ok: false, reason: "not_approved" });
    }
  });

  it("never changes, hides or reorders the review it answers", async () => {
    const { campaign, review, businessId } = await approvedReviewWithOwner();
    const [before] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    const listedBefore = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    await saveReviewReply(testDb.db, { businessId, reviewId: review.id, text: "We disagree." });
    const [after] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(after).toEqual(before);
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toEqual(listedBefore);
  });

  it("comes with its review in the business's list, and goes from it when the review is withdrawn", async () => {
    const { campaign, reviewer, review, businessId } = await approvedReviewWithOwner();
    const unanswered = await submitted(await newReviewer(), campaign);
    await saveReviewReply(testDb.db, { businessId, reviewId: review.id, text: "Thank you!" });
    const replies = async () =>
      Object.fromEntries(
        (
          await listCampaignReviewsForBusiness(testDb.db, { businessId, campaignId: campaign.id })
        ).map((row) => [row.id, row.reply]),
      );

    expect(await replies()).toEqual({ [review.id]: "Thank you!", [unanswered.id]: null });
    await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id });
    expect(await replies()).toEqual({ [review.id]: null, [unanswered.id]: null });
  });
});
