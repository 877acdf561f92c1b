// Issue 46, points 2 and 3 (decision 108): a business's dispute gets an answer that reaches it —
// on its campaign page (disputeAnswerSms' link) and by SMS in its profile language — and a review
// removed after a report is explained as such. Nothing here lets a business hide a review.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { disputeAnswerSms, profiles } from "~/db/schema";
import { listCampaignReviewsForBusiness } from "~/domain/campaigns/business-campaigns.server";
import { sendDisputeAnswers } from "~/domain/jobs/send-dispute-answers.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { disputeReview, reportReview } from "~/domain/moderation/review-reports/file-report.server";
import { listOwnerReviewAnswers } from "~/domain/moderation/review-reports/owner-review-answers.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import { saveReviewReply } from "~/domain/reviews/replies.server";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import {
  activeCampaign,
  admin,
  approved,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const origin = "https://rk.example";
/** A catalogue text with its {{values}} put in, independently of the app's translator. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

type Sent = { to: string; body: string };
function outbox() {
  const sent: Sent[] = [];
  return { sent, sms: { send: async (message: Sent) => void sent.push(message) } };
}
const budget = (ok: boolean) => {
  const asked = { count: 0 };
  return {
    asked,
    limits: {
      complaintFollowUpSms: async () => {
        asked.count += 1;
        return { ok };
      },
    },
  };
};

async function setLanguage(profileId: string, language: "en" | "hi") {
  await testDb.db.update(profiles).set({ language }).where(eq(profiles.id, profileId));
}
const phoneOf = async (id: string) =>
  (await testDb.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, id)))[0]
    ?.phone;

/** A live campaign with one published review (rating 1: the rating plays no part). */
async function publishedReview() {
  const campaign = await activeCampaign({ target: 100 });
  const review = await approved((await submitted(await newReviewer(), campaign, { rating: 1 })).id);
  return { campaign, review, businessId: campaign.businessId };
}

const dispute = (businessId: string, reviewId: string) =>
  disputeReview(testDb.db, {
    businessId,
    reviewId,
    ground: "never_customer",
    details: "This person was never at our shop, we checked the bills.",
  });

/** A published review its business disputed and the admin kept: its answer is pending. */
async function keptDispute() {
  const published = await publishedReview();
  await dispute(published.businessId, published.review.id);
  const keep = { adminId: admin.id, action: "keep", note: "A real visit." } as const;
  await decideComplaint(testDb.db, { ...keep, reviewId: published.review.id });
  return published;
}

async function answersOf(businessId: string, campaignId: string) {
  const rows = await listCampaignReviewsForBusiness(testDb.db, { businessId, campaignId });
  return listOwnerReviewAnswers(testDb.db, { businessId, campaignId, reviews: rows });
}

const answerRowsOf = (businessId: string) =>
  testDb.db
    .select({ recipientId: disputeAnswerSms.recipientId, status: disputeAnswerSms.status })
    .from(disputeAnswerSms)
    .where(eq(disputeAnswerSms.recipientId, businessId));

describe("a dispute's answer on the owner's page", () => {
  it("says 'sent' while open, then the decision with the admin's note; the review stays", async () => {
    const { campaign, review, businessId } = await publishedReview();
    expect((await answersOf(businessId, campaign.id)).get(review.id)).toBeUndefined();
    expect(await dispute(businessId, review.id)).toMatchObject({ ok: true });
    expect((await answersOf(businessId, campaign.id)).get(review.id)).toMatchObject({
      dispute: { state: "open" },
      removalGround: null,
    });
    const note = "We read the bills you sent; the review is about a real visit.";
    expect(
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: review.id,
        action: "keep",
        note,
      }),
    ).toEqual({ ok: true });
    expect((await answersOf(businessId, campaign.id)).get(review.id)).toMatchObject({
      dispute: { state: "decided", decision: "kept", note },
    });
    // Kept means published, as before: a dispute hides nothing.
    const shown = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(shown.map((item) => item.id)).toEqual([review.id]);
    // Another business reads no answer about this review.
    const stranger = (await activeCampaign()).businessId;
    const theirs = await listOwnerReviewAnswers(testDb.db, {
      businessId: stranger,
      campaignId: campaign.id,
      reviews: [{ id: review.id, status: "approved" }],
    });
    expect(theirs.size).toBe(0);
  });

  it("shows the latest dispute: a new one after a decision is 'sent' again", async () => {
    const { campaign, review, businessId } = await keptDispute();
    expect(await dispute(businessId, review.id)).toMatchObject({ ok: true });
    expect((await answersOf(businessId, campaign.id)).get(review.id)?.dispute?.state).toBe("open");
  });
});

