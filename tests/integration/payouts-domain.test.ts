import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  campaigns,
  payouts,
  profiles,
  type Role,
  reviews,
  walletLedger,
} from "~/db/schema";
import { PRICE_PER_REVIEW, REWARD_PER_REVIEW } from "~/domain/money";
import {
  listMyPayouts,
  listPendingPayouts,
  listProcessedPayouts,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_PAYOUT_REJECTION_LENGTH,
  markPayoutPaid,
  type Payout,
  rejectPayout,
  requestPayout,
} from "~/domain/payouts.server";
import { approveReview } from "~/domain/review-moderation.server";
import { adminCounts } from "~/domain/status-counts.server";
import { walletOf } from "~/domain/wallet.server";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { expectLedgerBalanced } from "../support/ledger";

let testDb: TestDatabase;
let admin: { id: string };
let business: { id: string };

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

let phoneCounter = 7400000000;
async function newProfile(role: Role, values: Partial<typeof profiles.$inferInsert> = {}) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role, username: `${role}${phoneCounter}`, ...values })
    .returning();
  if (!row) throw new Error("no profile");
  return row;
}

async function newReviewer() {
  return newProfile("user", {
    city: "Bhopal",
    reviewerName: `Kiran ${phoneCounter + 1}`,
    reviewerEmail: `kiran${phoneCounter + 1}@example.in`,
  });
}

let clock = Date.parse("2026-12-01T04:30:00Z");
/** Every event of this file happens one minute after the previous one. */
function tick() {
  clock += 60_000;
  return new Date(clock);
}

const reviewText = Array.from({ length: 30 }, () => "honest").join(" ");

/**
 * Earns `rupees` the real way: ₹5 approved reviews, each approved by approveReview (which writes
 * the ledger row and the balance). Campaigns and pending reviews are inserted directly, since
 * their own rules are tested elsewhere and proof images would only slow this file down.
 */
async function earn(reviewer: { id: string }, rupees: number) {
  if (rupees % REWARD_PER_REVIEW !== 0) throw new Error(`₹${rupees} is not a number of rewards`);
  const count = rupees / REWARD_PER_REVIEW;
  const created = await testDb.db
    .insert(campaigns)
    .values(
      Array.from({ length: count }, () => ({
        businessId: business.id,
        businessName: "Sharma Sweets",
        mapsLink: "https://maps.app.goo.gl/sharma",
        city: "Bhopal",
        targetReviews: 1,
        cost: PRICE_PER_REVIEW,
        status: "active" as const,
        distributionDays: 1,
        distributionSchedule: [1],
        startDate: new Date("2026-11-22T04:00:00Z"),
      })),
    )
    .returning({ id: campaigns.id });
  const pending = await testDb.db
    .insert(reviews)
    .values(
      created.map((campaign) => ({
        campaignId: campaign.id,
        userId: reviewer.id,
        reviewText,
        rating: 3,
        proof: `proofs/${randomUUID()}.webp`,
        reviewerName: "Kiran",
        reviewerEmail: "kiran@example.in",
      })),
    )
    .returning({ id: reviews.id });
  for (const review of pending) {
    const approved = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      now: tick(),
    });
    if (!approved.ok) throw new Error(`approval refused: ${approved.reason}`);
  }
}

async function reviewerWith(rupees: number) {
  const reviewer = await newReviewer();
  await earn(reviewer, rupees);
  return reviewer;
}

async function requested(userId: string, upiId = "kiran@okaxis") {
  const result = await requestPayout(testDb.db, { userId, upiId, now: tick() });
  if (!result.ok) throw new Error(`payout refused: ${result.reason}`);
  return result.payout;
}

async function pendingPayoutOf(rupees: number) {
  const reviewer = await reviewerWith(rupees);
  return { reviewer, payout: await requested(reviewer.id) };
}

async function balanceOf(userId: string) {
  const wallet = await walletOf(testDb.db, { userId });
  expect(wallet.ledgerSum).toBe(wallet.balance);
  return wallet.balance;
}

async function ledgerOf(userId: string) {
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

async function auditCount(type: string) {
  const rows = await testDb.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eq(auditEvents.type, type));
  return rows.length;
}

async function payoutsOf(userId: string) {
  return testDb.db.select().from(payouts).where(eq(payouts.userId, userId));
}

async function payoutRow(payoutId: string) {
  const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new Error("no payout");
  return row;
}

