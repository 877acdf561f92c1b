/**
 * Payouts through RazorpayX as its documentation says they behave (decision 085): the
 * idempotency key's format, errors told apart (refused, sent wrong, transient), every payout
 * status and webhook event (approval workflow's pending and rejected, cancelled, a UTR after
 * processed), against tests/support/fake-razorpayx-payouts.ts; money invariants after each test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { upiChecks } from "~/db/schema";
import {
  IDEMPOTENCY_KEY_FORMAT,
  payoutIdempotencyKey,
} from "~/domain/money/payouts/idempotency-key";
import {
  listMyPayouts,
  listProcessedPayouts,
  listProviderPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { rejectPayout } from "~/domain/money/payouts/process-payout.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx-client.server";
import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import { releasePayout } from "~/domain/money/payouts/release-or-retry-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import {
  RECONCILE_PAYOUTS_AFTER_MS,
  reconcilePayouts,
  sendQueuedPayouts,
} from "~/domain/money/payouts/send-queued-payouts.server";
import type { SignedWebhook } from "../../support/fake-razorpay";
import { type FakeRazorpayx, startFakeRazorpayx } from "../../support/fake-razorpayx";
import { badRequestBody, type PayoutScript } from "../../support/fake-razorpayx-payouts";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  balanceOf,
  ledgerOf,
  openConnections,
  payoutRow,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";

setUpPayoutsDatabase();
let fake: FakeRazorpayx;
let provider: PayoutProvider;
beforeAll(async () => {
  fake = await startFakeRazorpayx();
  // A short wait, so a payout made at the provider whose answer is lost is a timeout here.
  provider = createRazorpayxProvider({ ...fake, apiBaseUrl: fake.url, timeoutMs: 300 });
});
afterAll(() => fake.close());
afterEach(async () => {
  fake.approvalWorkflow = false;
  fake.createAnswers.length = 0;
  await expectPayoutInvariants(testDb.db);
});

let counter = 0;
/** A reviewer's ₹100 payout, queued for the sender, to a UPI ID whose name check passed. */
async function queuedPayout(script: PayoutScript = "processed") {
  counter += 1;
  const reviewer = await reviewerWith(100);
  const upiId = `meera${counter}@oksbi`;
  fake.scripts.set(upiId, script);
  // The name check is decision 086's; here it has passed (the bank's name and the given one).
  await testDb.db.insert(upiChecks).values({
    userId: reviewer.id,
    upiId,
    state: "found",
    holderName: `MEERA IYERX${counter}`,
    bankName: `Meera Iyerx${counter}`,
    providerCheckId: `fav_test${counter}`,
    checkedAt: tick(),
  });
  const requested = await requestPayout(testDb.db, {
    userId: reviewer.id,
    upiId,
    provider: { dailyLimit: 50_000 },
    now: tick(),
  });
  if (!requested.ok) throw new Error(`payout refused: ${requested.reason}`);
  expect(requested.payout.status).toBe("queued");
  return { reviewer, upiId, payout: requested.payout };
}

const send = (payoutId: string) =>
  sendQueuedPayouts(testDb.db, { provider }, { now: tick, payoutId });

const receive = (hook: SignedWebhook) =>
  receivePayoutEvent(testDb.db, {
    gateway: "razorpayx",
    eventId: hook.headers["x-razorpay-event-id"] ?? "",
    body: JSON.parse(hook.body),
    now: tick(),
  });

async function atProvider(payoutId: string) {
  const row = await payoutRow(payoutId);
  const found = row.providerPayoutId ? fake.payouts.get(row.providerPayoutId) : undefined;
  if (!found) throw new Error("the provider has no such payout");
  return found;
}

