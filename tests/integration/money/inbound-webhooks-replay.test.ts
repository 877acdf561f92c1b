import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inboundWebhooks } from "~/db/schema";
import {
  handleInboundWebhook,
  replayInboundWebhook,
} from "~/domain/jobs/handle-inbound-webhook.server";
import { recordInboundWebhook } from "~/domain/money/webhooks/record-inbound-webhook.server";
import { PREVIOUS_SECRET_WINDOW_MS } from "~/domain/money/webhooks/webhook-signature.server";
import { applyRetention } from "~/domain/privacy/apply-retention.server";
import { signedWebhook } from "../../support/fake-razorpay";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { OLD_SECRET, setUpWebhookRoutes, X_SECRET } from "../../support/webhook-routes";

/** Stored webhooks replayed, RazorpayX's ingress, and old events' deletion (decision 087). */
const { held, businesses, deliver, stored, orderForNewBusiness, campaignsOf } =
  setUpWebhookRoutes(7831000000);

describe("replaying a stored event", () => {
  it("handles an event left 'received' (the server stopped halfway) once, and a replay again changes nothing", async () => {
    const { businessId, orderId } = await orderForNewBusiness(9);
    const { payment } = held.fake.pay(orderId);
    const hook = held.fake.webhook("payment.captured", payment);
    const row = await recordInboundWebhook(held.testDb.db, {
      provider: "razorpay",
      eventId: hook.headers["x-razorpay-event-id"] ?? "",
      event: "payment.captured",
      rawBody: hook.body,
      signedWith: "current",
      now: new Date(),
    });
    expect(row.state).toBe("received");
    const first = await replayInboundWebhook(held.testDb.db, { id: row.id });
    expect(first).toMatchObject({ ok: true, outcome: "campaign_created" });
    const again = await replayInboundWebhook(held.testDb.db, { id: row.id });
    expect(again).toMatchObject({ ok: true, outcome: "duplicate" });
    expect((await stored(hook))[0]).toMatchObject({
      state: "processed",
      outcome: "campaign_created",
      attempts: 3,
    });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    expect(await replayInboundWebhook(held.testDb.db, { id: randomUUID() })).toMatchObject({
      ok: false,
      error: "not_found",
    });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("a delivery of an event whose handling was cut off handles it, and marks the first row", async () => {
    const { businessId, orderId } = await orderForNewBusiness(10);
    const { payment } = held.fake.pay(orderId);
    const hook = held.fake.webhook("payment.captured", payment);
    const eventId = hook.headers["x-razorpay-event-id"] ?? "";
    await recordInboundWebhook(held.testDb.db, {
      provider: "razorpay",
      eventId,
      event: "payment.captured",
      rawBody: hook.body,
      signedWith: "current",
      now: new Date(),
    });
    const answer = await handleInboundWebhook(held.testDb.db, {
      provider: "razorpay",
      eventId,
      rawBody: hook.body,
      signedWith: "current",
    });
    expect(answer).toMatchObject({ ok: true, outcome: "campaign_created" });
    expect(await stored(hook)).toMatchObject([{ state: "processed", attempts: 2 }]);
    expect(await campaignsOf(businessId)).toHaveLength(1);
  });
});

describe("the RazorpayX webhook", () => {
  const payoutEvent = (secret: string) =>
    signedWebhook(
      secret,
      JSON.stringify({
        entity: "event",
        account_id: "acc_fake",
        event: "payout.processed",
        contains: ["payout"],
        payload: {
          payout: {
            entity: {
              id: "pout_NotOurs00001",
              entity: "payout",
              reference_id: "someone-elses-reference",
              status: "processed",
              amount: 10_000,
              utr: "UTR0000001",
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      }),
    );

  it("stores a payout event for no payout of ours as ignored, and refuses a forged one", async () => {
    const hook = payoutEvent(X_SECRET);
    expect(await deliver(hook, { to: "razorpayx" })).toEqual({
      status: 200,
      outcome: "unknown_payout",
    });
    expect(await stored(hook)).toMatchObject([
      { provider: "razorpayx", event: "payout.processed", state: "ignored", rawBody: hook.body },
    ]);
    const forged = payoutEvent("not-the-secret-at-all");
    expect((await deliver(forged, { to: "razorpayx" })).status).toBe(400);
    expect(await stored(forged)).toEqual([]);
  });

  it("believes RazorpayX's previous secret within the window only", async () => {
    const hook = payoutEvent(OLD_SECRET);
    const late = { to: "razorpayx" as const, rotatedAgoMs: PREVIOUS_SECRET_WINDOW_MS + 1000 };
    expect((await deliver(hook, late)).status).toBe(400);
    const inside = { to: "razorpayx" as const, rotatedAgoMs: 1000 };
    expect((await deliver(hook, inside)).status).toBe(200);
    expect(await stored(hook)).toMatchObject([{ signedWith: "previous" }]);
  });
});

describe("retention", () => {
  it("deletes handled events after 90 days and failed or unfinished ones after a year", async () => {
    const DAY = 86_400_000;
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const rows = [
      { state: "processed", days: 91 },
      { state: "ignored", days: 91 },
      { state: "processed", days: 89 },
      { state: "failed", days: 364 },
      { state: "received", days: 364 },
      { state: "failed", days: 366 },
      { state: "received", days: 366 },
    ] as const;
    const made = await held.testDb.db
      .insert(inboundWebhooks)
      .values(
        rows.map((row) => ({
          provider: "razorpay" as const,
          eventId: `evt_retention_${randomUUID()}`,
          event: "payment.captured",
          rawBody: "{}",
          signedWith: "current" as const,
          state: row.state,
          receivedAt: ago(row.days),
          lastAttemptAt: ago(row.days),
        })),
      )
      .returning({ id: inboundWebhooks.id, eventId: inboundWebhooks.eventId });
    const outcome = await applyRetention(held.testDb.db, { now });
    expect(outcome.inboundWebhooks).toBe(4);
    const left = await held.testDb.db.select({ id: inboundWebhooks.id }).from(inboundWebhooks);
    const kept = new Set(left.map((row) => row.id));
    expect(made.map((row) => kept.has(row.id))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect((await applyRetention(held.testDb.db, { now })).inboundWebhooks).toBe(0);
  });
});
