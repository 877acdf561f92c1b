/**
 * Every payout status and webhook event RazorpayX documents (decision 085): an approval
 * workflow's pending and rejected, cancelled, a UTR after processed, downtime events, and
 * reports at once; money invariants after each test.
 */
import { describe, expect, it } from "vitest";
import { payoutIdempotencyKey } from "~/domain/money/payouts/idempotency-key";
import {
  listMyPayouts,
  listProcessedPayouts,
  listProviderPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { receivePayoutEvent } from "~/domain/money/payouts/receive-payout-event.server";
import {
  RECONCILE_PAYOUTS_AFTER_MS,
  reconcilePayouts,
  sendQueuedPayouts,
} from "~/domain/money/payouts/send-queued-payouts.server";
import { holdPayoutsOfSuspended } from "~/domain/money/payouts/suspension-holds.server";
import type { SignedWebhook } from "../../support/fake-razorpay";
import {
  admin,
  balanceOf,
  ledgerOf,
  openConnections,
  payoutRow,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { setUpProviderPayouts } from "../../support/provider-payout-world";
import { payoutEarnings } from "../../support/reward-amounts";

const world = setUpProviderPayouts();
const { queuedPayout, send, receive, atProvider } = world;

describe("every documented status and event", () => {
  it("an approval workflow's pending shows as awaiting approval; approved, it is paid, and a late 'pending' changes nothing", async () => {
    world.fake.approvalWorkflow = true;
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "queued",
      providerState: "pending",
    });
    const [mine] = await listMyPayouts(testDb.db, { userId: reviewer.id });
    expect(mine).toMatchObject({ status: "queued", providerState: "pending" });
    const waiting = world.fake.webhook(await atProvider(payout.id));
    expect(JSON.parse(waiting.body).event).toBe("payout.pending");
    const approved = world.fake.approve((await atProvider(payout.id)).id);
    expect(await receive(world.fake.webhook(approved))).toBe("changed");
    expect(await receive(waiting)).toBe("unchanged");
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "processed",
      providerState: "processed",
    });
    expect(await balanceOf(reviewer.id)).toBe(0);
  });

  it("an approver's rejection returns the money once with its reason, whatever reports follow", async () => {
    world.fake.approvalWorkflow = true;
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    const rejected = world.fake.webhook(world.fake.reject((await atProvider(payout.id)).id));
    expect(JSON.parse(rejected.body).event).toBe("payout.rejected");
    expect(await receive(rejected)).toBe("changed");
    expect(await receive(rejected)).toBe("duplicate");
    expect(await receive(world.fake.webhook(await atProvider(payout.id), "payout.updated"))).toBe(
      "unchanged",
    );
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "The payout was rejected by an approver.",
    });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("keeps the UTR that payout.updated brings after payout.processed, for the reviewer and the admin; a late payout.initiated changes nothing", async () => {
    const { payout, reviewer } = await queuedPayout("processed-utr-later");
    await send(payout.id);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed", reference: null });
    const processed = world.fake.webhook(await atProvider(payout.id));
    expect(await receive(processed)).toBe("unchanged");
    const withUtr = world.fake.sendUtr((await atProvider(payout.id)).id);
    expect(withUtr.utr).toMatch(/^\d{12}$/);
    expect(await receive(world.fake.webhook(withUtr, "payout.updated"))).toBe("changed");
    const [mine] = await listMyPayouts(testDb.db, { userId: reviewer.id });
    expect(mine).toMatchObject({ status: "processed", reference: withUtr.utr });
    const done = await listProcessedPayouts(testDb.db, {});
    expect(done.find((row) => row.id === payout.id)?.reference).toBe(withUtr.utr);
    const lateProcessing = { ...withUtr, status: "processing" as const, utr: null };
    expect(await receive(world.fake.webhook(lateProcessing, "payout.initiated"))).toBe("unchanged");
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
    world.fake.settle((await atProvider(payout.id)).id, "cancelled");
    const later = new Date(tick().getTime() + RECONCILE_PAYOUTS_AFTER_MS + 60_000);
    await reconcilePayouts(testDb.db, { provider: world.provider }, { now: later });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "failed" });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
  });

  it("acknowledges payout.downtime events and ignores them; a forged signature is not RazorpayX's", async () => {
    expect(await receive(world.fake.downtimeWebhook("payout.downtime.started"))).toBe("ignored");
    expect(await receive(world.fake.downtimeWebhook("payout.downtime.resolved"))).toBe("ignored");
    const { payout } = await queuedPayout();
    await send(payout.id);
    const hook = world.fake.webhook(await atProvider(payout.id));
    const signature = (h: SignedWebhook) => h.headers["x-razorpay-signature"] ?? "";
    expect(world.provider.verifyWebhook(hook.body, signature(hook))).toBe(true);
    expect(world.provider.verifyWebhook(hook.body, signature(world.fake.forged(hook)))).toBe(false);
  });
});