/** With a PostgreSQL pool, opens several connections first so racing calls really overlap. */
async function openConnections() {
  await Promise.all(Array.from({ length: 10 }, () => testDb.db.execute(sql`select 1`)));
}

describe("requestPayout", () => {
  it("takes the whole balance: ₹105 becomes a ₹105 payout, a ₹0 wallet and one −₹105 row", async () => {
    const reviewer = await reviewerWith(105);
    expect(await balanceOf(reviewer.id)).toBe(105);
    const now = tick();

    const result = await requestPayout(testDb.db, {
      userId: reviewer.id,
      upiId: "kiran@okaxis",
      now,
    });

    expect(result).toEqual({
      ok: true,
      payout: {
        id: expect.any(String),
        userId: reviewer.id,
        amount: 105,
        upiId: "kiran@okaxis",
        status: "pending",
        reference: null,
        rejectionReason: null,
        createdAt: now,
        processedAt: null,
      },
    });
    if (!result.ok) return;
    expect(await balanceOf(reviewer.id)).toBe(0);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -105, reason: "payout_request", payoutId: result.payout.id },
    ]);
    const audit = await testDb.db
      .select({ type: auditEvents.type, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.profileId, reviewer.id));
    expect(audit).toEqual([
      { type: "payout_requested", detail: { payoutId: result.payout.id, amount: 105 } },
    ]);
  });

  it("accepts exactly ₹100", async () => {
    const reviewer = await reviewerWith(100);
    const payout = await requested(reviewer.id);
    expect(payout.amount).toBe(100);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("stores the UPI ID trimmed and lower-cased", async () => {
    const reviewer = await reviewerWith(100);
    const payout = await requested(reviewer.id, "  Kiran.Sharma-1@YBL ");
    expect(payout.upiId).toBe("kiran.sharma-1@ybl");
  });

  it("refuses ₹95 as below_minimum and changes nothing", async () => {
    const reviewer = await reviewerWith(95);

    const result = await requestPayout(testDb.db, { userId: reviewer.id, upiId: "kiran@okaxis" });

    expect(result).toEqual({ ok: false, reason: "below_minimum" });
    expect(await balanceOf(reviewer.id)).toBe(95);
    expect(await payoutsOf(reviewer.id)).toEqual([]);
    expect(await ledgerOf(reviewer.id)).toEqual([]);
  });

  it("refuses an empty UPI ID as upi_required and a malformed one as upi_invalid", async () => {
    const reviewer = await reviewerWith(100);
    const attempt = (upiId: string) => requestPayout(testDb.db, { userId: reviewer.id, upiId });

    expect(await attempt("")).toEqual({ ok: false, reason: "upi_required" });
    expect(await attempt("   ")).toEqual({ ok: false, reason: "upi_required" });
    for (const malformed of ["kiran", "kiran@", "@okaxis", "kiran sharma@ybl", "kiran@@ybl"]) {
      expect(await attempt(malformed)).toEqual({ ok: false, reason: "upi_invalid" });
    }
    expect(await balanceOf(reviewer.id)).toBe(100);
    expect(await payoutsOf(reviewer.id)).toEqual([]);
    expect(await ledgerOf(reviewer.id)).toEqual([]);
  });

  it("refuses businesses, admins and unknown or malformed ids as not_reviewer", async () => {
    const anotherBusiness = await newProfile("business");
    for (const userId of [anotherBusiness.id, admin.id, randomUUID(), "not-a-uuid", ""]) {
      expect(await requestPayout(testDb.db, { userId, upiId: "kiran@okaxis" })).toEqual({
        ok: false,
        reason: "not_reviewer",
      });
    }
    expect(await payoutsOf(anotherBusiness.id)).toEqual([]);
    expect(await payoutsOf(admin.id)).toEqual([]);
  });

  it("refuses a second request while one is pending, even with a new ₹100", async () => {
    const { reviewer, payout } = await pendingPayoutOf(100);
    expect(await requestPayout(testDb.db, { userId: reviewer.id, upiId: "kiran@okaxis" })).toEqual({
      ok: false,
      reason: "pending_exists",
    });

    await earn(reviewer, 100);
    expect(await requestPayout(testDb.db, { userId: reviewer.id, upiId: "other@ybl" })).toEqual({
      ok: false,
      reason: "pending_exists",
    });

    expect((await payoutsOf(reviewer.id)).map((row) => row.id)).toEqual([payout.id]);
    expect(await balanceOf(reviewer.id)).toBe(100);
  });

  it("creates exactly one payout and one ledger row from 20 concurrent requests", async () => {
    const reviewer = await reviewerWith(150);
    await openConnections();

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        requestPayout(testDb.db, { userId: reviewer.id, upiId: `kiran${index}@okaxis` }),
      ),
    );

    const accepted = results.filter((result) => result.ok);
    expect(accepted).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 19 }, () => ({ ok: false, reason: "pending_exists" })),
    );
    const rows = await payoutsOf(reviewer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(150);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -150, reason: "payout_request", payoutId: rows[0]?.id },
    ]);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });
});

