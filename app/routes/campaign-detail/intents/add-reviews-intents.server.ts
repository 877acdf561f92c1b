import { data } from "react-router";
import { addReviews, reviewsAddable } from "~/domain/campaigns/add-reviews.server";
import { getBusinessCampaign } from "~/domain/campaigns/business-campaigns.server";
import {
  billingDetailsNeeded,
  billingDetailsNeededRefusal,
} from "~/domain/money/invoices/billing-details.server";
import {
  startAddReviewsOrder,
  startAddReviewsOrderRefusals,
} from "~/domain/orders/add-reviews-orders.server";
import {
  confirmCampaignPayment,
  confirmCampaignPaymentRefusals,
} from "~/domain/orders/confirm-campaign-payment.server";
import { parseWholeNumber } from "~/forms/text";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import { readCheckoutAnswer } from "~/http/read-checkout-answer.server";
import type { ActionResult, CampaignDetailIntentArgs } from "../campaign-detail-intents";
import { answer, refuse } from "./owner-answers.server";

/**
 * Add reviews: paid as a new campaign is, the schedule extended. Simulated: charged and grown at
 * once; Razorpay: the answer is the order the dialog's Checkout pays (decision 057, update).
 */
export async function addReviewsIntent(args: CampaignDetailIntentArgs) {
  const { db, payments, gateway } = getServices(args.context);
  const count = parseWholeNumber(String(args.form.get("count") ?? ""), { min: 1, max: 1000 });
  const input = {
    campaignId: args.campaignId,
    businessId: args.businessId,
    requestId: String(args.form.get("requestId") ?? ""),
    count: count ?? 0,
  };
  if (count === null) return refuseToAdd(args, "invalid_count");
  // The invoice is issued when the payment lands: its recipient's details come first (decision 089).
  if (await billingDetailsNeeded(db, { businessId: args.businessId })) {
    return refuse(args, billingDetailsNeededRefusal);
  }
  if (gateway) {
    const started = await startAddReviewsOrder(db, { gateway }, input);
    if (!started.ok) return refuseToAdd(args, started.reason);
    if ("order" in started) return { toast: null, checkout: started.order } satisfies ActionResult;
    return added(args, started.targetReviews);
  }
  const outcome = await addReviews(db, { payments }, input);
  if (!outcome.ok) return refuseToAdd(args, outcome.reason);
  return added(args, outcome.targetReviews);
}

/**
 * Checkout's answer from the dialog: the signature, then the gateway's word, then the campaign
 * grown once (or the payment given back when the campaign changed since the order).
 */
export async function confirmAddReviewsIntent(args: CampaignDetailIntentArgs) {
  const services = getServices(args.context);
  const { db, gateway } = services;
  if (!gateway) return data({ toast: null } satisfies ActionResult, 404);
  const outcome = await confirmCampaignPayment(
    db,
    { gateway },
    { businessId: args.businessId, ...readCheckoutAnswer(args.form) },
  );
  if (!outcome.ok) return refuse(args, confirmCampaignPaymentRefusals[outcome.reason]);
  if (outcome.purpose !== "more_reviews" || outcome.campaign.id !== args.campaignId) {
    return refuse(args, confirmCampaignPaymentRefusals.unknown_order);
  }
  if (outcome.givenBack) {
    if (outcome.created) services.wakeRefunds?.();
    return refuse(args, addedReviewsGivenBack);
  }
  return added(args, outcome.campaign.targetReviews);
}

/** Captured, but the campaign changed since the order: the payment is on its way back. */
const addedReviewsGivenBack = {
  status: 409,
  title: "payments.addReviewsGivenBackTitle",
  message: "payments.addReviewsGivenBackText",
} as const;

function added(args: CampaignDetailIntentArgs, targetReviews: number) {
  return answer(args, {
    title: "ownerCampaignAnswers.addedTitle",
    description: "ownerCampaignAnswers.addedText",
    values: { target: targetReviews },
  });
}

async function refuseToAdd(
  args: CampaignDetailIntentArgs,
  reason: keyof typeof startAddReviewsOrderRefusals,
) {
  const campaign = await getBusinessCampaign(getServices(args.context).db, args);
  const max = reviewsAddable(campaign?.targetReviews ?? 0);
  const refusal = { ...startAddReviewsOrderRefusals[reason], values: { max } };
  // A count the dialog shows at its field (the dialog's words are in the page by then).
  if (reason === "invalid_count") return answerRefusal(refusal, { fields: ["count"] });
  return refuse(args, refusal);
}