describe("a suspension", () => {
  it("leaves a payout the provider already has (waiting for its approver) to the provider's reports", async () => {
    world.fake.approvalWorkflow = true;
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    const held = await testDb.db.transaction((tx) =>
      holdPayoutsOfSuspended(tx, { userId: reviewer.id, adminId: admin.id, now: tick() }),
    );
    expect(held).toBe(0);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "queued",
      providerState: "pending",
    });
    const approved = world.fake.approve((await atProvider(payout.id)).id);
    expect(await receive(world.fake.webhook(approved))).toBe("changed");
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed" });
  });
});

describe("the stored webhook's record", () => {
  it("is written in the event's transaction: a record that fails leaves the payout and the claim as they were", async () => {
    const { payout } = await queuedPayout("processing");
    await send(payout.id);
    const hook = world.fake.webhook(
      world.fake.settle((await atProvider(payout.id)).id, "processed"),
    );
    const eventId = hook.headers["x-razorpay-event-id"] ?? "";
    const body = JSON.parse(hook.body);
    const failing = receivePayoutEvent(testDb.db, {
      gateway: "razorpayx",
      eventId,
      body,
      record: async () => {
        throw new Error("the store is down");
      },
    });
    await expect(failing).rejects.toThrow("the store is down");
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processing" });
    const recorded: string[] = [];
    const outcome = await receivePayoutEvent(testDb.db, {
      gateway: "razorpayx",
      eventId,
      body,
      record: async (_tx, answer) => {
        recorded.push(answer);
      },
    });
    expect(outcome).toBe("changed");
    expect(recorded).toEqual(["changed"]);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "processed" });
  });
});

describe("at once", () => {
  it("a reversal after processed, delivered three times at once beside the reconciliation, returns the money once", async () => {
    await openConnections();
    const { payout, reviewer } = await queuedPayout();
    await send(payout.id);
    const reversed = world.fake.settle((await atProvider(payout.id)).id, "reversed");
    const later = new Date(tick().getTime() + RECONCILE_PAYOUTS_AFTER_MS + 60_000);
    await Promise.all([
      receive(world.fake.webhook(reversed)),
      receive(world.fake.webhook(reversed)),
      receive(world.fake.webhook(reversed)),
      reconcilePayouts(testDb.db, { provider: world.provider }, { now: later }),
    ]);
    expect(await payoutRow(payout.id)).toMatchObject({ status: "reversed" });
    expect(await balanceOf(reviewer.id)).toBe(payoutEarnings);
    expect(
      (await ledgerOf(reviewer.id)).filter((row) => row.reason === "payout_refund"),
    ).toHaveLength(1);
  });

  it("two senders and a late UTR at once: one payout at the provider, the UTR kept", async () => {
    await openConnections();
    const { payout } = await queuedPayout("processed-utr-later");
    await Promise.all([
      sendQueuedPayouts(testDb.db, { provider: world.provider }, { now: tick }),
      sendQueuedPayouts(testDb.db, { provider: world.provider }, { now: tick }),
    ]);
    const made = world.fake.creations.filter((c) => c.key === payoutIdempotencyKey(payout.id));
    expect(made).toHaveLength(1);
    const withUtr = world.fake.sendUtr((await atProvider(payout.id)).id);
    await Promise.all([
      receive(world.fake.webhook(withUtr, "payout.updated")),
      receive(world.fake.webhook(withUtr, "payout.processed")),
    ]);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "processed",
      reference: withUtr.utr,
    });
  });
});
