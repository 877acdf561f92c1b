import { randomUUID } from "node:crypto";
import { parse as parseCsv } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Profile } from "~/auth/session.server";
import { campaigns, type ReviewStatus, reviews } from "~/db/schema";
import { getCampaignAnalytics } from "~/domain/campaigns/campaign-analytics.server";
import type { Campaign } from "~/domain/campaigns/create-campaign.server";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { kolkataDateKey } from "~/domain/shared/dates";
import {
  requestContext,
  type Services,
  servicesContext,
  sessionContext,
} from "~/http/context.server";
import type { Language } from "~/i18n/languages";
import { loader as paceSvg } from "~/routes/campaign-detail/pace-svg/route";
import { loader as reviewsCsv } from "~/routes/campaign-detail/reviews-csv/route";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";

// The disclosure states the reward the code pays (decision 115).
const reward = formatRupees(REWARD_PER_REVIEW);

setUpBusinessDatabase();

type Loader = (args: never) => Promise<unknown>;

/** Calls a resource route's loader as a signed-in profile; a thrown answer is returned too. */
async function get(
  loader: Loader,
  campaignId: string,
  as: { id: string; role: string } | null,
  language: Language = "en",
): Promise<Response | { status: number }> {
  const context = new RouterContextProvider();
  context.set(servicesContext, { db: testDb.db } as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.7",
    deviceId: null,
    cspNonce: "nonce",
    language,
    requestId: randomUUID(),
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  });
  context.set(
    sessionContext,
    // A username, so the guard sees a finished profile rather than sending it to set one up.
    as
      ? {
          profile: { ...as, username: "named" } as Profile,
          token: "token",
          sessionId: randomUUID(),
          unread: { breachNotice: false, liftAnswer: false },
        }
      : null,
  );
  const request = new Request(`http://localhost/campaign/${campaignId}/x`);
  try {
    return (await loader({ request, context, params: { id: campaignId } } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 };
  }
}

let written = 0;
async function reviewOf(
  campaign: Campaign,
  values: { rating: number; status: ReviewStatus; text: string; name?: string; at: string },
) {
  const user = await newProfile("user");
  written += 1;
  const at = new Date(values.at);
  await testDb.db.insert(reviews).values({
    campaignId: campaign.id,
    userId: user.id,
    reviewText: values.text,
    rating: values.rating,
    proof: `proofs/${randomUUID()}.webp`,
    reviewerName: values.name ?? `Reviewer ${written}`,
    reviewerEmail: "r@example.com",
    status: values.status,
    createdAt: at,
    moderatedAt: values.status === "pending" ? null : new Date(at.getTime() + 3_600_000),
  });
}

/** A started campaign with topics, and reviews of every status on its first days. */
async function campaignWithReviews() {
  const owner = await newProfile("business");
  const made = await campaignOf(owner.id, { target: 10 });
  await testDb.db
    .update(campaigns)
    .set({ topics: ["Food", "Service", "Family"] })
    .where(eq(campaigns.id, made.id));
  await approveCampaign(testDb.db, { campaignId: made.id, adminId: admin.id });
  // Started four days ago: its first days have come, the rest of its schedule has not.
  await testDb.db
    .update(campaigns)
    .set({ startDate: new Date(Date.now() - 4 * 86_400_000) })
    .where(eq(campaigns.id, made.id));
  const [campaign] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, made.id));
  const startDate = campaign?.startDate;
  if (!campaign || !startDate) throw new Error("not started");
  const day = (offset: number, time = "10:00") => {
    const date = new Date(startDate.getTime() + offset * 86_400_000);
    return `${kolkataDateKey(date)}T${time}:00+05:30`;
  };
  await reviewOf(campaign, {
    rating: 5,
    status: "approved",
    text: "The food was great",
    at: day(0),
  });
  await reviewOf(campaign, {
    rating: 1,
    status: "approved",
    text: '=cmd|"/c calc"!A1, खाना ठंडा था, "slow" service\nand more',
    name: "@Mallory",
    at: day(1),
  });
  await reviewOf(campaign, { rating: 3, status: "approved", text: "परिवार के साथ आए", at: day(2) });
  await reviewOf(campaign, { rating: 4, status: "pending", text: "food food food", at: day(2) });
  await reviewOf(campaign, { rating: 2, status: "rejected", text: "food", at: day(2) });
  await reviewOf(campaign, { rating: 5, status: "withdrawn", text: "family", at: day(2) });
  return { owner, campaign };
}