describe("listMyPayouts", () => {
  it("lists the reviewer's own payouts, newest first", async () => {
    const reviewer = await reviewerWith(100);
    const other = await pendingPayoutOf(100);
    const first = await requested(reviewer.id, "first@okaxis");
    await rejectPayout(testDb.db, { payoutId: first.id, adminId: admin.id, reason: "Wrong ID" });
    const second = await requested(reviewer.id, "second@okaxis");
    await markPayoutPaid(testDb.db, {
      payoutId: second.id,
      adminId: admin.id,
      reference: "UTR-1",
      now: tick(),
    });
    await earn(reviewer, 110);
    const third = await requested(reviewer.id, "third@okaxis");

    const mine = await listMyPayouts(testDb.db, { userId: reviewer.id });

    expect(mine.map((row) => [row.upiId, row.status, row.amount])).toEqual([
      ["third@okaxis", "pending", 110],
      ["second@okaxis", "paid", 100],
      ["first@okaxis", "rejected", 100],
    ]);
    expect(mine[0]).toEqual({
      id: third.id,
      amount: 110,
      upiId: "third@okaxis",
      status: "pending",
      reference: null,
      rejectionReason: null,
      createdAt: third.createdAt,
      processedAt: null,
    });
    expect(mine[1]?.reference).toBe("UTR-1");
    expect(mine[2]?.rejectionReason).toBe("Wrong ID");
    expect(mine.map((row) => row.id)).not.toContain(other.payout.id);
    expect(await listMyPayouts(testDb.db, { userId: reviewer.id, limit: 2 })).toHaveLength(2);
    expect(await listMyPayouts(testDb.db, { userId: reviewer.id, limit: 0 })).toHaveLength(1);
  });

  it("answers an empty list for an unknown or malformed id", async () => {
    expect(await listMyPayouts(testDb.db, { userId: randomUUID() })).toEqual([]);
    expect(await listMyPayouts(testDb.db, { userId: "nobody" })).toEqual([]);
  });
});

describe("listPendingPayouts", () => {
  it("lists pending payouts oldest first with the reviewer, never paid or rejected ones", async () => {
    const older = await pendingPayoutOf(100);
    const paid = await pendingPayoutOf(100);
    const rejected = await pendingPayoutOf(100);
    const newer = await pendingPayoutOf(105);
    await markPayoutPaid(testDb.db, {
      payoutId: paid.payout.id,
      adminId: admin.id,
      reference: "UTR-2",
    });
    await rejectPayout(testDb.db, {
      payoutId: rejected.payout.id,
      adminId: admin.id,
      reason: "Wrong ID",
    });

    const list = await listPendingPayouts(testDb.db, { limit: 200 });

    expect(list.every((row) => row.status === "pending")).toBe(true);
    const created = list.map((row) => row.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const ids = list.map((row) => row.id);
    expect(ids).not.toContain(paid.payout.id);
    expect(ids).not.toContain(rejected.payout.id);
    expect(ids.indexOf(older.payout.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.payout.id)).toBeLessThan(ids.indexOf(newer.payout.id));
    expect(list.find((row) => row.id === newer.payout.id)).toEqual({
      id: newer.payout.id,
      amount: 105,
      upiId: "kiran@okaxis",
      status: "pending",
      reference: null,
      rejectionReason: null,
      createdAt: newer.payout.createdAt,
      processedAt: null,
      userId: newer.reviewer.id,
      reviewerIdTail: newer.reviewer.id.slice(-6),
      username: newer.reviewer.username,
      reviewerName: newer.reviewer.reviewerName,
      phone: newer.reviewer.phone,
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: newer.payout.id },
    });
    expect((await adminCounts(testDb.db, { adminId: admin.id })).pendingPayouts).toBe(list.length);
  });

  it("bounds the list", async () => {
    await pendingPayoutOf(100);
    await pendingPayoutOf(100);
    expect(await listPendingPayouts(testDb.db, { limit: 1 })).toHaveLength(1);
    expect(await listPendingPayouts(testDb.db, { limit: -3 })).toHaveLength(1);
    expect((await listPendingPayouts(testDb.db, {})).length).toBeLessThanOrEqual(50);
  });
});

