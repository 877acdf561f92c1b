import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, profiles, reviewDigests } from "~/db/schema";
import { queueReviewDigests, sendReviewDigests } from "~/domain/jobs/review-digests.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import type { SmsMessage } from "~/notifications/sms";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

setUpBusinessDatabase();

const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

async function campaignWithApproved(options: { language?: "en" | "hi"; reviewSms?: boolean } = {}) {
  const business = await newProfile("business");
  await testDb.db
    .update(profiles)
    .set({ language: options.language ?? "en", reviewSms: options.reviewSms ?? true })
    .where(eq(profiles.id, business.id));
  const campaign = await campaignOf(business.id, { name: "Chai Point" });
  await approveCampaign(testDb.db, { campaignId: campaign.id, adminId: admin.id });
  return { business, campaign };
}

const approve = (campaignId: string, completedReviews: number) =>
  testDb.db.update(campaigns).set({ completedReviews }).where(eq(campaigns.id, campaignId));

const digestsOf = (campaignId: string) =>
  testDb.db.select().from(reviewDigests).where(eq(reviewDigests.campaignId, campaignId));

function outbox(fail = false) {
  const sent: SmsMessage[] = [];
  return {
    sent,
    sms: {
      async send(message: SmsMessage) {
        if (fail) throw new Error("provider down");
        sent.push(message);
      },
    },
  };
}

// reviewSms.label ('at most one a day for each campaign') and reviewSms.hint ('In the language you use here. You
// can turn it off at any time.'): once a day, in the owner's language, nothing once turned off.
describe("the daily SMS of new reviews", () => {
  it("tells the owner once a day, from 7 pm, of the reviews approved since the last SMS", async () => {
    const { campaign } = await campaignWithApproved();
    await approve(campaign.id, 2);
    expect(await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-01T18:59:00") })).toBe(0);
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-01T19:05:00") });
    await approve(campaign.id, 3);
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-01T21:00:00") });
    expect((await digestsOf(campaign.id)).map((row) => [row.day, row.newReviews])).toEqual([
      ["2026-12-01", 2],
    ]);
    // The third review waits for the next day's SMS.
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-02T19:00:00") });
    expect((await digestsOf(campaign.id)).map((row) => [row.day, row.newReviews]).sort()).toEqual([
      ["2026-12-01", 2],
      ["2026-12-02", 1],
    ]);
  });

  it("consent.signupNoticeBusiness, consent.purposes.review_sms: at most one a day for each campaign of a business", async () => {
    const { business, campaign } = await campaignWithApproved();
    const second = await campaignOf(business.id, { name: "Chai Point, Arera Colony" });
    await approveCampaign(testDb.db, { campaignId: second.id, adminId: admin.id });
    await approve(campaign.id, 1);
    await approve(second.id, 2);
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-03T19:00:00") });
    await approve(campaign.id, 4);
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-03T22:00:00") });
    const days = async (id: string) => (await digestsOf(id)).map((row) => row.day);
    // One SMS a campaign on the day, never a second for the same campaign.
    expect(await days(campaign.id)).toEqual(["2026-12-03"]);
    expect(await days(second.id)).toEqual(["2026-12-03"]);
  });

  it("sends in the owner's language after the transaction, through the DLT template's values", async () => {
    const { business, campaign } = await campaignWithApproved({ language: "hi" });
    await approve(campaign.id, 1);
    const now = atKolkata("2026-12-05T19:00:00");
    await queueReviewDigests(testDb.db, { now });
    const { sent, sms } = outbox();
    await sendReviewDigests(testDb.db, { sms, origin: "https://reviewkaro.in", now });
    const mine = sent.filter((message) => message.template?.values.link?.includes(campaign.id));
    const [phone] = await testDb.db
      .select({ phone: profiles.phone })
      .from(profiles)
      .where(eq(profiles.id, business.id));
    expect(mine).toEqual([
      {
        to: phone?.phone,
        body: `ReviewKaro: Chai Point का 1 नया रिव्यू प्रकाशित हुआ। पढ़ें और जवाब दें: https://reviewkaro.in/campaign/${campaign.id}`,
        template: {
          name: "review_digest",
          values: {
            count: "1",
            business: "Chai Point",
            link: `https://reviewkaro.in/campaign/${campaign.id}`,
          },
        },
      },
    ]);
    expect((await digestsOf(campaign.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends nothing to an owner who turned it off, and does not save the reviews for later", async () => {
    const { campaign } = await campaignWithApproved({ reviewSms: false });
    await approve(campaign.id, 4);
    await queueReviewDigests(testDb.db, { now: atKolkata("2026-12-06T19:00:00") });
    expect(await digestsOf(campaign.id)).toEqual([]);
    const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.reportedReviews).toBe(4);
  });

  it("tries a failing SMS three times, then marks it failed", async () => {
    const { campaign } = await campaignWithApproved();
    await approve(campaign.id, 1);
    const now = atKolkata("2026-12-07T19:00:00");
    await queueReviewDigests(testDb.db, { now });
    const { sms } = outbox(true);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await sendReviewDigests(testDb.db, { sms, origin: "https://reviewkaro.in", now });
    }
    expect((await digestsOf(campaign.id))[0]).toMatchObject({ status: "failed", attempts: 3 });
  });
});
