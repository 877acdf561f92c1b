import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, payments, payouts, reviews } from "~/db/schema";
import {
  listBusinessCampaigns,
  listPaymentHistory,
} from "~/domain/campaigns/business-campaigns.server";
import { listAllCampaigns, listPendingCampaigns } from "~/domain/moderation/campaign-queue.server";
import { listPendingReviews } from "~/domain/moderation/review-queue.server";
import { listProcessedPayouts } from "~/domain/money/payouts/payout-lists.server";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import { listAvailableCampaigns, listMyReviews } from "~/domain/reviews/reviewer-lists.server";
import {
  type Cursor,
  decodeCursor,
  type KeysetWindow,
  loadKeysetPage,
} from "~/domain/shared/list-pages";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import { profileMaker } from "../../support/profiles";

let testDb: TestDatabase;
let admin: { id: string };
let reviewer: { id: string };
let business: { id: string };

/** Times with ties and microseconds, as rows written in one transaction or a busy second have. */
const times = [
  "2026-11-20T10:00:00.000001Z",
  "2026-11-20T10:00:00.000001Z",
  "2026-11-20T10:00:00.000002Z",
  "2026-11-20T10:00:00.5Z",
  "2026-11-20T10:00:00.5Z",
  "2026-11-20T10:00:00.5Z",
  "2026-11-20T11:00:00Z",
  "2026-11-21T09:30:00.123456Z",
  "2026-11-21T09:30:00.123457Z",
  "2026-11-22T00:00:00Z",
  "2026-11-22T00:00:00Z",
];

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7600000000,
  username: true,
});
const profile = (role: "user" | "business" | "admin", city: string | null = "Bhopal") =>
  profileMade.newProfile(role, { city });

beforeAll(async () => {
  testDb = await createTestDatabase();
  admin = await profile("admin", null);
  reviewer = await profile("user");
  business = await profile("business", null);
  const waiting = await profile("business", null);
  for (const [index, at] of times.entries()) {
    const author = index % 2 === 0 ? reviewer : await profile("user");
    const [campaign] = await testDb.db
      .insert(campaigns)
      .values({
        businessId: business.id,
        businessName: `Cafe ${index}`,
        mapsLink: "https://maps.app.goo.gl/cafe",
        city: "Bhopal",
        targetReviews: 5,
        cost: 5 * PRICE_PER_REVIEW,
        status: "active",
        distributionDays: 1,
        distributionSchedule: [5],
        startDate: new Date("2026-11-19T00:00:00Z"),
        createdAt: sql`${at}::timestamptz`,
      })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error("no campaign");
    await testDb.db.insert(payments).values({
      campaignId: campaign.id,
      businessId: business.id,
      amount: 5 * PRICE_PER_REVIEW,
      provider: "upi",
      status: "succeeded",
      createdAt: sql`${at}::timestamptz`,
    });
    // Another business's campaign, waiting for the admin, made at the same time.
    await testDb.db.insert(campaigns).values({
      businessId: waiting.id,
      businessName: `Waiting ${index}`,
      mapsLink: "https://maps.app.goo.gl/waiting",
      city: "Indore",
      targetReviews: 5,
      cost: 5 * PRICE_PER_REVIEW,
      status: "pending_approval",
      distributionDays: 1,
      distributionSchedule: [5],
      createdAt: sql`${at}::timestamptz`,
    });
    // Raw SQL time so that the microseconds survive (a JavaScript Date keeps milliseconds).
    await testDb.db.insert(reviews).values({
      campaignId: campaign.id,
      userId: author.id,
      reviewText: "honest words",
      rating: (index % 5) + 1,
      proof: `proofs/${index}.webp`,
      reviewerName: "Kiran",
      reviewerEmail: "kiran@example.in",
      createdAt: sql`${at}::timestamptz`,
    });
    await testDb.db.insert(payouts).values({
      userId: author.id,
      amount: 100,
      upiId: "kiran@okaxis",
      status: index % 3 === 0 ? "rejected" : "paid",
      processedAt: sql`${at}::timestamptz`,
    });
  }
});

afterAll(async () => {
  await testDb?.close();
});