describe("markPayoutPaid", () => {
  it("needs an admin", async () => {
    const { reviewer, payout } = await pendingPayoutOf(100);
    for (const adminId of [reviewer.id, business.id, randomUUID(), "admin"]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId, reference: "UTR-3" }),
      ).toEqual({ ok: false, reason: "not_admin" });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
  });

  it("needs a reference", async () => {
    const { payout } = await pendingPayoutOf(100);
    for (const reference of ["", "   "]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference }),
      ).toEqual({ ok: false, reason: "reference_required" });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
  });

  it("refuses, as a typed failure, a reference that is too long or holds a NUL", async () => {
    const { payout } = await pendingPayoutOf(100);
    for (const reference of ["1".repeat(MAX_PAYOUT_REFERENCE_LENGTH + 1), "4123\u00005678"]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference }),
      ).toEqual({ ok: false, reason: "reference_invalid" });
    }
    expect(
      await markPayoutPaid(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reference: "\u200b",
      }),
    ).toEqual({ ok: false, reason: "reference_required" });
    expect((await payoutRow(payout.id)).status).toBe("pending");
  });

  it("stores the trimmed reference and the time, and moves no money", async () => {
    const { reviewer, payout } = await pendingPayoutOf(120);
    const reference = "4".repeat(MAX_PAYOUT_REFERENCE_LENGTH);
    const now = tick();

    const result = await markPayoutPaid(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
      reference: ` ${reference} `,
      now,
    });

    expect(result).toEqual({
      ok: true,
      payout: { ...payout, status: "paid", reference, processedAt: now },
    });
    expect(await balanceOf(reviewer.id)).toBe(0);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -120, reason: "payout_request", payoutId: payout.id },
    ]);
    expect(
      await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference: "x" }),
    ).toEqual({ ok: false, reason: "not_pending" });
    expect(
      await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason: "Late" }),
    ).toEqual({ ok: false, reason: "not_pending" });
    expect(await balanceOf(reviewer.id)).toBe(0);

    // The same Mark Paid again (a retried request whose first answer was lost) is answered as
    // done, and changes nothing.
    const audits = await auditCount("payout_paid");
    expect(
      await markPayoutPaid(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reference,
        now: tick(),
      }),
    ).toEqual({
      ok: true,
      repeated: true,
      payout: { ...payout, status: "paid", reference, processedAt: now },
    });
    expect(await auditCount("payout_paid")).toBe(audits);
  });

  it("answers not_found for unknown and malformed ids", async () => {
    for (const payoutId of [randomUUID(), "42", "", "'; drop table payouts; --"]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId, adminId: admin.id, reference: "UTR-4" }),
      ).toEqual({ ok: false, reason: "not_found" });
    }
  });
});

describe("rejectPayout", () => {
  it("needs an admin and a reason", async () => {
    const { reviewer, payout } = await pendingPayoutOf(100);
    expect(
      await rejectPayout(testDb.db, { payoutId: payout.id, adminId: reviewer.id, reason: "No" }),
    ).toEqual({ ok: false, reason: "not_admin" });
    for (const reason of ["", "  \n "]) {
      expect(
        await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: "reason_required" });
    }
    for (const reason of ["x".repeat(MAX_PAYOUT_REJECTION_LENGTH + 1), "No\u0000"]) {
      expect(
        await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: "reason_invalid" });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("returns the amount to the wallet with a +amount ledger row and stores the reason", async () => {
    const { reviewer, payout } = await pendingPayoutOf(115);
    const now = tick();

    const result = await rejectPayout(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
      reason: "  The UPI ID does not exist. ",
      now,
    });

    expect(result).toEqual({
      ok: true,
      payout: {
        ...payout,
        status: "rejected",
        rejectionReason: "The UPI ID does not exist.",
        processedAt: now,
      },
    });
    expect(await balanceOf(reviewer.id)).toBe(115);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -115, reason: "payout_request", payoutId: payout.id },
      { amount: 115, reason: "payout_refund", payoutId: payout.id },
    ]);
    expect(
      await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason: "Again" }),
    ).toEqual({ ok: false, reason: "not_pending" });
    expect(await balanceOf(reviewer.id)).toBe(115);

    // The same rejection again is answered as done and refunds nothing more.
    expect(
      await rejectPayout(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reason: "The UPI ID does not exist.",
      }),
    ).toMatchObject({ ok: true, repeated: true, payout: { status: "rejected" } });
    expect(await balanceOf(reviewer.id)).toBe(115);
    expect(await ledgerOf(reviewer.id)).toHaveLength(2);
  });

  it("lets the reviewer request again after a refund", async () => {
    const { reviewer, payout } = await pendingPayoutOf(100);
    await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason: "Wrong ID" });

    const again = await requested(reviewer.id, "kiran@ybl");

    expect(again).toMatchObject({ amount: 100, upiId: "kiran@ybl", status: "pending" });
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("answers not_found for unknown and malformed ids", async () => {
    for (const payoutId of [randomUUID(), "not-a-uuid"]) {
      expect(
        await rejectPayout(testDb.db, { payoutId, adminId: admin.id, reason: "Wrong ID" }),
      ).toEqual({ ok: false, reason: "not_found" });
    }
  });
});