describe("a dispute's answer by SMS", () => {
  it("disputeAnswerSms.kept: sent once after commit in the business's Hindi, without the note, linking to the page", async () => {
    const { campaign, review, businessId } = await publishedReview();
    await setLanguage(businessId, "hi");
    await dispute(businessId, review.id);
    // A reader's report of the same review is closed too, but a report has no one to answer.
    await reportReview(testDb.db, {
      campaignId: campaign.id,
      reviewId: review.id,
      ground: "fake",
      details: "",
    });
    const note = "Bills prove nothing about a visit; it stays.";
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "keep",
      note,
    });
    expect(await answerRowsOf(businessId)).toEqual([
      { recipientId: businessId, status: "pending" },
    ]);

    const { sent, sms } = outbox();
    const { limits, asked } = budget(true);
    // The job leaves a fresh answer to the admin's page, which sends it at once.
    expect(await sendDisputeAnswers(testDb.db, { sms, limits, origin })).toMatchObject({ sent: 0 });
    expect(
      await sendDisputeAnswers(testDb.db, { sms, limits, origin, reviewId: review.id }),
    ).toEqual({ sent: 1, failed: 0, skipped: 0, waiting: 0 });
    expect(asked.count).toBe(1);
    const link = `${origin}/campaign/${campaign.id}`;
    expect(sent).toEqual([
      {
        to: await phoneOf(businessId),
        body: fill(hi.disputeAnswerSms.kept, { business: campaign.businessName, link }),
        template: expect.objectContaining({ name: "dispute_answer" }),
      },
    ]);
    expect(sent[0]?.body).not.toContain(note);
    // Sent once: a second send, or the job later, finds nothing.
    await sendDisputeAnswers(testDb.db, { sms, limits, origin, reviewId: review.id });
    await sendDisputeAnswers(testDb.db, {
      sms,
      limits,
      origin,
      now: new Date(Date.now() + 10 * 60 * 1000),
    });
    expect(sent.filter((message) => message.to === sent[0]?.to)).toHaveLength(1);
    expect(await answerRowsOf(businessId)).toEqual([{ recipientId: businessId, status: "sent" }]);
  });

  it("disputeAnswerSms.removedReview: the removal's ground in English; the page explains the removed review", async () => {
    const { campaign, review, businessId } = await publishedReview();
    await setLanguage(businessId, "en");
    await dispute(businessId, review.id);
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "remove_review",
      ground: "personal_data",
      note: "It gave a staff member's phone number.",
    });
    const { sent, sms } = outbox();
    await sendDisputeAnswers(testDb.db, {
      sms,
      limits: budget(true).limits,
      origin,
      reviewId: review.id,
    });
    expect(sent.map((message) => message.body)).toEqual([
      fill(en.disputeAnswerSms.removedReview, {
        business: campaign.businessName,
        ground: en.removalGround.personal_data,
        link: `${origin}/campaign/${campaign.id}`,
      }),
    ]);
    expect((await answersOf(businessId, campaign.id)).get(review.id)).toMatchObject({
      dispute: { state: "decided", decision: "removed_review" },
      removalGround: "personal_data",
    });
  });

  it("disputeAnswerSms.removedReply: the review stays and the reply is removed", async () => {
    const { campaign, review, businessId } = await publishedReview();
    await setLanguage(businessId, "en");
    const replied = await saveReviewReply(testDb.db, {
      businessId,
      reviewId: review.id,
      text: "Please call us at 98xxxxxx12 to talk about it.",
    });
    expect(replied).toMatchObject({ ok: true });
    await dispute(businessId, review.id);
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "remove_reply",
      ground: "personal_data",
      note: "Your reply gave a phone number; the review stays.",
    });
    // The owner's page no longer shows the removed reply and says it was removed
    // (ownerCampaign.replyRemoved); the review stays published.
    const [row] = await listCampaignReviewsForBusiness(testDb.db, {
      businessId,
      campaignId: campaign.id,
    });
    expect(row).toMatchObject({ status: "approved", reply: null, replyRemoved: true });
    const { sent, sms } = outbox();
    await sendDisputeAnswers(testDb.db, {
      sms,
      limits: budget(true).limits,
      origin,
      reviewId: review.id,
    });
    expect(sent.filter((message) => message.body.startsWith("ReviewKaro: the team"))).toEqual([
      expect.objectContaining({
        body: fill(en.disputeAnswerSms.removedReply, {
          business: campaign.businessName,
          link: `${origin}/campaign/${campaign.id}`,
        }),
      }),
    ]);
  });

  it("keeps the hourly SMS budget: a refused answer waits, a day later it is skipped, never sent", async () => {
    const { review, businessId } = await keptDispute();
    const { sent, sms } = outbox();
    const spent = budget(false);
    expect(
      await sendDisputeAnswers(testDb.db, {
        sms,
        limits: spent.limits,
        origin,
        reviewId: review.id,
      }),
    ).toEqual({ sent: 0, failed: 0, skipped: 0, waiting: 1 });
    expect(await answerRowsOf(businessId)).toEqual([
      { recipientId: businessId, status: "pending" },
    ]);
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(
      await sendDisputeAnswers(testDb.db, {
        sms,
        limits: spent.limits,
        origin,
        reviewId: review.id,
        now: dayLater,
      }),
    ).toMatchObject({ skipped: 1 });
    expect(sent).toEqual([]);
    expect(await answerRowsOf(businessId)).toEqual([
      { recipientId: businessId, status: "skipped" },
    ]);
  });

  it("skips the answer to an erased account, asking no budget and sending nothing", async () => {
    const { review, businessId } = await keptDispute();
    const erasedAt = new Date();
    await testDb.db.update(profiles).set({ erasedAt }).where(eq(profiles.id, businessId));
    const { sms } = outbox();
    const { limits, asked } = budget(true);
    const reviewId = review.id;
    const outcome = await sendDisputeAnswers(testDb.db, { sms, limits, origin, reviewId });
    expect(outcome).toEqual({ sent: 0, failed: 0, skipped: 1, waiting: 0 });
    expect(asked.count).toBe(0);
    expect(await answerRowsOf(businessId)).toMatchObject([{ status: "skipped" }]);
  });

  it("tries a failed send again, counting the budget once", async () => {
    const { review } = await keptDispute();
    const { limits, asked } = budget(true);
    const failing = {
      send: async () => {
        throw new Error("provider down");
      },
    };
    expect(
      await sendDisputeAnswers(testDb.db, { sms: failing, limits, origin, reviewId: review.id }),
    ).toMatchObject({ failed: 1 });
    const { sent, sms } = outbox();
    expect(
      await sendDisputeAnswers(testDb.db, { sms, limits, origin, reviewId: review.id }),
    ).toMatchObject({ sent: 1 });
    expect(asked.count).toBe(1);
    expect(sent).toHaveLength(1);
  });
});

describe("a review removed after a report, on the owner's page", () => {
  it("carries its removal's ground, with no dispute of the business", async () => {
    const { campaign, review, businessId } = await publishedReview();
    await reportReview(testDb.db, {
      campaignId: campaign.id,
      reviewId: review.id,
      ground: "impersonation",
      details: "",
    });
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: review.id,
      action: "remove_review",
      ground: "impersonation",
      note: "Written in someone else's name.",
    });
    const rows = await listCampaignReviewsForBusiness(testDb.db, {
      businessId,
      campaignId: campaign.id,
    });
    expect(rows.find((row) => row.id === review.id)?.status).toBe("removed");
    expect((await answersOf(businessId, campaign.id)).get(review.id)).toEqual({
      dispute: null,
      removalGround: "impersonation",
    });
    // No dispute, no answer to send.
    expect(await answerRowsOf(businessId)).toEqual([]);
  });
});
