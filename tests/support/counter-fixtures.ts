/**
 * The counter tests' world: a database, proof storage, an admin, reviewers, and the counters read
 * beside the counts they stand for.
 */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { statusCounts } from "~/db/schema";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { saveReviewerInfo } from "~/domain/reviews/save-reviewer-info.server";
import type { City } from "~/domain/shared/city";
import type { ProofStorage } from "~/storage/storage.server";
import { honestText, insertActiveCampaigns, insertPendingReviews } from "./campaigns";
import { createTestDatabase, type TestDatabase } from "./database";
import { expectLedgerBalanced } from "./ledger";
import { profileMaker } from "./profiles";
import { openProofStorage } from "./proof-storage";
import { rewardsForPayout } from "./reward-amounts";

export let testDb: TestDatabase;
let storageDir: string;
export let storage: ProofStorage;
export let proofPng: Buffer;
export let admin: { id: string };

/**
 * Gives the test file its own database and proof folder, and checks every wallet after each test.
 */
export function setUpCountersDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const proofs = await openProofStorage({
      prefix: "reviewkaro-counters-",
      width: 16,
      height: 16,
      background: { r: 200, g: 80, b: 20 },
    });
    ({ dir: storageDir, storage, proofPng } = proofs);
    admin = await newProfile("admin");
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
  afterEach(() => expectLedgerBalanced(testDb.db));
}

export const START = new Date("2026-11-22T04:00:00Z");
export const DAY_MS = 86_400_000;
export const reviewText = honestText;

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7600000000,
  username: true,
});
export const newProfile = profileMade.newProfile;
const phoneCounter = profileMade.phones.current;

export async function newReviewer(city: City) {
  const reviewer = await newProfile("user", { city });
  const saved = await saveReviewerInfo(testDb.db, {
    userId: reviewer.id,
    reviewerName: `Reviewer ${phoneCounter()}`,
    reviewerEmail: `r${phoneCounter()}@example.in`,
  });
  if (!saved.ok) throw new Error("reviewer info refused");
  return reviewer;
}

/** The rows of a raw query; both drivers answer with `rows`. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await testDb.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Every counter next to the count(*) it replaces; they must be equal. */
export async function countersAndCounts() {
  const offCampaigns = await rowsOf<{ id: string }>(sql`
    select c.id from campaigns c
    where c.slots_taken <> (
      select count(*) from reviews r
      where r.campaign_id = c.id and r.status in ('pending', 'approved'))`);
  const counted = await rowsOf<{ entity: string; status: string; count: string }>(sql`
    select 'reviews' as entity, status, count(*) as count from reviews group by status
    union all select 'campaigns', status, count(*) from campaigns group by status
    union all select 'payouts', status, count(*) from payouts group by status`);
  const kept = await testDb.db.select().from(statusCounts);
  const byKey = (rows: { entity: string; status: string; count: number | string }[]) =>
    Object.fromEntries(
      rows
        .filter((row) => Number(row.count) !== 0)
        .map((row) => [`${row.entity}/${row.status}`, Number(row.count)]),
    );
  const count = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ n: string }>(sql`select count(*) as n ${where}`);
    return Number(row?.n);
  };
  return {
    campaignsWithWrongSlotsTaken: offCampaigns.map((row) => row.id),
    statusCounts: { kept: byKey(kept), counted: byKey(counted) },
    badges: {
      // The counters' totals (the open reports, complaints and appeals are counted, not kept).
      kept: pick(await adminCounts(testDb.db, { adminId: admin.id }), [
        "pendingReviews",
        "pendingCampaigns",
        "campaigns",
        "pendingPayouts",
        "processedPayouts",
      ]),
      counted: {
        pendingReviews: await count(sql`from reviews where status = 'pending'`),
        pendingCampaigns: await count(sql`from campaigns where status = 'pending_approval'`),
        campaigns: await count(sql`from campaigns`),
        pendingPayouts: await count(sql`from payouts where status = 'pending'`),
        processedPayouts: await count(sql`from payouts where status in ('paid', 'rejected')`),
      },
    },
  };
}

export async function expectCountersTrue() {
  const state = await countersAndCounts();
  expect(state.campaignsWithWrongSlotsTaken).toEqual([]);
  expect(state.statusCounts.kept).toEqual(state.statusCounts.counted);
  expect(state.badges.kept).toEqual(state.badges.counted);
}

/** The minimum payout earned the real way: approved reviews of one-review campaigns. */
export async function earnMinimumPayout(reviewer: { id: string }) {
  const business = await newProfile("business");
  const created = await insertActiveCampaigns(testDb, business, rewardsForPayout);
  const pending = await insertPendingReviews(
    testDb,
    reviewer,
    created.map((campaign) => campaign.id),
    3,
  );
  for (const review of pending) {
    const approved = await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id });
    if (!approved.ok) throw new Error(`approval refused: ${approved.reason}`);
  }
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}
