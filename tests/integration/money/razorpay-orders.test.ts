import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaigns, paymentOrders, payments, refunds, taxDocuments } from "~/db/schema";
import type { CreateCampaignInput } from "~/domain/campaigns/create-campaign.server";
import {
  ABANDON_AFTER_MS,
  RECONCILE_AFTER_MS,
  reconcilePaymentOrders,
} from "~/domain/jobs/reconcile-payment-orders.server";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { createRazorpayGateway } from "~/domain/money/payments/razorpay/razorpay-gateway.server";
import { startCampaignOrder } from "~/domain/orders/campaign-orders.server";
import { confirmCampaignPayment } from "~/domain/orders/confirm-campaign-payment.server";
import { receiveGatewayEvent } from "~/domain/orders/receive-gateway-event.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";
import {
  type FakeRazorpay,
  type SignedWebhook,
  startFakeRazorpay,
} from "../../support/fake-razorpay";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price, pricePaise } from "../../support/reward-amounts";

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

const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7800000000 });
const businesses: string[] = [];
async function newBusiness() {
  const business = await newProfile("business");
  businesses.push(business.id);
  return business.id;
}

function form(businessId: string, change: Partial<CreateCampaignInput> = {}) {
  return {
    businessId,
    requestId: randomUUID(),
    businessName: "Sharma Sweets",
    mapsLink: "https://maps.app.goo.gl/sharma",
    topics: ["Food"],
    city: "Indore",
    targetReviews: 10,
    ...change,
  } satisfies CreateCampaignInput;
}

async function orderFor(businessId: string, change: Partial<CreateCampaignInput> = {}) {
  const started = await startCampaignOrder(testDb.db, { gateway }, form(businessId, change));
  if (!started.ok || !("order" in started)) throw new Error(`no order: ${JSON.stringify(started)}`);
  return started.order;
}

const receive = (hook: SignedWebhook, now?: Date) =>
  receiveGatewayEvent(testDb.db, {
    gateway: "razorpay",
    eventId: hook.headers["x-razorpay-event-id"] ?? "",
    body: JSON.parse(hook.body),
    now,
  });

const campaignsOf = (businessId: string) =>
  testDb.db.select().from(campaigns).where(eq(campaigns.businessId, businessId));

