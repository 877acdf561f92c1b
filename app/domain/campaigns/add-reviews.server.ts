import type { DbOrTx } from "~/db/client.server";
import { campaignCost } from "~/domain/money/rupees";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { getBusinessCampaign } from "./business-campaigns.server";
import type { CampaignDeps } from "./create-campaign.server";
import {
  answerRepeatedAdd,
  endedUnfilled,
  findAddedPayment,
  growCampaign,
  refusalToAdd,
} from "./grow-campaign.server";

export { reviewsAddable } from "./grow-campaign.server";

export type AddReviewsResult =
  | { ok: true; targetReviews: number; created: boolean }
  | {
      ok: false;
      reason:
        | "not_found"
        | "not_approved"
        | "ended"
        | "invalid_count"
        | "payment_failed"
        | "request_taken";
    };

export const addReviewsRefusals = {
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_approved: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignAnswers.notAddable",
  },
  invalid_count: {
    status: 400,
    field: "count",
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignDialogs.addInvalid",
  },
  payment_failed: {
    status: 402,
    title: "business.paymentFailedTitle",
    message: "business.paymentFailedText",
  },
  request_taken: { status: 409, title: "business.formUsedTitle", message: "business.formUsedText" },
  ended: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "payments.addReviewsEndedText",
  },
} as const satisfies Refusals<ReasonOf<AddReviewsResult>, "count">;

/**
 * 'Add reviews' (issue 30, decision 051): the business pays for `count` more reviews as for a new
 * campaign (the same PaymentProvider, the request id as idempotency key), and in one transaction
 * its target, cost and schedule grow (extendedSchedule) with a payment row. A completed campaign
 * runs again. The charge happens before the transaction, as createCampaign's does; the growing is
 * growCampaign's, shared with the gateway's order (add-reviews-orders.server.ts).
 */
export async function addReviews(
  db: DbOrTx,
  deps: CampaignDeps,
  input: { campaignId: string; businessId: string; requestId: string; count: number },
): Promise<AddReviewsResult> {
  if (!isUuid(input.requestId)) return { ok: false, reason: "invalid_count" };
  if ((await findRole(db, input.businessId)) !== "business")
    return { ok: false, reason: "not_found" };
  const earlier = await findAddedPayment(db, input.requestId);
  if (earlier) return answerRepeatedAdd(db, earlier, input.businessId);
  const current = await getBusinessCampaign(db, input);
  if (!current) return { ok: false, reason: "not_found" };
  const refused = refusalToAdd(current, input.count);
  if (refused) return { ok: false, reason: refused };
  if (await endedUnfilled(db, input.campaignId)) return { ok: false, reason: "ended" };
  const amount = campaignCost(input.count);
  const charge = await deps.payments.charge({
    amount,
    businessId: input.businessId,
    reference: input.requestId,
  });
  if (charge.status !== "succeeded") return { ok: false, reason: "payment_failed" };
  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx): Promise<AddReviewsResult> => {
    const grown = await growCampaign(tx, {
      ...input,
      amount,
      payment: { provider: deps.payments.name, gatewayPaymentId: null },
      now,
    });
    return grown.ok ? grown : { ok: false, reason: grown.reason };
  });
}