describe("the idempotency key", () => {
  it("is one the documented format accepts, the same on every retry, and pays once", async () => {
    const { payout, reviewer } = await queuedPayout();
    expect(await send(payout.id)).toMatchObject({ sent: 1, held: 0 });
    const key = payoutIdempotencyKey(payout.id);
    expect(key).toMatch(IDEMPOTENCY_KEY_FORMAT);
    expect(fake.creations.filter((creation) => creation.key === key)).toHaveLength(1);
    // A retry after a lost answer, same key and body: the first payout, not a second one.
    const again = await provider.createPayout({
      idempotencyKey: key,
      referenceId: payout.id,
      upiId: payout.upiId,
      holderName: payout.holderName ?? "",
      amountPaise: 10_000,
    });
    expect(again.id).toBe((await payoutRow(payout.id)).providerPayoutId);
    expect((await payoutRow(payout.id)).status).toBe("processed");
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("a key outside the format gets the documented 400, read as our mistake", async () => {
    await expect(
      provider.createPayout({
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

describe("an answer that is not a payout", () => {
  it("holds what we sent wrong for the admin with the provider's words, never refunds or resends it by itself; Release sends it under the next key", async () => {
    const { payout, reviewer } = await queuedPayout();
    fake.createAnswers.push({
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
    const before = fake.keysSent.length;
    expect(await sendQueuedPayouts(testDb.db, { provider }, { now: tick })).toMatchObject({
      sent: 0,
      held: 0,
    });
    expect(fake.keysSent.length).toBe(before);

    const released = await releasePayout(testDb.db, {
      payoutId: payout.id,
      adminId: admin.id,
      now: tick(),
    });
    expect(released.ok).toBe(true);
    expect(await send(payout.id)).toMatchObject({ sent: 1 });
    expect(fake.keysSent.at(-1)).toBe(`${payoutIdempotencyKey(payout.id)}-1`);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed", keyGeneration: 1 });
  });

  it("holds a 401 (keys) and a 403 (IP not allowlisted) too, and Reject returns the money once", async () => {
    for (const http of [401, 403]) {
      const { payout, reviewer } = await queuedPayout();
      fake.createAnswers.push({
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
      expect(await balanceOf(reviewer.id)).toBe(100);
    }
  });

  it("fails a payout the payee's bank refuses, and the money comes back once", async () => {
    const { payout, reviewer } = await queuedPayout();
    fake.createAnswers.push({
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
    expect(await balanceOf(reviewer.id)).toBe(100);
  });

  it("asks again after 429, 5xx and a timeout; the payout made before the lost answer is found by its reference, never made twice", async () => {
    const { payout } = await queuedPayout();
    fake.createAnswers.push({ http: 429, error: { code: "BAD_REQUEST_ERROR" } });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    fake.createAnswers.push({ http: 500, error: { code: "SERVER_ERROR", source: "internal" } });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    fake.createAnswers.push({ timeout: true, holdMs: 1_000 });
    expect(await send(payout.id)).toMatchObject({ unreachable: 1 });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "queued", providerPayoutId: null });
    expect(await send(payout.id)).toMatchObject({ sent: 1 });
    const key = payoutIdempotencyKey(payout.id);
    expect(fake.creations.filter((creation) => creation.key === key)).toHaveLength(1);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed" });
  });
});

describe("every documented status and event", () => {
  it("an approval workflow's pending shows as awaiting approval; approved, it is paid, and a late 'pending' changes nothing", async () => {
    fake.approvalWorkflow = true;
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "queued",
      providerState: "pending",
    });
    const [mine] = await listMyPayouts(testDb.db, { userId: reviewer.id });
    expect(mine).toMatchObject({ status: "queued", providerState: "pending" });
    const waiting = fake.webhook(await atProvider(payout.id));
    expect(JSON.parse(waiting.body).event).toBe("payout.pending");
    const approved = fake.approve((await atProvider(payout.id)).id);
    expect(await receive(fake.webhook(approved))).toBe("changed");
    expect(await receive(waiting)).toBe("unchanged");
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "processed",
      providerState: "processed",
    });
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("an approver's rejection returns the money once with its reason, whatever reports follow", async () => {
    fake.approvalWorkflow = true;
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    const rejected = fake.webhook(fake.reject((await atProvider(payout.id)).id));
    expect(JSON.parse(rejected.body).event).toBe("payout.rejected");
    expect(await receive(rejected)).toBe("changed");
    expect(await receive(rejected)).toBe("duplicate");
    expect(await receive(fake.webhook(await atProvider(payout.id), "payout.updated"))).toBe(
      "unchanged",
    );
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "The payout was rejected by an approver.",
    });
    expect(await balanceOf(reviewer.id)).toBe(100);
  });

  it("keeps the UTR that payout.updated brings after payout.processed, for the reviewer and the admin; a late payout.initiated changes nothing", async () => {
    const { payout, reviewer } = await queuedPayout("processed-utr-later");
    await send(payout.id);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed", reference: null });
    const processed = fake.webhook(await atProvider(payout.id));
    expect(await receive(processed)).toBe("unchanged");
    const withUtr = fake.sendUtr((await atProvider(payout.id)).id);
    expect(withUtr.utr).toMatch(/^\d{12}$/);
    expect(await receive(fake.webhook(withUtr, "payout.updated"))).toBe("changed");
    const [mine] = await listMyPayouts(testDb.db, { userId: reviewer.id });
    expect(mine).toMatchObject({ status: "processed", reference: withUtr.utr });
    const done = await listProcessedPayouts(testDb.db, {});
    expect(done.find((row) => row.id === payout.id)?.reference).toBe(withUtr.utr);
    const lateProcessing = { ...withUtr, status: "processing" as const, utr: null };
    expect(await receive(fake.webhook(lateProcessing, "payout.initiated"))).toBe("unchanged");
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "processed",
      reference: withUtr.utr,
    });
  });

  it("a queued payout cancelled at the provider (no webhook) is found by reconciliation and refunded once", async () => {
    const { payout, reviewer } = await queuedPayout("queued");
    await send(payout.id);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "queued", providerState: "queued" });
    expect(await listProviderPayouts(testDb.db, { kind: "moving" })).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: payout.id })]),
    );
    fake.settle((await atProvider(payout.id)).id, "cancelled");
    const later = new Date(tick().getTime() + RECONCILE_PAYOUTS_AFTER_MS + 60_000);
    await reconcilePayouts(testDb.db, { provider }, { now: later });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "failed" });
    expect(await balanceOf(reviewer.id)).toBe(100);
  });

  it("acknowledges payout.downtime events and ignores them; a forged signature is not RazorpayX's", async () => {
    expect(await receive(fake.downtimeWebhook("payout.downtime.started"))).toBe("ignored");
    expect(await receive(fake.downtimeWebhook("payout.downtime.resolved"))).toBe("ignored");
    const { payout } = await queuedPayout();
    await send(payout.id);
    const hook = fake.webhook(await atProvider(payout.id));
    const signature = (h: SignedWebhook) => h.headers["x-razorpay-signature"] ?? "";
    expect(provider.verifyWebhook(hook.body, signature(hook))).toBe(true);
    expect(provider.verifyWebhook(hook.body, signature(fake.forged(hook)))).toBe(false);
  });
});

