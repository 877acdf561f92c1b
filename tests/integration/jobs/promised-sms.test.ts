import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { queueReviewDigests, sendReviewDigests } from "~/domain/jobs/review-digests.server";
import { sendRemovalNotices } from "~/domain/jobs/send-removal-notices.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { reportReview } from "~/domain/moderation/review-reports/file-report.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import { repliesFor, saveReviewReply } from "~/domain/reviews/replies.server";
import en from "~/i18n/locales/en";
import {
  activeCampaign,
  admin,
  approved,
  atKolkata,
  expectWallet,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

// The promise register (decision 098): each SMS below is read from the English catalogue, filled
// in here by hand, and compared with what the job sends; the behaviour it states is checked.

/** A catalogue text with its {{values}} put in, independently of the app's translator. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

type Sent = { to: string; body: string };
const outbox = () => {
  const sent: Sent[] = [];
  return { sent, sms: { send: async (message: Sent) => void sent.push(message) } };
};
const phoneOf = async (id: string) =>
  (await testDb.db.select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, id)))[0]
    ?.phone;

async function publishedReviews(count: number, name: string) {
  const campaign = await activeCampaign({ target: 100, name });
  await testDb.db
    .update(profiles)
    .set({ language: "en", reviewSms: true })
    .where(eq(profiles.id, campaign.businessId));
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign, {
      rating: i + 1,
      reviewText: words(31, `visit${i}`),
    });
    made.push({ reviewer, review: await approved(review.id) });
  }
  return { campaign, made };
}

describe("the promised SMS", () => {
  it("reviewDigest.body_one and reviewDigest.body_other: tell the owner how many new reviews are published, with the page to read them", async () => {
    for (const [count, key] of [
      [1, "body_one"],
      [2, "body_other"],
    ] as const) {
      const { campaign } = await publishedReviews(count, `Digest Dhaba ${count}`);
      const now = atKolkata(`2026-11-${21 + count}T19:00:00`);
      await queueReviewDigests(testDb.db, { now });
      const { sent, sms } = outbox();
      await sendReviewDigests(testDb.db, { sms, origin: "https://rk.example", now });
      const link = `https://rk.example/campaign/${campaign.id}`;
      const mine = sent.filter((message) => message.body.includes(link));
      const published = await listPublicReviews(testDb.db, { campaignId: campaign.id });
      expect(published).toHaveLength(count);
      expect(mine).toEqual([
        {
          to: await phoneOf(campaign.businessId),
          body: fill(en.reviewDigest[key], {
            count: String(published.length),
            business: campaign.businessName,
            link,
          }),
          template: expect.anything(),
        },
      ]);
    }
  });

  it("removalSms.review: the author is told of the removal and its ground, and the reward stays theirs", async () => {
    const { campaign, made } = await publishedReviews(1, "Removal Cafe");
    const [{ reviewer, review }] = made as [(typeof made)[number]];
    await reportReview(testDb.db, {
      campaignId: campaign.id,
      reviewId: review.id,
      ground: "personal_data",
      details: "It shows my phone number",
    });
    expect(
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: review.id,
        action: "remove_review",
        ground: "personal_data",
        note: "It named a phone number.",
      }),
    ).toEqual({ ok: true });
    await testDb.db.update(profiles).set({ language: "en" }).where(eq(profiles.id, reviewer.id));
    const { sent, sms } = outbox();
    await sendRemovalNotices(testDb.db, { sms, origin: "https://rk.example", now: new Date() });
    const expected = fill(en.removalSms.review, {
      business: campaign.businessName,
      ground: en.removalGround.personal_data,
      link: "https://rk.example/user/dashboard",
    });
    expect(sent.filter((message) => message.body === expected)).toEqual([
      { to: await phoneOf(reviewer.id), body: expected, template: expect.anything() },
    ]);
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toEqual([]);
    // "Your reward stays yours."
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
  });

  it("removalSms.reply: the business is told its reply was removed, with the ground, and the review stays", async () => {
    const { campaign, made } = await publishedReviews(1, "Reply Cafe");
    const [{ review }] = made as [(typeof made)[number]];
    expect(
      await saveReviewReply(testDb.db, {
        businessId: campaign.businessId,
        reviewId: review.id,
        text: "Call me at 98765 43210",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: review.id,
        action: "remove_reply",
        ground: "personal_data",
        note: "The reply gives a phone number.",
      }),
    ).toEqual({ ok: true });
    const { sent, sms } = outbox();
    await sendRemovalNotices(testDb.db, { sms, origin: "https://rk.example", now: new Date() });
    const expected = fill(en.removalSms.reply, {
      business: campaign.businessName,
      ground: en.removalGround.personal_data,
      link: `https://rk.example/campaign/${campaign.id}`,
    });
    expect(sent.filter((message) => message.body === expected)).toEqual([
      { to: await phoneOf(campaign.businessId), body: expected, template: expect.anything() },
    ]);
    expect(await repliesFor(testDb.db, { reviewIds: [review.id] })).toEqual({});
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id })).toHaveLength(1);
  });
});
