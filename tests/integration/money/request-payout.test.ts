import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "~/db/schema";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import {
  admin,
  balanceOf,
  earn,
  ledgerOf,
  newProfile,
  openConnections,
  payoutsOf,
  pendingPayoutOf,
  requested,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import {
  belowPayout,
  payoutEarnings,
  REWARD_PER_REVIEW,
  rewards,
  shown,
} from "../../support/reward-amounts";

const aboveMinimum = payoutEarnings + REWARD_PER_REVIEW;

setUpPayoutsDatabase();

describe("requestPayout", () => {
  it(`takes the whole balance: ${shown(aboveMinimum)} becomes a payout of as much, a ₹0 wallet and one row of minus as much`, async () => {
    const reviewer = await reviewerWith(aboveMinimum);
    expect(await balanceOf(reviewer.id)).toBe(aboveMinimum);
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
        amount: aboveMinimum,
        upiId: "kiran@okaxis",
        status: "pending",
        reference: null,
        rejectionReason: null,
        createdAt: now,
        processedAt: null,
        // PAYOUTS=manual: the admin pays it; none of a provider's fields is set.
        method: "manual",
        holderName: null,
        bankName: null,
        providerPayoutId: null,
        holdReasons: null,
        failureReason: null,
        retryOf: null,
        updatedAt: null,
        providerState: null,
        keyGeneration: 0,
      },
    });
    if (!result.ok) return;
    expect(await balanceOf(reviewer.id)).toBe(0);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -aboveMinimum, reason: "payout_request", payoutId: result.payout.id },
    ]);
    const audit = await testDb.db
      .select({ type: auditEvents.type, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.profileId, reviewer.id));
    expect(audit).toEqual([
      { type: "payout_requested", detail: { payoutId: result.payout.id, amount: aboveMinimum } },
    ]);
  });

  it(`accepts the fewest rewards that reach the minimum: ${shown(payoutEarnings)}`, async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const payout = await requested(reviewer.id);
    expect(payout.amount).toBe(payoutEarnings);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("stores the UPI ID trimmed and lower-cased", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const payout = await requested(reviewer.id, "  Kiran.Sharma-1@YBL ");
    expect(payout.upiId).toBe("kiran.sharma-1@ybl");
  });

  it(`refuses ${shown(belowPayout)} as below_minimum and changes nothing`, async () => {
    const reviewer = await reviewerWith(belowPayout);

    const result = await requestPayout(testDb.db, { userId: reviewer.id, upiId: "kiran@okaxis" });

    expect(result).toEqual({ ok: false, reason: "below_minimum" });
    expect(await balanceOf(reviewer.id)).toBe(belowPayout);
    expect(await payoutsOf(reviewer.id)).toEqual([]);
    expect(await ledgerOf(reviewer.id)).toEqual([]);
  });

  it("refuses an empty UPI ID as upi_required and a malformed one as upi_invalid", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const attempt = (upiId: string) => requestPayout(testDb.db, { userId: reviewer.id, upiId });

    expect(await attempt("")).toEqual({ ok: false, reason: "upi_required" });
    expect(await attempt("   ")).toEqual({ ok: false, reason: "upi_required" });
    for (const malformed of ["kiran", "kiran@", "@okaxis", "kiran sharma@ybl", "kiran@@ybl"]) {
      expect(await attempt(malformed)).toEqual({ ok: false, reason: "upi_invalid" });
    }
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
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

  it("refuses a second request while one is pending, even with a new minimum earned", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    expect(await requestPayout(testDb.db, { userId: reviewer.id, upiId: "kiran@okaxis" })).toEqual({
      ok: false,
      reason: "pending_exists",
    });

    await earn(reviewer, payoutEarnings);
    expect(await requestPayout(testDb.db, { userId: reviewer.id, upiId: "other@ybl" })).toEqual({
      ok: false,
      reason: "pending_exists",
    });

    expect((await payoutsOf(reviewer.id)).map((row) => row.id)).toEqual([payout.id]);
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("creates exactly one payout and one ledger row from 20 concurrent requests", async () => {
    const reviewer = await reviewerWith(rewards(30));
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
    expect(rows[0]?.amount).toBe(rewards(30));
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -rewards(30), reason: "payout_request", payoutId: rows[0]?.id },
    ]);
    expect(await balanceOf(reviewer.id)).toBe(0);
  });
});
