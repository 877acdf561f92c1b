import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inboundWebhooks } from "~/db/schema";
import { replayInboundWebhook } from "~/domain/jobs/handle-inbound-webhook.server";
import { recordInboundWebhook } from "~/domain/money/webhooks/record-inbound-webhook.server";
import { loader } from "~/routes/webhooks/route";
import { signedWebhook } from "../../support/fake-razorpay";
import { foreignPaymentWebhook } from "../../support/fake-razorpay-webhooks";
import { setUpWebhookRoutes, X_SECRET } from "../../support/webhook-routes";

/**
 * Decision 127: one route, /webhooks/:source, takes the webhooks of the configured provider
 * whose registry line declares that source; any other source is 404 and leaves nothing behind.
 */
const { held, deliver, stored } = setUpWebhookRoutes(7846000000);

const rowCount = async () =>
  (await held.testDb.db.select({ rows: count() }).from(inboundWebhooks))[0]?.rows;

/** A RazorpayX payout event for no payout of ours, signed with `secret`. */
const payoutEvent = (secret: string) =>
  signedWebhook(
    secret,
    JSON.stringify({
      entity: "event",
      event: "payout.processed",
      payload: {
        payout: {
          entity: {
            id: "pout_NoSource0001",
            reference_id: "not-ours",
            status: "processed",
            amount: 10_000,
            utr: "UTR0000009",
          },
        },
      },
    }),
  );

describe("a webhook's source", () => {
  it("answers a source no provider of ours declares 404, signed or not, and stores nothing", async () => {
    const before = await rowCount();
    const hook = foreignPaymentWebhook(held.fake.webhookSecret, { orderId: null });
    expect(await deliver(hook, { to: "stripe" })).toEqual({ status: 404, outcome: "Not found" });
    expect(await deliver(payoutEvent(X_SECRET), { to: "stripe" })).toEqual({
      status: 404,
      outcome: "Not found",
    });
    expect(await stored(hook)).toEqual([]);
    expect(await rowCount()).toBe(before);
  });

  it("answers a provider that is not configured 404, and stores nothing", async () => {
    const before = await rowCount();
    const payment = foreignPaymentWebhook(held.fake.webhookSecret, { orderId: null });
    const noPayments = { to: "razorpay", configured: { payments: false } };
    expect(await deliver(payment, noPayments)).toEqual({ status: 404, outcome: "Not found" });
    const payout = payoutEvent(X_SECRET);
    const noPayouts = { to: "razorpayx", configured: { payouts: false } };
    expect(await deliver(payout, noPayouts)).toEqual({ status: 404, outcome: "Not found" });
    expect(await stored(payment)).toEqual([]);
    expect(await stored(payout)).toEqual([]);
    expect(await rowCount()).toBe(before);
    // The other provider, still configured, still takes its own.
    expect(
      await deliver(payout, { to: "razorpayx", configured: { payments: false } }),
    ).toMatchObject({ status: 200, outcome: "unknown_payout" });
    expect(await stored(payout)).toMatchObject([{ provider: "razorpayx" }]);
  });

  it("stores a webhook under its line's source, whatever the path's case", async () => {
    const hook = foreignPaymentWebhook(held.fake.webhookSecret, { orderId: null });
    expect(await deliver(hook, { to: "RazorPay" })).toEqual({
      status: 200,
      outcome: "not_our_payment",
    });
    expect(await stored(hook)).toMatchObject([{ provider: "razorpay", state: "ignored" }]);
  });

  it("answers a GET 404", async () => {
    const answer = loader();
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe("Not found");
  });
});

describe("a stored webhook whose provider no registry declares", () => {
  it("is handled as a body no reader of ours reads: failed as malformed, for the admin", async () => {
    const row = await recordInboundWebhook(held.testDb.db, {
      provider: "stripe",
      eventId: "evt_from_a_provider_since_removed",
      event: "payment_intent.succeeded",
      rawBody: JSON.stringify({ event: "payment_intent.succeeded" }),
      signedWith: "current",
      now: new Date(),
    });
    expect(await replayInboundWebhook(held.testDb.db, { id: row.id })).toMatchObject({
      ok: true,
      outcome: "malformed",
      result: {
        state: "failed",
        outcome: "malformed",
        error: "The event is not in the shape the documentation gives.",
      },
    });
    const eventId = "evt_from_a_provider_since_removed";
    expect(await stored({ body: "", headers: { "x-razorpay-event-id": eventId } })).toMatchObject([
      { provider: "stripe", state: "failed", outcome: "malformed", attempts: 2 },
    ]);
  });
});
