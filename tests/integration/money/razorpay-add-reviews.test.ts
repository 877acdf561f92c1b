import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, paymentOrders, payments, refunds, taxDocuments } from "~/db/schema";
import { endFinishedCampaigns } from "~/domain/jobs/end-finished-campaigns.server";
import {
  RECONCILE_AFTER_MS,
  reconcilePaymentOrders,
} from "~/domain/jobs/reconcile-payment-orders.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { sendDueRefunds } from "~/domain/money/payments/send-refunds.server";
import { startAddReviewsOrder } from "~/domain/orders/add-reviews-orders.server";
import { confirmCampaignPayment } from "~/domain/orders/confirm-campaign-payment.server";
import type { CheckoutAnswer } from "../../support/fake-razorpay";
import {
  campaignPaidAtGateway,
  receiveWebhook,
  setUpFakeGateway,
} from "../../support/gateway-fixtures";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { profileMaker } from "../../support/profiles";
import { price, pricePaise } from "../../support/reward-amounts";

const held = setUpFakeGateway();
const { newProfile } = profileMaker({ database: () => held.testDb, firstPhone: 7830000000 });
const businesses: string[] = [];

/** An approved campaign of `target` reviews, paid at the gateway. */
async function approvedCampaign(target: number) {
  const business = await newProfile("business");
  businesses.push(business.id);
  const { paid } = await campaignPaidAtGateway(held, {
    businessId: business.id,
    targetReviews: target,
  });
  const admin = await newProfile("admin");
  const approved = await approveCampaign(held.testDb.db, {
    campaignId: paid.campaignId,
    adminId: admin.id,
  });
  expect(approved.ok).toBe(true);
  return { businessId: business.id, campaignId: paid.campaignId };
}

async function orderToAdd(owner: { businessId: string; campaignId: string }, count: number) {
  const started = await startAddReviewsOrder(
    held.testDb.db,
    { gateway: held.gateway },
    { ...owner, requestId: randomUUID(), count },
  );
  if (!started.ok || !("order" in started)) throw new Error(`no order: ${JSON.stringify(started)}`);
  return started.order;
}

const confirm = (businessId: string, checkout: CheckoutAnswer) =>
  confirmCampaignPayment(
    held.testDb.db,
    { gateway: held.gateway },
    {
      businessId,
      orderId: checkout.razorpay_order_id,
      paymentId: checkout.razorpay_payment_id,
      signature: checkout.razorpay_signature,
    },
  );

async function campaignOf(campaignId: string) {
  const [campaign] = await held.testDb.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error("no campaign");
  return campaign;
}

const addedPayments = (campaignId: string) =>
  held.testDb.db
    .select()
    .from(payments)
    .where(and(eq(payments.campaignId, campaignId), eq(payments.purpose, "more_reviews")));

