import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, paymentOrders, payments, unappliedPayments } from "~/db/schema";
import {
  ABANDON_AFTER_MS,
  RECONCILE_AFTER_MS,
  reconcilePaymentOrders,
} from "~/domain/jobs/reconcile-payment-orders.server";
import { recordRefundPaidByHand } from "~/domain/money/payments/record-refund-paid-by-hand.server";
import { listRefundsNeedingAttention } from "~/domain/money/payments/refund-attention.server";
import { sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import { listGivenBackPayments } from "~/domain/money/payments/unapplied-payments.server";
import { startCampaignOrder } from "~/domain/orders/campaign-orders.server";
import { confirmCampaignPayment } from "~/domain/orders/confirm-campaign-payment.server";
import { findDeletionBlocker } from "~/domain/privacy/account-deletion-blockers.server";
import { ageFakePayment, payFakeOrderShort } from "../../support/fake-razorpay-refunds";
import { receiveWebhook, setUpFakeGateway } from "../../support/gateway-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price, pricePaise } from "../../support/reward-amounts";

const held = setUpFakeGateway();
const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone: 7840000000 });
const businesses: string[] = [];
const db = () => held.testDb.db;
const deps = () => ({ gateway: held.gateway });

async function newBusiness() {
  const business = await newProfile("business");
  businesses.push(business.id);
  return business.id;
}

/** An order for a 10-review campaign (₹200 at ₹20), nothing paid yet. */
async function orderFor(businessId: string) {
  const started = await startCampaignOrder(db(), deps(), {
    businessId,
    requestId: randomUUID(),
    businessName: "Joshi Dairy",
    mapsLink: "https://maps.app.goo.gl/joshi",
    topics: ["Service"],
    city: "Indore",
    targetReviews: 10,
  });
  if (!started.ok || !("order" in started)) throw new Error("no order");
  return started.order;
}

const unappliedOf = (businessId: string) =>
  db().select().from(unappliedPayments).where(eq(unappliedPayments.businessId, businessId));
const campaignsOf = (businessId: string) =>
  db().select().from(campaigns).where(eq(campaigns.businessId, businessId));
const orderRow = async (gatewayOrderId: string) => {
  const [row] = await db()
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.gatewayOrderId, gatewayOrderId));
  return row;
};
const refundsOf = (paymentId: string) =>
  [...held.fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe("a second payment on a paid order (decision 088)", () => {
  it("makes one campaign and gives the second payment back once, whoever reports what, on several servers", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const first = held.fake.pay(order.orderId);
    const second = held.fake.pay(order.orderId);
    // Both payments' webhooks (twice each), both browsers and the job, all at once.
    await Promise.all([
      receiveWebhook(db(), held.fake.webhook("payment.captured", first.payment)),
      receiveWebhook(db(), held.fake.webhook("payment.captured", second.payment)),
      receiveWebhook(db(), held.fake.webhook("payment.captured", second.payment)),
      receiveWebhook(db(), held.fake.webhook("order.paid", first.payment)),
      confirmCampaignPayment(db(), deps(), {
        businessId,
        orderId: order.orderId,
        paymentId: first.payment.id,
        signature: first.checkout.razorpay_signature,
      }),
      confirmCampaignPayment(db(), deps(), {
        businessId,
        orderId: order.orderId,
        paymentId: second.payment.id,
        signature: second.checkout.razorpay_signature,
      }),
      reconcilePaymentOrders(db(), deps(), { now: new Date(Date.now() + RECONCILE_AFTER_MS + 1) }),
    ]);
    expect(await campaignsOf(businessId)).toHaveLength(1);
    const settledBy = (await orderRow(order.orderId))?.gatewayPaymentId;
    const other = settledBy === first.payment.id ? second.payment : first.payment;
    const [extra, ...more] = await unappliedOf(businessId);
    expect(more).toEqual([]);
    expect(extra).toMatchObject({
      gatewayPaymentId: other.id,
      amountPaise: pricePaise(10),
      reason: "second_payment",
      refundStatus: "pending",
    });
    const [paid] = await db().select().from(payments).where(eq(payments.businessId, businessId));
    expect(paid?.gatewayPaymentId).toBe(settledBy);

    // Three servers run the refund job at once: one refund of the second payment, whole.
    await Promise.all([1, 2, 3].map(() => sendDueRefunds(db(), deps())));
    expect(refundsOf(other.id)).toMatchObject([{ amount: pricePaise(10), receipt: extra?.id }]);
    expect(refundsOf(settledBy ?? "")).toEqual([]);
    const [given] = await listGivenBackPayments(db(), { businessId });
    expect(given).toMatchObject({ reason: "second_payment", status: "processed" });
    // A late refund webhook changes nothing; the business may delete its account.
    const [atGateway] = refundsOf(other.id);
    if (!atGateway) throw new Error("no refund at the gateway");
    expect(await receiveWebhook(db(), held.fake.refundWebhook("refund.processed", atGateway))).toBe(
      "refund_unchanged",
    );
    await expectMoneyInvariants(db(), businesses);
  });

  it("becomes the admin's task when the gateway refuses it, and is recorded by hand", async () => {
    const businessId = await newBusiness();
    const admin = await newProfile("admin");
    const order = await orderFor(businessId);
    const first = held.fake.pay(order.orderId);
    const second = held.fake.pay(order.orderId);
    await receiveWebhook(db(), held.fake.webhook("payment.captured", first.payment));
    ageFakePayment(held.fake, second.payment.id, 200);
    await receiveWebhook(db(), held.fake.webhook("payment.captured", second.payment));
    const tally = await sendDueRefunds(db(), deps());
    expect(tally.refused).toBeGreaterThanOrEqual(1);
    const [extra] = await unappliedOf(businessId);
    if (!extra) throw new Error("second payment not recorded");
    const listed = await listRefundsNeedingAttention(db(), { now: new Date() });
    expect(listed.find((row) => row.id === extra.id)).toMatchObject({
      kind: "unapplied",
      status: "refused",
      reason: "second_payment",
      amount: price(10),
    });
    expect((await listGivenBackPayments(db(), { businessId }))[0]?.status).toBe("refused");
    const recorded = await recordRefundPaidByHand(db(), {
      refundId: extra.id,
      adminId: admin.id,
      reference: "UPI-401234567890",
      now: new Date(),
    });
    expect(recorded).toEqual({ ok: true });
    expect((await unappliedOf(businessId))[0]).toMatchObject({
      refundStatus: "processed",
      paidByHandReference: "UPI-401234567890",
    });
    expect((await listGivenBackPayments(db(), { businessId }))[0]?.status).toBe("processed");
    await expectMoneyInvariants(db(), businesses);
  });
});

