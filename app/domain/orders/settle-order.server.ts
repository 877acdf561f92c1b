import { and, eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { campaigns, paymentOrders, payments, refunds } from "~/db/schema";
import { type Campaign, insertPendingCampaign } from "~/domain/campaigns/create-campaign.server";
import { growCampaign } from "~/domain/campaigns/grow-campaign.server";
import type { GatewayPayment } from "~/domain/money/payments/payment-gateway.server";
import {
  recordUnappliedPayment,
  releaseWaitingPayments,
} from "~/domain/money/payments/unapplied-payments.server";
import type { CampaignOrderDetails } from "./campaign-orders.server";

export type SettleOrderResult =
  | {
      ok: true;
      campaign: Campaign;
      created: boolean;
      purpose: "campaign" | "more_reviews";
      /** More reviews paid for a campaign that changed since the order: the payment given back. */
      givenBack: boolean;
    }
  | { ok: false; reason: "unknown_order" | "not_captured" | "amount_mismatch" };

/**
 * Settles an order by what the gateway says of one of its payments, in the caller's transaction:
 * captured → the campaign and its payment (or, for more reviews, the campaign grown), exactly once
 * whoever comes first (browser, webhook, job), since the order row is locked first; failed → the
 * order waits for another attempt.
 */
export async function settleCampaignOrder(
  tx: Transaction,
  input: { gateway: string; payment: GatewayPayment; now: Date },
): Promise<SettleOrderResult> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.gateway, input.gateway),
        eq(paymentOrders.gatewayOrderId, input.payment.orderId),
      ),
    )
    .for("update");
  if (!order) return { ok: false, reason: "unknown_order" };
  const { purpose } = order;
  const unapplied = { order, gateway: input.gateway, payment: input.payment, now: input.now };
  const orderCampaign = async () => {
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, order.campaignId ?? sql`null`));
    if (!campaign) throw new Error(`paid order ${order.id} has no campaign`);
    return campaign;
  };
  if (order.status === "paid") {
    // Another payment captured on a paid order: recorded and given back whole (decision 088).
    if (input.payment.status === "captured" && input.payment.id !== order.gatewayPaymentId) {
      await recordUnappliedPayment(tx, { ...unapplied, reason: "second_payment", due: true });
    }
    const { givenBack } =
      purpose === "more_reviews" ? await settledAddReviews(tx, order) : { givenBack: false };
    return { ok: true, campaign: await orderCampaign(), created: false, purpose, givenBack };
  }
  if (input.payment.status !== "captured") {
    if (input.payment.status === "failed" && order.status === "created") {
      await tx
        .update(paymentOrders)
        .set({ status: "failed" })
        .where(eq(paymentOrders.id, order.id));
    }
    return { ok: false, reason: "not_captured" };
  }
  if (input.payment.amountPaise !== order.amount * 100) {
    // A short payment never pays the order; it is given back when the order closes (088).
    const due = order.status === "abandoned";
    await recordUnappliedPayment(tx, { ...unapplied, reason: "short_payment", due });
    return { ok: false, reason: "amount_mismatch" };
  }
  if (purpose === "more_reviews") {
    const settled = await settleAddReviewsOrder(tx, {
      order,
      gateway: input.gateway,
      gatewayPaymentId: input.payment.id,
      now: input.now,
    });
    return { ok: true, campaign: await orderCampaign(), purpose, ...settled };
  }
  const details = order.details as CampaignOrderDetails;
  const outcome = await insertPendingCampaign(tx, {
    businessId: order.businessId,
    requestId: order.requestId,
    fields: details.fields,
    marks: details.marks,
    payment: { provider: input.gateway, gatewayPaymentId: input.payment.id },
    now: input.now,
  });
  if (!outcome.ok) throw new Error(`order ${order.id} could not become a campaign`);
  await markOrderPaid(tx, {
    orderId: order.id,
    campaignId: outcome.campaign.id,
    gatewayPaymentId: input.payment.id,
    now: input.now,
  });
  return { ok: true, campaign: outcome.campaign, created: true, purpose, givenBack: false };
}

/** What an 'Add reviews' order keeps until its payment is captured. */
export type AddReviewsOrderDetails = { count: number };

/** How a captured 'Add reviews' payment ended: reviews added, or given back (refused). */
type AddReviewsSettlement = { created: boolean; givenBack: boolean };

/**
 * A captured payment of a locked 'Add reviews' order (decision 057, update): the campaign grows
 * through growCampaign, as a simulated 'Add reviews' does, or the payment is given back when the
 * campaign changed since the order; either way the order is paid, once.
 */
async function settleAddReviewsOrder(
  tx: Transaction,
  input: {
    order: typeof paymentOrders.$inferSelect;
    gateway: string;
    gatewayPaymentId: string;
    now: Date;
  },
): Promise<AddReviewsSettlement> {
  const { order } = input;
  if (!order.campaignId) throw new Error(`more-reviews order ${order.id} has no campaign`);
  const details = order.details as AddReviewsOrderDetails;
  const grown = await growCampaign(tx, {
    campaignId: order.campaignId,
    businessId: order.businessId,
    requestId: order.requestId,
    count: details.count,
    amount: order.amount,
    payment: { provider: input.gateway, gatewayPaymentId: input.gatewayPaymentId },
    now: input.now,
  });
  if (!grown.ok && !grown.givenBack) {
    throw new Error(`order ${order.id} could not add reviews: ${grown.reason}`);
  }
  await markOrderPaid(tx, {
    orderId: order.id,
    campaignId: order.campaignId,
    gatewayPaymentId: input.gatewayPaymentId,
    now: input.now,
  });
  return { created: true, givenBack: !grown.ok };
}

/** A paid order answered again: was its payment given back? */
async function settledAddReviews(
  tx: Transaction,
  order: typeof paymentOrders.$inferSelect,
): Promise<AddReviewsSettlement> {
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.requestId, order.requestId), eq(refunds.reason, "reviews_not_added")))
    .limit(1);
  return { created: false, givenBack: refund !== undefined };
}

/**
 * A locked order settled by its captured payment: paid, for its campaign, once; a short payment
 * that waited on it is owed back now (decision 088).
 */
async function markOrderPaid(
  tx: Transaction,
  input: { orderId: string; campaignId: string; gatewayPaymentId: string; now: Date },
) {
  await tx
    .update(paymentOrders)
    .set({
      status: "paid",
      campaignId: input.campaignId,
      gatewayPaymentId: input.gatewayPaymentId,
      settledAt: input.now,
    })
    .where(
      and(
        eq(paymentOrders.id, input.orderId),
        inArray(paymentOrders.status, ["created", "failed", "abandoned"]),
      ),
    );
  await releaseWaitingPayments(tx, { orderId: input.orderId, now: input.now });
}