describe("campaign analytics, as its business sees them", () => {
  it("counts ratings and topics of the approved reviews only, and each day's pace", async () => {
    const { campaign } = await campaignWithReviews();
    const analytics = await getCampaignAnalytics(testDb.db, campaign);

    // Every review counts as submitted (the detail's list count), whatever its status.
    expect(analytics.submitted).toBe(6);
    expect(analytics.approved).toBe(3);
    expect(analytics.ratings.map((bar) => [bar.stars, bar.count, bar.percent])).toEqual([
      [5, 1, 33],
      [4, 0, 0],
      [3, 1, 33],
      [2, 0, 0],
      [1, 1, 33],
    ]);
    expect(analytics.topics).toEqual([
      { topic: "Food", reviews: 2 },
      { topic: "Service", reviews: 1 },
      { topic: "Family", reviews: 1 },
    ]);
    expect(analytics.pace.map((row) => row.planned)).toEqual(campaign.distributionSchedule);
    expect(analytics.pace.slice(0, 3).map((row) => [row.submitted, row.approved])).toEqual([
      [1, 1],
      [1, 1],
      [4, 1],
    ]);
    // Day 5 is today; the days after it have no counts yet, rather than zeros drawn as missed.
    expect(analytics.pace.slice(4).map((row) => row.submitted)).toEqual([
      0,
      ...campaign.distributionSchedule.slice(5).map(() => null),
    ]);
  });

  it("counts the same from stored topic bits as from texts, the approved reviews' bits only", async () => {
    const { campaign } = await campaignWithReviews();
    const fromTexts = await getCampaignAnalytics(testDb.db, campaign);
    const rows = await testDb.db
      .select({ id: reviews.id, text: reviews.reviewText, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.campaignId, campaign.id))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    // Two approved reviews marked as a submission marks them, one left from before the bits;
    // the others marked with every topic, which must count for nothing.
    const approvedRows = rows.filter((row) => row.status === "approved");
    for (const row of [
      ...approvedRows.slice(0, 2),
      ...rows.filter((r) => r.status !== "approved"),
    ]) {
      const bits = row.status === "approved" ? topicMentionBits(campaign.topics, row.text) : 0b111;
      await testDb.db.update(reviews).set({ topicMentions: bits }).where(eq(reviews.id, row.id));
    }
    expect(await getCampaignAnalytics(testDb.db, campaign)).toEqual(fromTexts);
    for (const row of approvedRows.slice(2)) {
      await testDb.db
        .update(reviews)
        .set({ topicMentions: topicMentionBits(campaign.topics, row.text) })
        .where(eq(reviews.id, row.id));
    }
    expect(await getCampaignAnalytics(testDb.db, campaign)).toEqual(fromTexts);
  });

  it("answers nothing before the campaign starts", async () => {
    const owner = await newProfile("business");
    const campaign = await campaignOf(owner.id);
    const analytics = await getCampaignAnalytics(testDb.db, campaign);
    expect(analytics).toEqual({
      submitted: 0,
      approved: 0,
      ratings: expect.any(Array),
      topics: [{ topic: "Food", reviews: 0 }],
      pace: [],
    });
    expect((await get(paceSvg, campaign.id, owner)).status).toBe(404);
  });
});

describe("the CSV export of approved reviews", () => {
  it("holds exactly the approved reviews the database has, defused and with a BOM", async () => {
    const { owner, campaign } = await campaignWithReviews();
    const answer = (await get(reviewsCsv, campaign.id, owner)) as Response;

    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="reviews-sharma-sweets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder("utf-8").decode(bytes));
    expect(header).toEqual(["Date", "Reviewer", "Rating", "Review", "Disclosure"]);

    const stored = await testDb.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.campaignId, campaign.id), eq(reviews.status, "approved")))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    const defuse = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
    expect(rows).toEqual(
      stored.map((review) => [
        kolkataDateKey(review.createdAt),
        defuse(review.reviewerName),
        String(review.rating),
        defuse(review.reviewText),
        `Rewarded review: The reviewer received ${reward} from ReviewKaro for an honest review, whatever the rating.`,
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]?.[1]).toBe("'@Mallory");
  });

  it("writes its header in Hindi for a Hindi reader", async () => {
    const { owner, campaign } = await campaignWithReviews();
    const answer = (await get(reviewsCsv, campaign.id, owner, "hi")) as Response;
    const [header, ...rows] = parseCsv((await answer.text()).replace(/^\ufeff/, ""));
    expect(header).toEqual(["तारीख़", "रिव्यू लिखने वाले", "रेटिंग", "रिव्यू", "सूचना"]);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.at(-1)).toBe(
        `इनाम वाला रिव्यू: रिव्यूअर को ईमानदार रिव्यू के लिए ReviewKaro से ${reward} मिले, रेटिंग चाहे जो हो।`,
      );
    }
  });

  it("is 404 to another business and to a malformed id, and never served to a reviewer", async () => {
    const { owner, campaign } = await campaignWithReviews();
    const other = await newProfile("business");
    const reviewer = await newProfile("user");
    expect((await get(reviewsCsv, campaign.id, other)).status).toBe(404);
    expect((await get(paceSvg, campaign.id, other)).status).toBe(404);
    expect((await get(reviewsCsv, "not-a-uuid", owner)).status).toBe(404);
    for (const loader of [reviewsCsv, paceSvg]) {
      const answer = await get(loader, campaign.id, reviewer);
      expect(answer.status).not.toBe(200);
      const anonymous = await get(loader, campaign.id, null);
      expect(anonymous.status).not.toBe(200);
    }
  });
});

describe("the pace chart image", () => {
  it("is an SVG drawn on the server with the person's words and no script", async () => {
    const { owner, campaign } = await campaignWithReviews();
    const answer = (await get(paceSvg, campaign.id, owner, "hi")) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await answer.text();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("कैंपेन का दिन");
    expect(svg).toContain("मंज़ूर");
    expect(svg).not.toMatch(/<script/i);
  });
});