describe("an order that ends unpaid (decision 088)", () => {
  it("keeps a short payment until the order closes a day on, then gives it back and frees deletion", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const short = payFakeOrderShort(held.fake, order.orderId, 15_050);
    expect(await receiveWebhook(db(), held.fake.webhook("payment.captured", short))).toBe(
      "amount_mismatch",
    );
    const [waiting] = await unappliedOf(businessId);
    expect(waiting).toMatchObject({ reason: "short_payment", nextAttemptAt: null });
    expect((await listGivenBackPayments(db(), { businessId }))[0]?.status).toBe("waiting");
    expect(await findDeletionBlocker(db(), businessId)).toBe("payment_unsettled");

    // Open an hour on: the job reads it, records nothing twice, asks no refund yet.
    await reconcilePaymentOrders(db(), deps(), { now: inHours(1) });
    await sendDueRefunds(db(), deps(), { now: () => inHours(1) });
    expect(refundsOf(short.id)).toEqual([]);
    expect((await orderRow(order.orderId))?.status).toBe("created");

    const closing = new Date(Date.now() + ABANDON_AFTER_MS + 60_000);
    const run = await reconcilePaymentOrders(db(), deps(), { now: closing });
    expect(run.abandoned).toBeGreaterThanOrEqual(1);
    expect((await orderRow(order.orderId))?.status).toBe("abandoned");
    await sendDueRefunds(db(), deps(), { now: () => closing });
    expect(refundsOf(short.id)).toMatchObject([{ amount: 15_050 }]);
    expect(await campaignsOf(businessId)).toEqual([]);
    expect(await findDeletionBlocker(db(), businessId)).toBeNull();
    // The next runs leave the closed order alone: never asked forever.
    const calls = held.fake.calls.length;
    await reconcilePaymentOrders(db(), deps(), { now: new Date(closing.getTime() + 3600_000) });
    expect(held.fake.calls.slice(calls).some((call) => call.includes(order.orderId))).toBe(false);
    await expectMoneyInvariants(db(), businesses);
  });

  it("gives a short payment back at once when another payment pays the order", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    const short = payFakeOrderShort(held.fake, order.orderId, 5_000);
    await receiveWebhook(db(), held.fake.webhook("payment.captured", short));
    const { payment } = held.fake.pay(order.orderId);
    expect(await receiveWebhook(db(), held.fake.webhook("payment.captured", payment))).toBe(
      "campaign_created",
    );
    await sendDueRefunds(db(), deps());
    expect(refundsOf(short.id)).toMatchObject([{ amount: 5_000, status: "processed" }]);
    expect(refundsOf(payment.id)).toEqual([]);
    expect(await campaignsOf(businessId)).toHaveLength(1);
    await expectMoneyInvariants(db(), businesses);
  });

  it("settles a full payment that arrives after its order closed: nothing the business paid for is lost", async () => {
    const businessId = await newBusiness();
    const order = await orderFor(businessId);
    await reconcilePaymentOrders(db(), deps(), {
      now: new Date(Date.now() + ABANDON_AFTER_MS + 60_000),
    });
    expect((await orderRow(order.orderId))?.status).toBe("abandoned");
    expect(await findDeletionBlocker(db(), businessId)).toBeNull();
    const { payment } = held.fake.pay(order.orderId);
    expect(await receiveWebhook(db(), held.fake.webhook("payment.captured", payment))).toBe(
      "campaign_created",
    );
    expect((await orderRow(order.orderId))?.status).toBe("paid");
    expect(await unappliedOf(businessId)).toEqual([]);
    await expectMoneyInvariants(db(), businesses);
  });
});
