// policies.privacy.sections.report.text: anyone reports without an account, a business disputes,
// only the admin removes, a removal is counted by its ground, and a business hides nothing.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditEvents,
  profiles,
  removalNotices,
  reviewComplaints,
  reviewReplies,
  reviews,
} from "~/db/schema";
import { getBusinessStats } from "~/domain/campaigns/business-campaigns.server";
import { sendRemovalNotices } from "~/domain/jobs/send-removal-notices.server";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { getModerationLedger } from "~/domain/moderation/get-moderation-ledger.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { disputeReview, reportReview } from "~/domain/moderation/review-reports/file-report.server";
import { listComplainedReviews } from "~/domain/moderation/review-reports/report-queue.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import {
  getPublicCampaignSummary,
  listPublicReviews,
} from "~/domain/reviews/public-reviews.server";
import { repliesFor, saveReviewReply } from "~/domain/reviews/replies.server";
import {
  activeCampaign,
  admin,
  approved,
  campaignRow,
  expectWallet,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** A campaign with one published review by a new reviewer, and its business's id. */
async function publishedReview() {
  const campaign = await activeCampaign({ target: 1 });
  const reviewer = await newReviewer();
  const review = await approved((await submitted(reviewer, campaign, { rating: 2 })).id);
  return { campaign, reviewer, review, businessId: campaign.businessId };
}

const report = (campaignId: string, reviewId: string, ground = "personal_data") =>
  reportReview(testDb.db, { campaignId, reviewId, ground, details: "Shows my phone number" });

describe("a reader's report", () => {
  it("reaches the admin's queue and changes nothing on the page", async () => {
    const { campaign, review } = await publishedReview();
    expect(await report(campaign.id, review.id)).toMatchObject({ ok: true });
    expect(await report(campaign.id, review.id, "fake")).toMatchObject({ ok: true });
    const queue = await listComplainedReviews(testDb.db, { adminId: admin.id });
    const row = queue.list.find((item) => item.reviewId === review.id);
    expect(row).toMatchObject({ reports: 2, disputes: 0, status: "approved" });
    expect(row?.complaints.map((complaint) => complaint.ground)).toEqual(["personal_data", "fake"]);
    // The Reports badge, read with every other badge, counts the same (decision 084).
    expect((await adminCounts(testDb.db, { adminId: admin.id })).openReports).toBe(queue.count);
    const shown = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(shown.map((item) => item.id)).toEqual([review.id]);
  });

  it("is refused without a listed ground, for another campaign's review, or an unpublished one", async () => {
    const { campaign, review } = await publishedReview();
    const other = await activeCampaign();
    expect(await report(campaign.id, review.id, "rating_too_low")).toEqual({
      ok: false,
      reason: "ground_required",
    });
    expect(await report(other.id, review.id)).toEqual({ ok: false, reason: "not_found" });
    const pending = await submitted(await newReviewer(), other);
    expect(await report(other.id, pending.id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("shows no one else's queue: a business reads no rows", async () => {
    const { campaign, review, businessId } = await publishedReview();
    await report(campaign.id, review.id);
    expect(await listComplainedReviews(testDb.db, { adminId: businessId })).toEqual({
      list: [],
      count: 0,
    });
  });
});

describe("a business's dispute", () => {
  it("is the campaign owner's only, needs a reason, and hides nothing", async () => {
    const { review, businessId, campaign } = await publishedReview();
    const stranger = (await activeCampaign()).businessId;
    const dispute = (by: string, details = "This person never came to our shop.") =>
      disputeReview(testDb.db, {
        businessId: by,
        reviewId: review.id,
        ground: "never_customer",
        details,
      });
    expect(await dispute(stranger)).toEqual({ ok: false, reason: "not_found" });
    expect(await dispute(businessId, "no")).toEqual({ ok: false, reason: "text_too_short" });
    expect(await dispute(businessId)).toMatchObject({ ok: true });
    expect(await dispute(businessId)).toEqual({ ok: false, reason: "already_disputed" });
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.status).toBe("approved");
    expect((await listPublicReviews(testDb.db, { campaignId: campaign.id })).length).toBe(1);
  });
});

describe("a removal", () => {
  it("takes the review off the public page, counts it by ground, keeps the reward, Total Spent and tells the author", async () => {
    const { campaign, reviewer, review, businessId } = await publishedReview();
    await report(campaign.id, review.id);
    const spentBefore = (await getBusinessStats(testDb.db, { businessId })).totalSpent;
    expect((await campaignRow(campaign.id)).status).toBe("completed");
    const outcome = await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "remove_review",
      ground: "personal_data",
      note: "It named a staff member's phone number.",
    });
    expect(outcome).toEqual({ ok: true });
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toEqual([]);
    expect(await getPublicCampaignSummary(testDb.db, { campaignId: campaign.id })).toMatchObject({
      approvedCount: 0,
    });
    const ledger = await getModerationLedger(testDb.db, { campaignId: campaign.id });
    expect(ledger.removedBy).toEqual([{ ground: "personal_data", total: 1 }]);
    expect(ledger.total).toMatchObject({ submitted: 1, published: 0, removed: 1 });
    // The business paid for its target: the slot reopens for a replacement, nothing is refunded.
    const row = await campaignRow(campaign.id);
    expect(row).toMatchObject({ status: "active", completedReviews: 0, slotsTaken: 0 });
    expect((await getBusinessStats(testDb.db, { businessId })).totalSpent).toBe(spentBefore);
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    const notices = await testDb.db
      .select()
      .from(removalNotices)
      .where(eq(removalNotices.reviewId, review.id));
    expect(notices).toMatchObject([
      { recipientId: reviewer.id, what: "review", status: "pending" },
    ]);
    // After commit, the job sends it in the author's language and marks it sent.
    const sent: { to: string; body: string }[] = [];
    const sms = { send: async (message: { to: string; body: string }) => void sent.push(message) };
    await testDb.db.update(profiles).set({ language: "hi" }).where(eq(profiles.id, reviewer.id));
    await sendRemovalNotices(testDb.db, { sms, origin: "https://rk.example", now: new Date() });
    const mine = sent.filter((message) => message.body.includes(campaign.businessName));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toContain("निजी जानकारी");
    const [notice] = await testDb.db
      .select({ status: removalNotices.status })
      .from(removalNotices)
      .where(eq(removalNotices.reviewId, review.id));
    expect(notice?.status).toBe("sent");
    const [complaint] = await testDb.db
      .select()
      .from(reviewComplaints)
      .where(eq(reviewComplaints.reviewId, review.id));
    expect(complaint?.decision).toBe("removed_review");
    const audit = await testDb.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(sql`${auditEvents.detail}->>'reviewId' = ${review.id}`);
    expect(audit.map((event) => event.type)).toEqual(
      expect.arrayContaining(["review_reported", "review_removed"]),
    );
    const recount = await testDb.db.execute(sql`
      select count(*)::int as n from review_ledger
      where campaign_id = ${campaign.id} and status = 'removed' and category = 'personal_data' and count = 1`);
    expect((recount as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it("needs a listed ground and a note, and only an admin makes it", async () => {
    const { review, businessId } = await publishedReview();
    const remove = (adminId: string, ground: string, note: string) =>
      decideComplaint(testDb.db, {
        adminId,
        reviewId: review.id,
        action: "remove_review",
        ground,
        note,
      });
    expect(await remove(admin.id, "rating_too_low", "x")).toEqual({
      ok: false,
      reason: "ground_required",
    });
    expect(await remove(admin.id, "abuse", "  ")).toEqual({ ok: false, reason: "text_required" });
    // A business can never remove a review, not even its own campaign's.
    expect(await remove(businessId, "abuse", "Please remove it")).toEqual({
      ok: false,
      reason: "not_admin",
    });
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.status).toBe("approved");
    expect(await remove(admin.id, "abuse", "Threats against the owner.")).toEqual({ ok: true });
    expect(await remove(admin.id, "abuse", "Again")).toEqual({
      ok: false,
      reason: "not_published",
    });
  });

  it("of a reply leaves the review, and the business cannot post the reply again", async () => {
    const { campaign, review, businessId } = await publishedReview();
    expect(
      await saveReviewReply(testDb.db, {
        businessId,
        reviewId: review.id,
        text: "You are a liar, 98765 43210",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: review.id,
        action: "remove_reply",
        ground: "personal_data",
        note: "The reply gives the reviewer's phone number.",
      }),
    ).toEqual({ ok: true });
    expect(await repliesFor(testDb.db, { reviewIds: [review.id] })).toEqual({});
    expect((await listPublicReviews(testDb.db, { campaignId: campaign.id })).length).toBe(1);
    expect(
      await saveReviewReply(testDb.db, { businessId, reviewId: review.id, text: "Sorry" }),
    ).toEqual({
      ok: false,
      reason: "reply_removed",
    });
    const [reply] = await testDb.db
      .select()
      .from(reviewReplies)
      .where(eq(reviewReplies.reviewId, review.id));
    expect(reply?.removalGround).toBe("personal_data");
  });

  it("'Keep' closes the open complaints with the note and leaves the review", async () => {
    const { campaign, review } = await publishedReview();
    await report(campaign.id, review.id, "fake");
    const keep = () =>
      decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: review.id,
        action: "keep",
        note: "A real visit: the bill matches.",
      });
    expect(await keep()).toEqual({ ok: true });
    expect(await keep()).toEqual({ ok: false, reason: "nothing_open" });
    const queue = await listComplainedReviews(testDb.db, { adminId: admin.id });
    expect(queue.list.some((item) => item.reviewId === review.id)).toBe(false);
    expect((await listPublicReviews(testDb.db, { campaignId: campaign.id })).length).toBe(1);
  });
});