describe("concurrent decisions", () => {
  it("lets exactly one of 20 racing Mark Paid and Reject calls win, refunding at most once", async () => {
    await openConnections();
    for (const round of [0, 1, 2]) {
      const { reviewer, payout } = await pendingPayoutOf(100);
      const decide = (index: number) =>
        (index + round) % 2 === 0
          ? markPayoutPaid(testDb.db, {
              payoutId: payout.id,
              adminId: admin.id,
              reference: `UTR-${index}`,
            })
          : rejectPayout(testDb.db, {
              payoutId: payout.id,
              adminId: admin.id,
              reason: `Reason ${index}`,
            });

      const results = await Promise.all(Array.from({ length: 20 }, (_, index) => decide(index)));

      const winners = results.filter((result) => result.ok);
      expect(winners).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 19 }, () => ({ ok: false, reason: "not_pending" })),
      );
      const winner = winners[0] as { ok: true; payout: Payout };
      expect(await payoutRow(payout.id)).toEqual(winner.payout);
      const refunds = (await ledgerOf(reviewer.id)).filter((row) => row.reason === "payout_refund");
      if (winner.payout.status === "rejected") {
        expect(refunds).toHaveLength(1);
        expect(await balanceOf(reviewer.id)).toBe(100);
      } else {
        expect(refunds).toEqual([]);
        expect(await balanceOf(reviewer.id)).toBe(0);
      }
    }
  });
});

describe("listProcessedPayouts", () => {
  it("lists paid and rejected payouts, most recently processed first, never pending ones", async () => {
    const first = await pendingPayoutOf(100);
    const second = await pendingPayoutOf(100);
    const stillPending = await pendingPayoutOf(100);
    // The newer payout is processed first, so processing order differs from creation order.
    await rejectPayout(testDb.db, {
      payoutId: second.payout.id,
      adminId: admin.id,
      reason: "Wrong ID",
      now: tick(),
    });
    await markPayoutPaid(testDb.db, {
      payoutId: first.payout.id,
      adminId: admin.id,
      reference: "UTR-5",
      now: tick(),
    });

    const list = await listProcessedPayouts(testDb.db, { limit: 100 });

    const mine = list.filter((row) => row.id === first.payout.id || row.id === second.payout.id);
    expect(mine.map((row) => [row.id, row.status])).toEqual([
      [first.payout.id, "paid"],
      [second.payout.id, "rejected"],
    ]);
    expect(list.every((row) => row.status === "paid" || row.status === "rejected")).toBe(true);
    expect(list.map((row) => row.id)).not.toContain(stillPending.payout.id);
    const processed = list.map((row) => row.processedAt?.getTime() ?? 0);
    expect(processed).toEqual([...processed].sort((a, b) => b - a));
    expect(mine[0]).toMatchObject({
      reference: "UTR-5",
      reviewerIdTail: first.reviewer.id.slice(-6),
      phone: first.reviewer.phone,
    });
    expect(mine[1]?.rejectionReason).toBe("Wrong ID");
    expect(await listProcessedPayouts(testDb.db, { limit: 1 })).toHaveLength(1);

    // Pages follow one another without gaps or repeats, and the count covers every page.
    const total = (await adminCounts(testDb.db, { adminId: admin.id })).processedPayouts;
    expect(total).toBe(list.length);
    const paged = [];
    for (let offset = 0; offset < total; offset += 1) {
      paged.push(...(await listProcessedPayouts(testDb.db, { limit: 1, offset })));
    }
    expect(paged.map((row) => row.id)).toEqual(list.map((row) => row.id));
  });
});
