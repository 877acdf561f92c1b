import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { findPendingPayoutPayLink } from "~/domain/money/payouts/pay-link.server";
import {
  listMyPayouts,
  listPendingPayouts,
  listProcessedPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { markPayoutPaid, rejectPayout } from "~/domain/money/payouts/process-payout.server";
import {
  admin,
  earn,
  pendingPayoutOf,
  requested,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings, rewards } from "../../support/reward-amounts";

setUpPayoutsDatabase();

describe("listMyPayouts", () => {
  it("lists the reviewer's own payouts, newest first", async () => {
    const reviewer = await reviewerWith(payoutEarnings);
    const other = await pendingPayoutOf(payoutEarnings);
    const first = await requested(reviewer.id, "first@okaxis");
    await rejectPayout(testDb.db, { payoutId: first.id, adminId: admin.id, reason: "Wrong ID" });
    const second = await requested(reviewer.id, "second@okaxis");
    await markPayoutPaid(testDb.db, {
      payoutId: second.id,
      adminId: admin.id,
      reference: "UTR-1",
      now: tick(),
    });
    await earn(reviewer, payoutEarnings + rewards(2));
    const third = await requested(reviewer.id, "third@okaxis");

    const mine = await listMyPayouts(testDb.db, { userId: reviewer.id });

    expect(mine.map((row) => [row.upiId, row.status, row.amount])).toEqual([
      ["third@okaxis", "pending", payoutEarnings + rewards(2)],
      ["second@okaxis", "paid", payoutEarnings],
      ["first@okaxis", "rejected", payoutEarnings],
    ]);
    expect(mine[0]).toEqual({
      id: third.id,
      amount: payoutEarnings + rewards(2),
      upiId: "third@okaxis",
      status: "pending",
      reference: null,
      rejectionReason: null,
      createdAt: third.createdAt,
      processedAt: null,
      holderName: null,
      failureReason: null,
      providerState: null,
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
    const older = await pendingPayoutOf(payoutEarnings);
    const paid = await pendingPayoutOf(payoutEarnings);
    const rejected = await pendingPayoutOf(payoutEarnings);
    const newer = await pendingPayoutOf(payoutEarnings + rewards(1));
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
      amount: payoutEarnings + rewards(1),
      upiId: "kiran@okaxis",
      status: "pending",
      reference: null,
      rejectionReason: null,
      createdAt: newer.payout.createdAt,
      processedAt: null,
      holderName: null,
      failureReason: null,
      providerState: null,
      holdReasons: null,
      bankName: null,
      userId: newer.reviewer.id,
      reviewerIdTail: newer.reviewer.id.slice(-6),
      username: newer.reviewer.username,
      reviewerName: newer.reviewer.reviewerName,
      phone: newer.reviewer.phone,
      accountSuspended: false,
      cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: newer.payout.id },
    });
    expect((await adminCounts(testDb.db, { adminId: admin.id })).pendingPayouts).toBe(list.length);
  });

  it("bounds the list", async () => {
    await pendingPayoutOf(payoutEarnings);
    await pendingPayoutOf(payoutEarnings);
    expect(await listPendingPayouts(testDb.db, { limit: 1 })).toHaveLength(1);
    expect(await listPendingPayouts(testDb.db, { limit: -3 })).toHaveLength(1);
    expect((await listPendingPayouts(testDb.db, {})).length).toBeLessThanOrEqual(50);
  });
});

describe("findPendingPayoutPayLink", () => {
  it("gives an admin the UPI link of a pending payout, naming the reviewer as the payee", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    const link = await findPendingPayoutPayLink(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
    });
    expect(link).toBe(
      `upi://pay?pa=kiran%40okaxis&pn=${encodeURIComponent(reviewer.reviewerName as string)}&am=${payoutEarnings}&cu=INR&tn=ReviewKaro%20payout`,
    );
    // The reviewer themself, and a payout already decided, get none.
    expect(
      await findPendingPayoutPayLink(testDb.db, { payoutId: payout.id, adminId: reviewer.id }),
    ).toBeNull();
    await markPayoutPaid(testDb.db, { payoutId: payout.id, adminId: admin.id, reference: "UTR-9" });
    expect(
      await findPendingPayoutPayLink(testDb.db, { payoutId: payout.id, adminId: admin.id }),
    ).toBeNull();
  });
});

describe("listProcessedPayouts", () => {
  it("lists paid and rejected payouts, most recently processed first, never pending ones", async () => {
    const first = await pendingPayoutOf(payoutEarnings);
    const second = await pendingPayoutOf(payoutEarnings);
    const stillPending = await pendingPayoutOf(payoutEarnings);
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