describe("a campaign paid through Razorpay", () => {
  it("asks the gateway for an order of the exact amount, once per form, and creates nothing yet", async () => {
    const businessId = await newBusiness();
    const input = form(businessId, { targetReviews: 7 });
    const before = fake.calls.length;
    const first = await startCampaignOrder(testDb.db, { gateway }, input);
    const again = await startCampaignOrder(testDb.db, { gateway }, input);
    expect(first).toEqual(again);
    expect(fake.calls.slice(before)).toEqual(["POST /v1/orders"]);
    if (!first.ok || !("order" in first)) throw new Error("no order");
    expect(first.order.amountPaise).toBe(pricePaise(7));
    expect(fake.orders.get(first.order.orderId)?.amount).toBe(pricePaise(7));
    expect(await campaignsOf(businessId)).toEqual([]);
  });

  it("refuses a form another business sent and a gateway that does not answer, storing nothing", async () => {
    const owner = await newBusiness();
    const input = form(owner);
    await startCampaignOrder(testDb.db, { gateway }, input);
    const other = await newBusiness();
    expect(
      await startCampaignOrder(testDb.db, { gateway }, { ...input, businessId: other }),
    ).toEqual({ ok: false, reason: "request_taken" });
    fake.down = true;
    const down = form(other);
    try {
      expect(await startCampaignOrder(testDb.db, { gateway }, down)).toEqual({
        ok: false,
        reason: "gateway_down",
      });
    } finally {
      fake.down = false;
    }
    const stored = await testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.requestId, down.requestId));
    expect(stored).toEqual([]);
  });

  it("refuses a Checkout answer whose signature does not match, changing nothing", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const { checkout } = fake.pay(order.orderId);
    const outcome = await confirmCampaignPayment(
      testDb.db,
      { gateway },
      {
        businessId,
        orderId: order.orderId,
        paymentId: checkout.razorpay_payment_id,
        // One hex digit changed (never to itself: a signature ending in 0 would still match).
        signature: `${checkout.razorpay_signature.slice(0, -1)}${checkout.razorpay_signature.endsWith("0") ? "1" : "0"}`,
      },
    );
    expect(outcome).toEqual({ ok: false, reason: "bad_signature" });
    expect(await campaignsOf(businessId)).toEqual([]);
  });

  it("creates the campaign once when the browser, two webhooks and the job all arrive together", async () => {
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    // Earlier tests' orders are settled first, so the job's count below is this order's alone.
    await reconcilePaymentOrders(testDb.db, { gateway }, { now: later });
    const businessId = await newBusiness();
    const order = await orderFor(businessId, { targetReviews: 12 });
    const { payment, checkout } = fake.pay(order.orderId);
    const captured = fake.webhook("payment.captured", payment);
    const outcomes = await Promise.all([
      confirmCampaignPayment(
        testDb.db,
        { gateway },
        {
          businessId,
          orderId: checkout.razorpay_order_id,
          paymentId: checkout.razorpay_payment_id,
          signature: checkout.razorpay_signature,
        },
      ),
      receive(captured),
      receive(captured),
      receive(fake.webhook("order.paid", payment)),
      reconcilePaymentOrders(testDb.db, { gateway }, { now: later }),
    ]);
    const list = await campaignsOf(businessId);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: "pending_approval",
      targetReviews: 12,
      cost: price(12),
    });
    const paid = await testDb.db.select().from(payments).where(eq(payments.businessId, businessId));
    expect(paid).toMatchObject([
      {
        amount: price(12),
        provider: "razorpay",
        status: "succeeded",
        gatewayPaymentId: payment.id,
      },
    ]);
    const created = [
      outcomes[0].ok && outcomes[0].created,
      outcomes[1] === "campaign_created",
      outcomes[2] === "campaign_created",
      outcomes[3] === "campaign_created",
      outcomes[4].settled === 1,
    ].filter(Boolean);
    expect(created).toHaveLength(1);
    expect([outcomes[1], outcomes[2]]).toContain("duplicate");
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("keeps a paid order paid when its failure arrives late, and pays an order retried after a failure", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const failed = fake.pay(order.orderId, "failed").payment;
    expect(await receive(fake.webhook("payment.failed", failed))).toBe("payment_not_captured");
    const [waiting] = await testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, order.orderId));
    expect(waiting?.status).toBe("failed");
    const retried = fake.pay(order.orderId).payment;
    expect(await receive(fake.webhook("payment.captured", retried))).toBe("campaign_created");
    expect(await receive(fake.webhook("payment.failed", failed))).toBe("already_settled");
    expect(await campaignsOf(businessId)).toHaveLength(1);
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("settles an order whose browser never came back, and gives up on one never paid after a day", async () => {
    const businessId = await newBusiness();
    const paidOrder = await orderFor(businessId);
    const unpaidOrder = await orderFor(businessId);
    fake.pay(paidOrder.orderId);
    const soon = await reconcilePaymentOrders(testDb.db, { gateway }, { now: new Date() });
    expect(soon.checked).toBe(0);
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    const run = await reconcilePaymentOrders(testDb.db, { gateway }, { now: later });
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await campaignsOf(businessId)).toHaveLength(1);
    const dayLater = new Date(Date.now() + ABANDON_AFTER_MS + 1000);
    await reconcilePaymentOrders(testDb.db, { gateway }, { now: dayLater });
    const [abandoned] = await testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.gatewayOrderId, unpaidOrder.orderId));
    expect(abandoned?.status).toBe("abandoned");
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("invoices the captured payment once, and credits a rejected campaign's pending gateway refund", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId, { targetReviews: 4 });
    const { payment } = fake.pay(order.orderId);
    await Promise.all([
      receive(fake.webhook("payment.captured", payment)),
      receive(fake.webhook("order.paid", payment)),
    ]);
    const [campaign] = await campaignsOf(businessId);
    if (!campaign) throw new Error("no campaign");
    const admin = await newProfile("admin");
    expect(
      (
        await rejectCampaign(testDb.db, {
          campaignId: campaign.id,
          adminId: admin.id,
          reason: "Wrong shop.",
        })
      ).ok,
    ).toBe(true);

    const documents = await testDb.db
      .select({ kind: taxDocuments.kind, totalPaise: taxDocuments.totalPaise })
      .from(taxDocuments)
      .where(eq(taxDocuments.campaignId, campaign.id))
      .orderBy(taxDocuments.kind);
    expect(documents).toEqual([
      { kind: "credit_note", totalPaise: pricePaise(4) },
      { kind: "invoice", totalPaise: pricePaise(4) },
    ]);
    const [refund] = await testDb.db
      .select()
      .from(refunds)
      .where(eq(refunds.campaignId, campaign.id));
    expect(refund).toMatchObject({ status: "pending", amount: price(4) });
    await expectMoneyInvariants(testDb.db, businesses);
  });

  it("never creates a campaign for a captured amount that differs from the order", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const { payment } = fake.pay(order.orderId);
    expect(await receive(fake.webhook("payment.captured", { ...payment, amount: 100 }))).toBe(
      "amount_mismatch",
    );
    expect(await campaignsOf(businessId)).toEqual([]);
  });

  it("checks webhook signatures over the raw body: a forged or altered event is not believed", () => {
    const hook = fake.webhook("payment.captured", fake.pay(fakeOrderId()).payment);
    const signature = hook.headers["x-razorpay-signature"] ?? "";
    expect(gateway.verifyWebhook(hook.body, signature)).toBe(true);
    expect(gateway.verifyWebhook(hook.body.replace("captured", "failed"), signature)).toBe(false);
    expect(gateway.verifyWebhook(hook.body, "0".repeat(64))).toBe(false);
    expect(gateway.verifyWebhook(hook.body, "")).toBe(false);
  });
});

/** Any order the fake knows (the signature test needs only a payment to sign). */
function fakeOrderId(): string {
  const [first] = fake.orders.keys();
  if (!first) throw new Error("no order yet");
  return first;
}
