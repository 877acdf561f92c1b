/**
 * The payout tests' world: a database, an admin and a business, reviewers with earnings, and
 * readers of balances, ledgers and payouts.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { auditEvents, payouts, walletLedger } from "~/db/schema";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { walletOf } from "~/domain/money/wallet.server";
import { insertActiveCampaigns, insertPendingReviews, minuteClock } from "./campaigns";
import { createTestDatabase, type TestDatabase } from "./database";
import { expectLedgerBalanced } from "./ledger";
import { profileMaker } from "./profiles";

export let testDb: TestDatabase;
export let admin: { id: string };
export let business: { id: string };

/** Gives the test file its own database, and checks every wallet after each test. */
export function setUpPayoutsDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    admin = await newProfile("admin");
    business = await newProfile("business");
  });
  afterAll(async () => {
    await testDb.close();
  });
  // SPEC §3: after every test, every wallet equals the sum of its ledger rows.
  afterEach(() => expectLedgerBalanced(testDb.db));
}

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7400000000,
  username: true,
});
export const newProfile = profileMade.newProfile;
const phoneCounter = profileMade.phones.current;

async function newReviewer() {
  return newProfile("user", {
    city: "Bhopal",
    reviewerName: `Kiran ${phoneCounter() + 1}`,
    reviewerEmail: `kiran${phoneCounter() + 1}@example.in`,
  });
}

/** Every event of this file happens one minute after the previous one. */
export const tick = minuteClock("2026-12-01T04:30:00Z");

/**
 * Earns `rupees` (a number of rewards: `rewards(n)`, `payoutEarnings` of ./reward-amounts) the
 * real way: approved reviews, each approved by approveReview (which writes
 * the ledger row and the balance). Campaigns and pending reviews are inserted directly, since
 * their own rules are tested elsewhere and proof images would only slow this file down.
 */
export async function earn(reviewer: { id: string }, rupees: number) {
  if (rupees % REWARD_PER_REVIEW !== 0) throw new Error(`₹${rupees} is not a number of rewards`);
  const created = await insertActiveCampaigns(testDb, business, rupees / REWARD_PER_REVIEW);
  const pending = await insertPendingReviews(
    testDb,
    reviewer,
    created.map((campaign) => campaign.id),
    3,
  );
  for (const review of pending) {
    const approved = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      now: tick(),
    });
    if (!approved.ok) throw new Error(`approval refused: ${approved.reason}`);
  }
}

export async function reviewerWith(rupees: number) {
  const reviewer = await newReviewer();
  await earn(reviewer, rupees);
  return reviewer;
}

export async function requested(userId: string, upiId = "kiran@okaxis") {
  const result = await requestPayout(testDb.db, { userId, upiId, now: tick() });
  if (!result.ok) throw new Error(`payout refused: ${result.reason}`);
  return result.payout;
}

export async function pendingPayoutOf(rupees: number) {
  const reviewer = await reviewerWith(rupees);
  return { reviewer, payout: await requested(reviewer.id) };
}

export async function balanceOf(userId: string) {
  const wallet = await walletOf(testDb.db, { userId });
  expect(wallet.ledgerSum).toBe(wallet.balance);
  return wallet.balance;
}

export async function ledgerOf(userId: string) {
  return testDb.db
    .select({
      amount: walletLedger.amount,
      reason: walletLedger.reason,
      payoutId: walletLedger.payoutId,
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), sql`${walletLedger.reason} <> 'review_reward'`))
    .orderBy(walletLedger.createdAt);
}

export async function auditCount(type: string) {
  const rows = await testDb.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eq(auditEvents.type, type));
  return rows.length;
}

export async function payoutsOf(userId: string) {
  return testDb.db.select().from(payouts).where(eq(payouts.userId, userId));
}

export async function payoutRow(payoutId: string) {
  const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new Error("no payout");
  return row;
}

/** With a PostgreSQL pool, opens several connections first so racing calls really overlap. */
export async function openConnections() {
  await Promise.all(Array.from({ length: 10 }, () => testDb.db.execute(sql`select 1`)));
}
