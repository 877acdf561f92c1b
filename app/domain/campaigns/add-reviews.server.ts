import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns, payments, refunds } from "~/db/schema";
import { issueInvoice } from "~/domain/money/invoices/issue-tax-documents.server";
import { refundAddedReviewsPayment } from "~/domain/money/payments/refund-campaign-payments.server";
import { campaignCost, MAX_TARGET } from "~/domain/money/rupees";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import { getBusinessCampaign } from "./business-campaigns.server";
import type { Campaign, CampaignDeps } from "./create-campaign.server";
import { campaignDay, extendedSchedule } from "./daily-schedule";
import { lockManagedCampaign } from "./lock-managed-campaign.server";
import { changeEvents } from "./pause-campaign.server";

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

const growable = ["active", "paused", "completed"] as const;

/** How many reviews can still be added to a campaign of this target. */
export function reviewsAddable(targetReviews: number): number {
  return Math.max(0, MAX_TARGET - targetReviews);
}

/**
 * 'Add reviews' (issue 30, decision 051): the business pays for `count` more reviews as for a new
 * campaign (the same PaymentProvider, the request id as idempotency key), and in one transaction
 * its target, cost and schedule grow (extendedSchedule) with a payment row. A completed campaign
 * runs again. The charge happens before the transaction, as createCampaign's does.
 */
export async function addReviews(
  db: DbOrTx,
  deps: CampaignDeps,
  input: { campaignId: string; businessId: string; requestId: string; count: number },
): Promise<AddReviewsResult> {
  if (!isUuid(input.requestId)) return { ok: false, reason: "invalid_count" };
  if ((await findRole(db, input.businessId)) !== "business")
    return { ok: false, reason: "not_found" };
  const earlier = await findPayment(db, input.requestId);
  if (earlier) return repeated(db, earlier, input.businessId);
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
    const locked = await lockManagedCampaign(tx, {
      campaignId: input.campaignId,
      actorId: input.businessId,
    });
    if (!locked) return { ok: false, reason: "not_found" };
    const { campaign } = locked;
    // Changed since the charge (another tab added reviews, the admin stopped it, it ended): paid back.
    const refusedNow =
      refusalToAdd(campaign, input.count) ??
      ((await endedUnfilled(tx, campaign.id)) ? ("ended" as const) : null);
    const [payment] = await tx
      .insert(payments)
      .values({
        campaignId: campaign.id,
        businessId: input.businessId,
        amount,
        provider: deps.payments.name,
        status: "succeeded",
        purpose: "more_reviews",
        requestId: input.requestId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: payments.requestId })
      .returning({ id: payments.id });
    if (!payment) {
      const winner = await findPayment(tx, input.requestId);
      return winner
        ? repeated(tx, winner, input.businessId)
        : { ok: false, reason: "request_taken" };
    }
    // Every payment row has its invoice, and one given back at once its refund and credit note too.
    await issueInvoice(tx, {
      id: payment.id,
      businessId: input.businessId,
      campaignId: campaign.id,
      amount,
      purpose: "more_reviews",
      createdAt: now,
    });
    if (refusedNow) {
      await refundAddedReviewsPayment(tx, { campaignId: campaign.id, paymentId: payment.id, now });
      return { ok: false, reason: refusedNow };
    }
    const today = campaign.startDate ? campaignDay(campaign.startDate, now) : 0;
    const schedule = extendedSchedule(campaign.distributionSchedule, today, input.count);
    const targetReviews = campaign.targetReviews + input.count;
    const [after] = await tx
      .update(campaigns)
      .set({
        targetReviews,
        cost: sql`${campaigns.cost} + ${amount}`,
        distributionDays: schedule.length,
        distributionSchedule: schedule,
        status: campaign.status === "completed" ? "active" : campaign.status,
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    if (!after) throw new Error(`locked campaign ${campaign.id} vanished`);
    await tx.insert(auditEvents).values({
      type: "campaign_reviews_added",
      profileId: input.businessId,
      detail: { campaignId: campaign.id, added: input.count, targetReviews },
    });
    await publishEvents(tx, changeEvents(campaign, after, now));
    return { ok: true, targetReviews, created: true };
  });
}

/**
 * A campaign that ended with its unfilled slots refunded (decision 059) takes no more: reopening
 * it would open the refunded slots again for free. The business starts a new campaign.
 */
async function endedUnfilled(db: DbOrTx, campaignId: string): Promise<boolean> {
  const [refund] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.campaignId, campaignId), eq(refunds.reason, "unfilled_slots")))
    .limit(1);
  return refund !== undefined;
}

/** Why `count` more reviews cannot be added to this campaign now, or null when they can. */
function refusalToAdd(
  campaign: Pick<Campaign, "status" | "targetReviews">,
  count: number,
): "not_approved" | "invalid_count" | null {
  if (!(growable as readonly string[]).includes(campaign.status)) return "not_approved";
  const fits = Number.isSafeInteger(count) && count >= 1;
  return fits && count <= reviewsAddable(campaign.targetReviews) ? null : "invalid_count";
}

/** The same form sent again answers as the first time; another business's key is refused. */
async function repeated(
  db: DbOrTx,
  payment: { campaignId: string; businessId: string },
  businessId: string,
): Promise<AddReviewsResult> {
  if (payment.businessId !== businessId) return { ok: false, reason: "request_taken" };
  const campaign = await getBusinessCampaign(db, { businessId, campaignId: payment.campaignId });
  if (!campaign) return { ok: false, reason: "request_taken" };
  return { ok: true, targetReviews: campaign.targetReviews, created: false };
}

async function findPayment(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({ campaignId: payments.campaignId, businessId: payments.businessId })
    .from(payments)
    .where(eq(payments.requestId, requestId))
    .limit(1);
  return row;
}
