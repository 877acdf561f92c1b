import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "~/config/config.server";
import { campaigns, inboundWebhooks, paymentOrders } from "~/db/schema";
import { startCampaignOrder } from "~/domain/campaigns/campaign-orders.server";
import {
  handleInboundWebhook,
  replayInboundWebhook,
} from "~/domain/jobs/handle-inbound-webhook.server";
import {
  createRazorpayGateway,
  type PaymentGateway,
} from "~/domain/money/payments/razorpay-gateway.server";
import { createRazorpayxProvider } from "~/domain/money/payouts/provider/razorpayx-client.server";
import { recordInboundWebhook } from "~/domain/money/webhooks/record-inbound-webhook.server";
import { PREVIOUS_SECRET_WINDOW_MS } from "~/domain/money/webhooks/webhook-signature.server";
import { requestContext, type Services, servicesContext } from "~/http/context.server";
import { action as razorpayAction } from "~/routes/webhooks/razorpay/route";
import { action as razorpayxAction } from "~/routes/webhooks/razorpayx/route";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import {
  type FakeRazorpay,
  type SignedWebhook,
  signedWebhook,
  startFakeRazorpay,
} from "../../support/fake-razorpay";
import { foreignPaymentWebhook, signedAgainWith } from "../../support/fake-razorpay-webhooks";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";

/** Both webhook routes' ingress, end to end through their actions (decision 087). */
let testDb: TestDatabase;
let fake: FakeRazorpay;
let gateway: PaymentGateway;
beforeAll(async () => {
  [testDb, fake] = await Promise.all([createTestDatabase(), startFakeRazorpay()]);
  gateway = createRazorpayGateway({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    apiBaseUrl: fake.url,
    checkoutScriptUrl: `${fake.url}/v1/checkout.js`,
  });
});
afterAll(async () => {
  await Promise.all([testDb.close(), fake.close()]);
});

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7830000000 });
const businesses: string[] = [];

const OLD_SECRET = "the-secret-before-rotation";
const X_SECRET = "razorpayx-webhook-secret-now";

/** The services a webhook route reads, with a previous secret rotated `rotatedAgoMs` ago. */
function contextWith(rotatedAgoMs: number | null) {
  const previous =
    rotatedAgoMs === null
      ? null
      : { secret: OLD_SECRET, rotatedAt: new Date(Date.now() - rotatedAgoMs) };
  const context = new RouterContextProvider();
  const services = {
    db: testDb.db,
    gateway,
    payoutProvider: createRazorpayxProvider({
      keyId: "rzp_test_x",
      keySecret: "x-key-secret-0123",
      accountNumber: "2323230000000001",
      webhookSecret: X_SECRET,
      apiBaseUrl: "http://127.0.0.1:9",
    }),
    config: {
      payments: { mode: "razorpay", previousWebhookSecret: previous },
      payouts: { mode: "razorpayx", previousWebhookSecret: previous },
    } as unknown as Config,
  };
  context.set(servicesContext, services as unknown as Services);
  context.set(requestContext, {
    ip: "203.0.113.9",
    deviceId: null,
    cspNonce: "nonce",
    language: "en",
    requestId: randomUUID(),
    fromThisMachine: false,
    faults: { databaseUnavailable: false },
  });
  return context;
}

async function deliver(
  hook: SignedWebhook,
  options: { to?: "razorpay" | "razorpayx"; rotatedAgoMs?: number | null } = {},
) {
  const request = new Request(`http://localhost/webhooks/${options.to ?? "razorpay"}`, {
    method: "POST",
    headers: hook.headers,
    body: hook.body,
  });
  const action = options.to === "razorpayx" ? razorpayxAction : razorpayAction;
  const context = contextWith(options.rotatedAgoMs ?? null);
  const answer = (await action({ request, context, params: {} } as never)) as Response;
  const text = await answer.text();
  return { status: answer.status, outcome: text.startsWith("{") ? JSON.parse(text).outcome : text };
}

const stored = async (hook: SignedWebhook) => {
  const eventId = hook.headers["x-razorpay-event-id"] ?? "";
  return testDb.db.select().from(inboundWebhooks).where(eq(inboundWebhooks.eventId, eventId));
};

async function orderForNewBusiness(targetReviews = 5) {
  const business = await newProfile("business");
  businesses.push(business.id);
  const started = await startCampaignOrder(
    testDb.db,
    { gateway },
    {
      businessId: business.id,
      requestId: randomUUID(),
      businessName: "Webhook Dhaba",
      mapsLink: "https://maps.app.goo.gl/dhaba",
      topics: ["Food"],
      city: "Indore",
      targetReviews,
    },
  );
  if (!started.ok || !("order" in started)) throw new Error("no order");
  return { businessId: business.id, orderId: started.order.orderId };
}

const campaignsOf = (businessId: string) =>
  testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));

