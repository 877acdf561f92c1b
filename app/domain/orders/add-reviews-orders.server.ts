import type { DbOrTx } from "~/db/client.server";
import { type AddReviewsResult, addReviewsRefusals } from "~/domain/campaigns/add-reviews.server";
import { getBusinessCampaign } from "~/domain/campaigns/business-campaigns.server";
import {
  answerRepeatedAdd,
  endedUnfilled,
  findAddedPayment,
  refusalToAdd,
} from "~/domain/campaigns/grow-campaign.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { campaignCost } from "~/domain/money/rupees";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import {
  type CheckoutOrder,
  checkoutOrder,
  findOrderByRequest,
  openGatewayOrder,
  startCampaignOrderRefusals,
} from "./campaign-orders.server";
import type { AddReviewsOrderDetails } from "./settle-order.server";

type StartRefusedReason = Exclude<ReasonOf<AddReviewsResult>, "payment_failed"> | "gateway_down";

export type StartAddReviewsOrderResult =
  | { ok: true; order: CheckoutOrder }
  | { ok: true; targetReviews: number }
  | { ok: false; reason: StartRefusedReason };

/** 'Add reviews' own refusals (payment_failed for the simulated one), and a gateway that does not answer. */
export const startAddReviewsOrderRefusals = {
  ...addReviewsRefusals,
  gateway_down: startCampaignOrderRefusals.gateway_down,
} as const satisfies Refusals<StartRefusedReason | "payment_failed", "count">;

/**
 * 'Add reviews' with PAYMENTS=razorpay (decision 057, update): the same checks as a simulated one,
 * then an order of purpose more_reviews for count × ₹20, for the campaign from the start. Nothing
 * grows until its payment is captured (settleCampaignOrder). The dialog's request id always gets
 * the same order back; a paid one answers as the first time.
 */
export async function startAddReviewsOrder(
  db: DbOrTx,
  deps: { gateway: PaymentGateway; now?: () => Date },
  input: { campaignId: string; businessId: string; requestId: string; count: number },
): Promise<StartAddReviewsOrderResult> {
  if (!isUuid(input.requestId)) return { ok: false, reason: "invalid_count" };
  if ((await findRole(db, input.businessId)) !== "business") {
    return { ok: false, reason: "not_found" };
  }
  const earlier = await findOrderByRequest(db, input.requestId);
  if (earlier) return answerEarlierAddOrder(db, deps.gateway, earlier, input);
  const current = await getBusinessCampaign(db, input);
  if (!current) return { ok: false, reason: "not_found" };
  const refused = refusalToAdd(current, input.count);
  if (refused) return { ok: false, reason: refused };
  if (await endedUnfilled(db, input.campaignId)) return { ok: false, reason: "ended" };
  const details: AddReviewsOrderDetails = { count: input.count };
  const kept = await openGatewayOrder(db, deps, {
    businessId: input.businessId,
    purpose: "more_reviews",
    campaignId: input.campaignId,
    requestId: input.requestId,
    details,
    amount: campaignCost(input.count),
  });
  if (!kept) return { ok: false, reason: "gateway_down" };
  return answerEarlierAddOrder(db, deps.gateway, kept, input);
}

async function answerEarlierAddOrder(
  db: DbOrTx,
  gateway: PaymentGateway,
  order: Awaited<ReturnType<typeof findOrderByRequest>> & {},
  input: { campaignId: string; businessId: string },
): Promise<StartAddReviewsOrderResult> {
  const mine =
    order.businessId === input.businessId &&
    order.purpose === "more_reviews" &&
    order.campaignId === input.campaignId;
  if (!mine) return { ok: false, reason: "request_taken" };
  if (order.status === "paid") {
    const payment = await findAddedPayment(db, order.requestId);
    const answer = payment ? await answerRepeatedAdd(db, payment, input.businessId) : null;
    if (answer?.ok) return { ok: true, targetReviews: answer.targetReviews };
    return { ok: false, reason: "request_taken" };
  }
  return { ok: true, order: checkoutOrder(gateway, order) };
}