describe("'Add reviews' paid through Razorpay", () => {
  it("asks for an order of count × the price once per dialog, and grows nothing before the payment", async () => {
    const owner = await approvedCampaign(10);
    const input = { ...owner, requestId: randomUUID(), count: 5 };
    const before = held.fake.calls.length;
    const first = await startAddReviewsOrder(held.testDb.db, { gateway: held.gateway }, input);
    const again = await startAddReviewsOrder(held.testDb.db, { gateway: held.gateway }, input);
    expect(first).toEqual(again);
    expect(held.fake.calls.slice(before)).toEqual(["POST /v1/orders"]);
    if (!first.ok || !("order" in first)) throw new Error("no order");
    expect(first.order.amountPaise).toBe(pricePaise(5));
    const [order] = await held.testDb.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.requestId, input.requestId));
    expect(order).toMatchObject({ purpose: "more_reviews", campaignId: owner.campaignId });
    expect(await campaignOf(owner.campaignId)).toMatchObject({
      targetReviews: 10,
      cost: price(10),
    });

    const other = await newProfile("business");
    const taken = await startAddReviewsOrder(
      held.testDb.db,
      { gateway: held.gateway },
      { ...input, businessId: other.id },
    );
    expect(taken).toEqual({ ok: false, reason: "request_taken" });
    const tooMany = await startAddReviewsOrder(
      held.testDb.db,
      { gateway: held.gateway },
      { ...owner, requestId: randomUUID(), count: 991 },
    );
    expect(tooMany).toEqual({ ok: false, reason: "invalid_count" });
  });

  it("grows the campaign once when the browser, two webhooks and the job all arrive together", async () => {
    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 1000);
    // Earlier tests' orders are settled first, so the job's count below is this order's alone.
    await reconcilePaymentOrders(held.testDb.db, { gateway: held.gateway }, { now: later });
    const owner = await approvedCampaign(10);
    const order = await orderToAdd(owner, 5);
    const { payment, checkout } = held.fake.pay(order.orderId);
    const captured = held.fake.webhook("payment.captured", payment);
    const outcomes = await Promise.all([
      confirm(owner.businessId, checkout),
      receiveWebhook(held.testDb.db, captured),
      receiveWebhook(held.testDb.db, captured),
      receiveWebhook(held.testDb.db, held.fake.webhook("order.paid", payment)),
      reconcilePaymentOrders(held.testDb.db, { gateway: held.gateway }, { now: later }),
    ]);
    const grown = [
      outcomes[0].ok && outcomes[0].created,
      outcomes[1] === "reviews_added",
      outcomes[2] === "reviews_added",
      outcomes[3] === "reviews_added",
      outcomes[4].settled === 1,
    ].filter(Boolean);
    expect(grown).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ ok: true, purpose: "more_reviews", givenBack: false });
    expect(await campaignOf(owner.campaignId)).toMatchObject({
      targetReviews: 15,
      cost: price(15),
    });
    const added = await addedPayments(owner.campaignId);
    expect(added).toMatchObject([
      { amount: price(5), provider: "razorpay", status: "succeeded", gatewayPaymentId: payment.id },
    ]);
    const invoices = await held.testDb.db
      .select({ totalPaise: taxDocuments.totalPaise })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.paymentId, added[0]?.id ?? ""), eq(taxDocuments.kind, "invoice")));
    expect(invoices).toEqual([{ totalPaise: pricePaise(5) }]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("changes nothing for a failed payment, and grows the campaign when a retry is captured", async () => {
    const owner = await approvedCampaign(10);
    const order = await orderToAdd(owner, 3);
    const failed = held.fake.pay(order.orderId, "failed").payment;
    expect(await receiveWebhook(held.testDb.db, held.fake.webhook("payment.failed", failed))).toBe(
      "payment_not_captured",
    );
    expect(await campaignOf(owner.campaignId)).toMatchObject({
      targetReviews: 10,
      cost: price(10),
    });
    expect(await addedPayments(owner.campaignId)).toEqual([]);
    const { checkout } = held.fake.pay(order.orderId);
    expect(await confirm(owner.businessId, checkout)).toMatchObject({ ok: true, created: true });
    expect(await campaignOf(owner.campaignId)).toMatchObject({ targetReviews: 13 });
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("gives the payment back when the campaign ended with its unfilled slots refunded meanwhile", async () => {
    const owner = await approvedCampaign(10);
    const order = await orderToAdd(owner, 5);
    const afterTheEnd = new Date(Date.now() + 365 * 86_400_000);
    await endFinishedCampaigns(held.testDb.db, { now: afterTheEnd });
    expect(await campaignOf(owner.campaignId)).toMatchObject({ status: "completed" });
    const { payment, checkout } = held.fake.pay(order.orderId);
    expect(
      await receiveWebhook(held.testDb.db, held.fake.webhook("payment.captured", payment)),
    ).toBe("reviews_given_back");
    // The browser arriving after the webhook is told the same.
    expect(await confirm(owner.businessId, checkout)).toMatchObject({
      ok: true,
      created: false,
      givenBack: true,
    });
    expect(await campaignOf(owner.campaignId)).toMatchObject({
      targetReviews: 10,
      status: "completed",
    });
    const [added] = await addedPayments(owner.campaignId);
    expect(added).toMatchObject({
      amount: price(5),
      status: "refunded",
      gatewayPaymentId: payment.id,
    });
    const [given] = await held.testDb.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, added?.id ?? ""));
    expect(given).toMatchObject({
      amount: price(5),
      reason: "reviews_not_added",
      status: "pending",
    });
    await sendDueRefunds(held.testDb.db, { gateway: held.gateway });
    const atGateway = [...held.fake.refunds.values()].filter(
      (refund) => refund.payment_id === payment.id,
    );
    expect(atGateway.map((refund) => refund.amount)).toEqual([pricePaise(5)]);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });

  it("gives back the second of two orders paid for more than 1000 reviews in all", async () => {
    const owner = await approvedCampaign(10);
    const first = await orderToAdd(owner, 600);
    const second = await orderToAdd(owner, 500);
    const firstPaid = held.fake.pay(first.orderId).checkout;
    const secondPaid = held.fake.pay(second.orderId).checkout;
    expect(await confirm(owner.businessId, firstPaid)).toMatchObject({ givenBack: false });
    expect(await confirm(owner.businessId, secondPaid)).toMatchObject({ givenBack: true });
    expect(await campaignOf(owner.campaignId)).toMatchObject({ targetReviews: 610 });
    const added = await addedPayments(owner.campaignId);
    expect(added.map((payment) => [payment.amount, payment.status]).sort()).toEqual([
      [price(500), "refunded"],
      [price(600), "succeeded"],
    ]);
    const credited = await held.testDb.db.execute(
      sql`select count(*)::int as n from tax_documents where kind = 'credit_note' and campaign_id = ${owner.campaignId}`,
    );
    expect((credited as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    await expectMoneyInvariants(held.testDb.db, businesses);
  });
});