describe("the Razorpay webhook", () => {
  it("stores a signed event with its raw body before handling it, and marks it processed", async () => {
    const { businessId, orderId } = await orderForNewBusiness();
    const { payment } = fake.pay(orderId);
    const hook = fake.webhook("payment.captured", payment);
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
    const { payment } = fake.pay(orderId);
    const hook = fake.webhook("payment.captured", payment);
    const both = await Promise.all([deliver(hook), deliver(hook)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.outcome).sort()).toEqual(["campaign_created", "duplicate"]);
    expect(await deliver(hook)).toEqual({ status: 200, outcome: "duplicate" });
    const rows = await stored(hook);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: "processed", outcome: "campaign_created", attempts: 3 });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("does the right thing out of order: a failed attempt after the paid one, and order.paid last", async () => {
    const { businessId, orderId } = await orderForNewBusiness(7);
    // Checkout's retry: the first attempt failed, the second on the same order succeeded.
    const { payment: failedAttempt } = fake.pay(orderId, "failed");
    const { payment: paid } = fake.pay(orderId);
    expect((await deliver(fake.webhook("payment.captured", paid))).outcome).toBe(
      "campaign_created",
    );
    expect(await deliver(fake.webhook("payment.failed", failedAttempt))).toMatchObject({
      status: 200,
    });
    expect(await deliver(fake.webhook("order.paid", paid))).toEqual({
      status: 200,
      outcome: "already_settled",
    });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    const [order] = await testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, orderId));
    expect(order).toMatchObject({ status: "paid", gatewayPaymentId: paid.id });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("refuses a forged event with 400 and stores nothing of it", async () => {
    const { orderId } = await orderForNewBusiness();
    const { payment } = fake.pay(orderId);
    const hook = fake.webhook("payment.captured", payment);
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
    const before = await testDb.db.select().from(campaigns);
    const qr = foreignPaymentWebhook(fake.webhookSecret, { orderId: null });
    expect(await deliver(qr)).toEqual({ status: 200, outcome: "not_our_payment" });
    const link = foreignPaymentWebhook(fake.webhookSecret, {
      orderId: "order_PaymentLink01",
      event: "order.paid",
    });
    expect(await deliver(link)).toEqual({ status: 200, outcome: "unknown_order" });
    const qrCredited = foreignPaymentWebhook(fake.webhookSecret, {
      orderId: null,
      event: "qr_code.credited",
    });
    expect(await deliver(qrCredited)).toEqual({ status: 200, outcome: "ignored" });
    for (const hook of [qr, link, qrCredited]) {
      expect(await stored(hook)).toMatchObject([{ state: "ignored", error: null }]);
    }
    expect(await testDb.db.select().from(campaigns)).toHaveLength(before.length);
  });

  it("answers a signed body it cannot read 200 and keeps it as failed for the admin", async () => {
    const hook = signedWebhook(
      fake.webhookSecret,
      JSON.stringify({ event: "payment.captured", payload: { payment: { entity: { id: 7 } } } }),
    );
    expect(await deliver(hook)).toEqual({ status: 200, outcome: "malformed" });
    expect(await stored(hook)).toMatchObject([{ state: "failed", outcome: "malformed" }]);
  });

  it("believes the previous secret for 48 hours after a rotation, and not after", async () => {
    const { businessId, orderId } = await orderForNewBusiness(8);
    const { payment } = fake.pay(orderId);
    // A retry of an event first sent before the rotation, signed with the old secret.
    const old = signedAgainWith(OLD_SECRET, fake.webhook("payment.captured", payment));
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
    const current = fake.webhook("order.paid", payment);
    expect((await deliver(current, { rotatedAgoMs: 60_000 })).outcome).toBe("already_settled");
    expect(await campaignsOf(businessId)).toHaveLength(1);
  });
});

describe("replaying a stored event", () => {
  it("handles an event left 'received' (the server stopped halfway) once, and a replay again changes nothing", async () => {
    const { businessId, orderId } = await orderForNewBusiness(9);
    const { payment } = fake.pay(orderId);
    const hook = fake.webhook("payment.captured", payment);
    const row = await recordInboundWebhook(testDb.db, {
      provider: "razorpay",
      eventId: hook.headers["x-razorpay-event-id"] ?? "",
      event: "payment.captured",
      rawBody: hook.body,
      signedWith: "current",
      now: new Date(),
    });
    expect(row.state).toBe("received");
    const first = await replayInboundWebhook(testDb.db, { id: row.id });
    expect(first).toMatchObject({ ok: true, outcome: "campaign_created" });
    const again = await replayInboundWebhook(testDb.db, { id: row.id });
    expect(again).toMatchObject({ ok: true, outcome: "duplicate" });
    expect((await stored(hook))[0]).toMatchObject({
      state: "processed",
      outcome: "campaign_created",
      attempts: 3,
    });
    expect(await campaignsOf(businessId)).toHaveLength(1);
    expect(await replayInboundWebhook(testDb.db, { id: randomUUID() })).toMatchObject({
      ok: false,
      error: "not_found",
    });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("a delivery of an event whose handling was cut off handles it, and marks the first row", async () => {
    const { businessId, orderId } = await orderForNewBusiness(10);
    const { payment } = fake.pay(orderId);
    const hook = fake.webhook("payment.captured", payment);
    const eventId = hook.headers["x-razorpay-event-id"] ?? "";
    await recordInboundWebhook(testDb.db, {
      provider: "razorpay",
      eventId,
      event: "payment.captured",
      rawBody: hook.body,
      signedWith: "current",
      now: new Date(),
    });
    const answer = await handleInboundWebhook(testDb.db, {
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
