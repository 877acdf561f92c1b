import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { type paymentOrders, payments, refunds } from "~/db/schema";
import { growCampaign } from "./grow-campaign.server";
import { markOrderPaid } from "./mark-order-paid.server";

/** What an 'Add reviews' order keeps until its payment is captured. */
export type AddReviewsOrderDetails = { count: number };

/** How a captured 'Add reviews' payment ended: reviews added, or given back (refused). */
export type AddReviewsSettlement = { created: boolean; givenBack: boolean };

/**
 * A captured payment of a locked 'Add reviews' order (decision 057, update): the campaign grows
 * through growCampaign, as a simulated 'Add reviews' does, or the payment is given back when the
 * campaign changed since the order; either way the order is paid, once.
 */
export async function settleAddReviewsOrder(
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
export async function settledAddReviews(
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
