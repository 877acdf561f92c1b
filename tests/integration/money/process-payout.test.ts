import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_PAYOUT_REJECTION_LENGTH,
  markPayoutPaid,
  rejectPayout,
} from "~/domain/money/payouts/process-payout.server";
import type { Payout } from "~/domain/money/payouts/record-payout-change.server";
import {
  admin,
  auditCount,
  balanceOf,
  business,
  ledgerOf,
  openConnections,
  payoutRow,
  pendingPayoutOf,
  requested,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings, rewards } from "../../support/reward-amounts";

const larger = payoutEarnings + rewards(4);
const odd = payoutEarnings + rewards(3);

setUpPayoutsDatabase();

describe("markPayoutPaid", () => {
  it("needs an admin", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    for (const adminId of [reviewer.id, business.id, randomUUID(), "admin"]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId, reference: "UTR-3" }),
      ).toEqual({ ok: false, reason: "not_admin" });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
  });

  it("needs a reference", async () => {
    const { payout } = await pendingPayoutOf(payoutEarnings);
    for (const reference of ["", "   "]) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference }),
      ).toEqual({ ok: false, reason: "reference_required" });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
  });

  it("refuses, as a typed failure, a reference that is too long or holds a NUL", async () => {
    const { payout } = await pendingPayoutOf(payoutEarnings);
    for (const [reference, reason] of [
      ["1".repeat(MAX_PAYOUT_REFERENCE_LENGTH + 1), "reference_too_long"],
      ["4123\u00005678", "reference_invalid"],
    ] as const) {
      expect(
        await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference }),
      ).toEqual({ ok: false, reason });
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
    const { reviewer, payout } = await pendingPayoutOf(larger);
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
      { amount: -larger, reason: "payout_request", payoutId: payout.id },
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
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    expect(
      await rejectPayout(testDb.db, { payoutId: payout.id, adminId: reviewer.id, reason: "No" }),
    ).toEqual({ ok: false, reason: "not_admin" });
    for (const reason of ["", "  \n "]) {
      expect(
        await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: "reason_required" });
    }
    for (const [reason, refusal] of [
      ["x".repeat(MAX_PAYOUT_REJECTION_LENGTH + 1), "reason_too_long"],
      ["No\u0000", "reason_invalid"],
    ] as const) {
      expect(
        await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason }),
      ).toEqual({ ok: false, reason: refusal });
    }
    expect((await payoutRow(payout.id)).status).toBe("pending");
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("returns the amount to the wallet with a +amount ledger row and stores the reason", async () => {
    const { reviewer, payout } = await pendingPayoutOf(odd);
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
    expect(await balanceOf(reviewer.id)).toBe(odd);
    expect(await ledgerOf(reviewer.id)).toEqual([
      { amount: -odd, reason: "payout_request", payoutId: payout.id },
      { amount: odd, reason: "payout_refund", payoutId: payout.id },
    ]);
    expect(
      await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason: "Again" }),
    ).toEqual({ ok: false, reason: "not_pending" });
    expect(await balanceOf(reviewer.id)).toBe(odd);

    // The same rejection again is answered as done and refunds nothing more.
    expect(
      await rejectPayout(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reason: "The UPI ID does not exist.",
      }),
    ).toMatchObject({ ok: true, repeated: true, payout: { status: "rejected" } });
    expect(await balanceOf(reviewer.id)).toBe(odd);
    expect(await ledgerOf(reviewer.id)).toHaveLength(2);
  });

  it("lets the reviewer request again after a refund", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    await rejectPayout(testDb.db, { payoutId: payout.id, adminId: admin.id, reason: "Wrong ID" });

    const again = await requested(reviewer.id, "kiran@ybl");

    expect(again).toMatchObject({ amount: payoutEarnings, upiId: "kiran@ybl", status: "pending" });
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
      const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
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
        expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
      } else {
        expect(refunds).toEqual([]);
        expect(await balanceOf(reviewer.id)).toBe(0);
      }
    }
  });
});