describe("at once", () => {
  it("a reversal after processed, delivered three times at once beside the reconciliation, returns the money once", async () => {
    await openConnections();
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    const reversed = fake.settle((await atProvider(payout.id)).id, "reversed");
    const later = new Date(tick().getTime() + RECONCILE_PAYOUTS_AFTER_MS + 60_000);
    await Promise.all([
      receive(fake.webhook(reversed)),
      receive(fake.webhook(reversed)),
      receive(fake.webhook(reversed)),
      reconcilePayouts(testDb.db, { provider }, { now: later }),
    ]);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "reversed" });
    expect(await balanceOf(reviewer.id)).toBe(100);
    expect(
      (await ledgerOf(reviewer.id)).filter((row) => row.reason === "payout_refund"),
    ).toHaveLength(1);
  });

  it("two senders and a late UTR at once: one payout at the provider, the UTR kept", async () => {
    await openConnections();
    const { payout } = await queuedPayout("processed-utr-later");
    await Promise.all([
      sendQueuedPayouts(testDb.db, { provider }, { now: tick }),
      sendQueuedPayouts(testDb.db, { provider }, { now: tick }),
    ]);
    const made = fake.creations.filter((c) => c.key === payoutIdempotencyKey(payout.id));
    expect(made).toHaveLength(1);
    const withUtr = fake.sendUtr((await atProvider(payout.id)).id);
    await Promise.all([
      receive(fake.webhook(withUtr, "payout.updated")),
      receive(fake.webhook(withUtr, "payout.processed")),
    ]);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "processed",
      reference: withUtr.utr,
    });
  });
});
