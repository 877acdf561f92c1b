import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, paymentOrders } from "~/db/schema";
import { PREVIOUS_SECRET_WINDOW_MS } from "~/domain/money/webhooks/webhook-signature.server";
import { signedWebhook } from "../../support/fake-razorpay";
import { foreignPaymentWebhook, signedAgainWith } from "../../support/fake-razorpay-webhooks";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { OLD_SECRET, setUpWebhookRoutes } from "../../support/webhook-routes";

/** The Razorpay webhook's ingress, through its action (decision 087). */
const { held, businesses, deliver, stored, orderForNewBusiness, campaignsOf } =
  setUpWebhookRoutes(7830000000);

describe("the Razorpay webhook", () => {
  it("stores a signed event with its raw body before handling it, and marks it processed", async () => {
    const { businessId, orderId } = await orderForNewBusiness();
    const { payment } = held.fake.pay(orderId);
    const hook = held.fake.webhook("payment.captured", payment);
    expect(await deliver(hook)).toEqual({ status: 200, outcome: "campaign_created" });
    const [row] = await stored(hook);
    expect(row).toMatchObject({
      provider: "razorpay",
      event: "payment.captured",
      rawBody: hook.body,
      signedWith: "current",
      state: "processed",
      outcome: "campaign_created",
      error: null,
      attempts: 1,
    });
    expect(row?.handledAt).toBeInstanceOf(Date);
    expect(await campaignsOf(businessId)).toHaveLength(1);
  });

  it("answers a duplicate delivery 200 without handling it again, even two at once", async () => {
    const { businessId, orderId } = await orderForNewBusiness(6);
    const { payment } = held.fake.pay(orderId);
    const hook = held.fake.webhook("payment.captured", payment);
    const both = await Promise.all([deliver(hook), deliver(hook)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.outcome).sort()).toEqual(["campaign_created", "duplicate"]);
    expect(await deliver(hook)).toEqual({ status: 200, outcome: "duplicate" });
    const rows = await stored(hook);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "processed", outcome: "campaign_created", attempts: 3 });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("does the right thing out of order: a failed attempt after the paid one, and order.paid last", async () => {
    const { businessId, orderId } = await orderForNewBusiness(7);
    // Checkout's retry: the first attempt failed, the second on the same order succeeded.
    const { payment: failedAttempt } = held.fake.pay(orderId, "failed");
    const { payment: paid } = held.fake.pay(orderId);
    expect((await deliver(held.fake.webhook("payment.captured", paid))).outcome).toBe(
      "campaign_created",
    );
    expect(await deliver(held.fake.webhook("payment.failed", failedAttempt))).toMatchObject({
      status: 200,
    });
    expect(await deliver(held.fake.webhook("order.paid", paid))).toEqual({
      status: 200,
      outcome: "already_settled",
    });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    const [order] = await held.testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(order).toMatchObject({ status: "paid", gatewayPaymentId: paid.id });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("refuses a forged event with 400 and stores nothing of it", async () => {
    const { orderId } = await orderForNewBusiness();
    const { payment } = held.fake.pay(orderId);
    const hook = held.fake.webhook("payment.captured", payment);
    const forged = {
      ...hook,
      headers: { ...hook.headers, "x-razorpay-signature": "f".repeat(64) },
    };
    expect((await deliver(forged)).status).toBe(400);
    const altered = { ...hook, body: hook.body.replace('"captured"', '"failed"') };
    expect((await deliver(altered)).status).toBe(400);
    const unsigned = { ...hook, headers: { ...hook.headers, "x-razorpay-signature": "" } };
    expect((await deliver(unsigned)).status).toBe(400);
    expect(await stored(hook)).toEqual([]);
  });

  it("acknowledges a payment we did not create (no order, or an order not ours) and ignores it", async () => {
    const before = await held.testDb.db.select().from(campaigns);
    const qr = foreignPaymentWebhook(held.fake.webhookSecret, { orderId: null });
    expect(await deliver(qr)).toEqual({ status: 200, outcome: "not_our_payment" });
    const link = foreignPaymentWebhook(held.fake.webhookSecret, {
      orderId: "order_PaymentLink01",
      event: "order.paid",
    });
    expect(await deliver(link)).toEqual({ status: 200, outcome: "unknown_order" });
    const qrCredited = foreignPaymentWebhook(held.fake.webhookSecret, {
      orderId: null,
      event: "qr_code.credited",
    });
    expect(await deliver(qrCredited)).toEqual({ status: 200, outcome: "ignored" });
    for (const hook of [qr, link, qrCredited]) {
      expect(await stored(hook)).toMatchObject([{ state: "ignored", error: null }]);
    }
    expect(await held.testDb.db.select().from(campaigns)).toHaveLength(before.length);
  });

  it("answers a signed body it cannot read 200 and keeps it as failed for the admin", async () => {
    const hook = signedWebhook(
      held.fake.webhookSecret,
      JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: 7 } } } }),
    );
    expect(await deliver(hook)).toEqual({ status: 200, outcome: "malformed" });
    expect(await stored(hook)).toMatchObject([{ state: "failed", outcome: "malformed" }]);
  });

  it("believes the previous secret for 48 hours after a rotation, and not after", async () => {
    const { businessId, orderId } = await orderForNewBusiness(8);
    const { payment } = held.fake.pay(orderId);
    // A retry of an event first sent before the rotation, signed with the old secret.
    const old = signedAgainWith(OLD_SECRET, held.fake.webhook("payment.captured", payment));
    const late = { rotatedAgoMs: PREVIOUS_SECRET_WINDOW_MS + 60_000 };
    expect((await deliver(old, late)).status).toBe(400);
    expect((await deliver(old, { rotatedAgoMs: null })).status).toBe(400);
    expect(await stored(old)).toEqual([]);
    expect(await deliver(old, { rotatedAgoMs: 60 * 60 * 1000 })).toEqual({
      status: 200,
      outcome: "campaign_created",
    });
    expect(await stored(old)).toMatchObject([{ signedWith: "previous", state: "processed" }]);
    // The current secret still works inside the window.
    const current = held.fake.webhook("order.paid", payment);
    expect((await deliver(current, { rotatedAgoMs: 60_000 })).outcome).toBe("already_settled");
    expect(await campaignsOf(businessId)).toHaveLength(1);
  });
});