/**
 * Every page by its Next link, then every page back by its Previous link, as a person clicking
 * through would: each row shown once, in the list's order, and the same pages coming back.
 */
async function walk<T extends { id: string; cursor: Cursor }>(
  list: (window: KeysetWindow) => Promise<T[]>,
  size: number,
) {
  const all = await list({ limit: 1000 });
  const load = (page: number, cursors: { after?: Cursor; before?: Cursor }) =>
    loadKeysetPage({ request: { page, ...cursors }, size, count: async () => all.length, list });
  const pages: string[][] = [];
  let current = await load(1, {});
  pages.push(current.list.map((row) => row.id));
  while (current.page * size < all.length) {
    current = await load(current.page + 1, { after: decodeCursor(current.last) ?? undefined });
    pages.push(current.list.map((row) => row.id));
  }
  expect(pages.flat()).toEqual(all.map((row) => row.id));
  for (let page = pages.length - 1; page >= 1; page -= 1) {
    current = await load(page, { before: decodeCursor(current.first) ?? undefined });
    expect(current.list.map((row) => row.id)).toEqual(pages[page - 1]);
  }
  return all;
}

describe("keyset pages on the database", () => {
  it("walk the review queue oldest first, ties and microseconds included", async () => {
    for (const size of [1, 2, 4]) {
      const all = await walk(
        (window) => listPendingReviews(testDb.db, { adminId: admin.id, ...window }),
        size,
      );
      expect(all.map((row) => row.cursor.at)).toEqual([...all.map((row) => row.cursor.at)].sort());
      expect(all).toHaveLength(times.length);
    }
  });

  it("walk a reviewer's own reviews newest first", async () => {
    const all = await walk(
      (window) => listMyReviews(testDb.db, { userId: reviewer.id, ...window }),
      2,
    );
    expect(all).toHaveLength(Math.ceil(times.length / 2));
    expect(all.map((row) => row.cursor.at)).toEqual(
      [...all.map((row) => row.cursor.at)].sort().reverse(),
    );
  });

  it("walk processed payouts most recent first, through their descending index", async () => {
    const all = await walk((window) => listProcessedPayouts(testDb.db, window), 3);
    expect(all).toHaveLength(times.length);
  });

  it("walk every list of campaigns and payments in its order, ties included", async () => {
    const newestFirst = (rows: { cursor: Cursor }[]) =>
      expect(rows.map((row) => row.cursor.at)).toEqual(
        [...rows.map((row) => row.cursor.at)].sort().reverse(),
      );
    const oldestFirst = (rows: { cursor: Cursor }[]) =>
      expect(rows.map((row) => row.cursor.at)).toEqual(
        [...rows.map((row) => row.cursor.at)].sort(),
      );
    for (const size of [1, 3]) {
      const all = await walk((window) => listAllCampaigns(testDb.db, window), size);
      expect(all).toHaveLength(times.length * 2);
      newestFirst(all);
      const pending = await walk((window) => listPendingCampaigns(testDb.db, window), size);
      expect(pending).toHaveLength(times.length);
      oldestFirst(pending);
      const own = await walk(
        (window) => listBusinessCampaigns(testDb.db, { businessId: business.id, ...window }),
        size,
      );
      expect(own).toHaveLength(times.length);
      newestFirst(own);
      const paid = await walk(
        (window) => listPaymentHistory(testDb.db, { businessId: business.id, ...window }),
        size,
      );
      expect(paid).toHaveLength(times.length);
      newestFirst(paid);
      // A reviewer of the city who has reviewed none of them may review every one.
      const newcomer = await profile("user");
      const open = await walk(
        (window) =>
          listAvailableCampaigns(testDb.db, { userId: newcomer.id, city: "Bhopal", ...window }),
        size,
      );
      expect(open).toHaveLength(times.length);
      oldestFirst(open);
    }
  });

  it("reads a deep page from its cursor, not by skipping rows", async () => {
    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 1000 });
    const seventh = queue[6];
    if (!seventh) throw new Error("short queue");
    const page = await listPendingReviews(testDb.db, {
      adminId: admin.id,
      limit: 2,
      after: seventh.cursor,
    });
    expect(page.map((row) => row.id)).toEqual(queue.slice(7, 9).map((row) => row.id));
  });
});
