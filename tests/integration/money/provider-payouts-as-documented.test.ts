/**
 * Payouts through RazorpayX as its documentation says they behave (decision 085): the
 * idempotency key's format and errors told apart (refused, sent wrong, transient), against
 * tests/support/fake-razorpayx-payouts.ts; money invariants after each test.
 */
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_KEY_FORMAT,
  payoutIdempotencyKey,
} from "~/domain/money/payouts/idempotency-key";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import { releasePayout } from "~/domain/money/payouts/release-or-retry-payout.server";
import { sendQueuedPayouts } from "~/domain/money/payouts/send-queued-payouts.server";
import { badRequestBody } from "../../support/fake-razorpayx-payouts";
import { admin, balanceOf, ledgerOf, payoutRow, testDb, tick } from "../../support/payout-fixtures";
import { setUpProviderPayouts } from "../../support/provider-payout-world";
import { payoutEarnings } from "../../support/reward-amounts";

const world = setUpProviderPayouts();
const { queuedPayout, send } = world;

describe("the idempotency key", () => {
  it("is one the documented format accepts, the same on every retry, and pays once", async () => {
    const { payout, reviewer } = await queuedPayout();
    expect(await send(payout.id)).toMatchObject({ sent: 1, held: 0 });
    const key = payoutIdempotencyKey(payout.id);
    expect(key).toMatch(IDEMPOTENCY_KEY_FORMAT);
    expect(world.fake.creations.filter((creation) => creation.key === key)).toHaveLength(1);
    // A retry after a lost answer, same key and body: the first payout, not a second one.
    const again = await world.provider.createPayout({
      idempotencyKey: key,
      referenceId: payout.id,
      upiId: payout.upiId,
      holderName: payout.holderName ?? "",
      amountPaise: payout.amount * 100,
    });
    expect(again.id).toBe((await payoutRow(payout.id)).providerPayoutId);
    expect((await payoutRow(payout.id)).status).toBe("processed");
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("a key outside the format gets the documented 400, read as our mistake", async () => {
    await expect(
      world.provider.createPayout({
        idempotencyKey: "reviewkaro-payout-3f2504e0-4f89-41d3-9a0c-0305e82c3301",
        referenceId: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
        upiId: "x@oksbi",
        holderName: "X",
        amountPaise: 10_000,
      }),
    ).rejects.toMatchObject({
      kind: "sent_wrong",
      detail: { httpStatus: 400, code: "BAD_REQUEST_ERROR", field: "X-Payout-Idempotency" },
    });
  });
});

describe("the contact's name", () => {
  it("is sent within the documented contact rules whatever the bank's name holds", async () => {
    for (const holderName of ["KIRAN PATEL,", "किरण पटेल", "N.K. SHARMA & CO"]) {
      const referenceId = crypto.randomUUID();
      const made = await world.provider.createPayout({
        idempotencyKey: payoutIdempotencyKey(referenceId),
        referenceId,
        upiId: "kiran@oksbi",
        holderName,
        amountPaise: 10_000,
      });
      expect(made.referenceId).toBe(referenceId);
    }
  });
});

describe("an answer that is not a payout", () => {
  it("holds what we sent wrong for the admin with the provider's words, never refunds or resends it by itself; Release sends it under the next key", async () => {
    const { payout, reviewer } = await queuedPayout();
    world.fake.createAnswers.push({
      http: 400,
      error: badRequestBody("account_number", "The account number is invalid.").error,
    });
    expect(await send(payout.id)).toMatchObject({ held: 1, failed: 0, unreachable: 0 });
    const held = await payoutRow(payout.id);
    expect(held).toMatchObject({ status: "held", holdReasons: ["providerRequest"] });
    expect(held.failureReason).toContain("BAD_REQUEST_ERROR");
    expect(held.failureReason).toContain("The account number is invalid.");
    expect(held.failureReason).toContain("field: account_number");
    expect(await balanceOf(reviewer.id)).toBe(0);
    expect(await ledgerOf(reviewer.id)).toHaveLength(1);
    const before = world.fake.keysSent.length;
    expect(
      await sendQueuedPayouts(testDb.db, { provider: world.provider }, { now: tick }),
    ).toMatchObject({
      sent: 0,
      held: 0,
    });
    expect(world.fake.keysSent.length).toBe(before);

    const released = await releasePayout(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
      now: tick(),
    });
    expect(released.ok).toBe(true);
    expect(await send(payout.id)).toMatchObject({ sent: 1 });
    expect(world.fake.keysSent.at(-1)).toBe(`${payoutIdempotencyKey(payout.id)}-1`);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed", keyGeneration: 1 });
  });

  it("holds a 401 (keys) and a 403 (IP not allowlisted) too, and Reject returns the money once", async () => {
    for (const http of [401, 403]) {
      const { payout, reviewer } = await queuedPayout();
      world.fake.createAnswers.push({
        http,
        error: { code: "BAD_REQUEST_ERROR", description: "Access denied", source: "business" },
      });
      expect(await send(payout.id)).toMatchObject({ held: 1 });
      expect((await payoutRow(payout.id)).failureReason).toContain(`HTTP ${http}`);
      const rejected = await rejectPayout(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reason: "Our payout account needs fixing; request again tomorrow.",
        now: tick(),
      });
      expect(rejected.ok).toBe(true);
      expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
    }
  });

  it("fails a payout the payee's bank refuses, and the money comes back once", async () => {
    const { payout, reviewer } = await queuedPayout();
    world.fake.createAnswers.push({
      http: 400,
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "The VPA is invalid.",
        source: "beneficiary_bank",
        reason: "invalid_vpa",
      },
    });
    expect(await send(payout.id)).toMatchObject({ failed: 1 });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "failed" });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("asks again, never holds, when the look-up after a lost answer is refused: the payout may exist", async () => {
    const { payout } = await queuedPayout();
    world.fake.createAnswers.push({ timeout: true });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    const secret = world.fake.keySecret;
    world.fake.keySecret = "rotated-key-secret";
    try {
      expect(await send(payout.id)).toMatchObject({ unreachable: 1, held: 0 });
    } finally {
      world.fake.keySecret = secret;
    }
    expect(await payoutRow(payout.id)).toMatchObject({ status: "queued" });
    expect(await send(payout.id)).toMatchObject({ sent: 1 });
    const key = payoutIdempotencyKey(payout.id);
    expect(world.fake.creations.filter((creation) => creation.key === key)).toHaveLength(1);
  });

  it("asks again after 429, 5xx and a timeout; the payout made before the lost answer is found by its reference, never made twice", async () => {
    const { payout } = await queuedPayout();
    world.fake.createAnswers.push({ http: 429, error: { code: "BAD_REQUEST_ERROR" } });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    world.fake.createAnswers.push({
      http: 500,
      error: { code: "SERVER_ERROR", source: "internal" },
    });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    world.fake.createAnswers.push({ timeout: true });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "queued", providerPayoutId: null });
    expect(await send(payout.id)).toMatchObject({ sent: 1 });
    const key = payoutIdempotencyKey(payout.id);
    expect(world.fake.creations.filter((creation) => creation.key === key)).toHaveLength(1);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed" });
  });
});
