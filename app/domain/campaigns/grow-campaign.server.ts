import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaigns, payments, refunds } from "~/db/schema";
import { issueInvoice } from "~/domain/money/invoices/issue-tax-documents.server";
import { refundAddedReviewsPayment } from "~/domain/money/payments/refund-campaign-payments.server";
import { MAX_TARGET } from "~/domain/money/rupees";
import { publishEvents } from "~/events/bus.server";
import { getBusinessCampaign } from "./business-campaigns.server";
import type { Campaign } from "./create-campaign.server";
import { campaignDay, extendedSchedule } from "./daily-schedule";
import { lockManagedCampaign } from "./lock-managed-campaign.server";
import { changeEvents } from "./pause-campaign.server";

/** Why reviews could not be added to a campaign that was (or would have been) paid for. */
export type AddRefusedReason = "not_approved" | "invalid_count" | "ended";

export type GrowCampaignResult =
  | { ok: true; targetReviews: number; created: boolean }
  | { ok: false; reason: AddRefusedReason | "not_found" | "request_taken"; givenBack?: true };

const growable = ["active", "paused", "completed"] as const;

/** How many reviews can still be added to a campaign of this target. */
export function reviewsAddable(targetReviews: number): number {
  return Math.max(0, MAX_TARGET - targetReviews);
}

/**
 * A paid 'Add reviews' (simulated charge or captured gateway payment) in the caller's transaction:
 * the campaign is locked, the payment and its invoice written, then the target, cost and schedule
 * grow (extendedSchedule); a campaign changed since the payment gets it back instead.
 */
export async function growCampaign(
  tx: Transaction,
  input: {
    campaignId: string;
    businessId: string;
    requestId: string;
    count: number;
    amount: number;
    payment: { provider: string; gatewayPaymentId: string | null };
    now: Date;
  },
): Promise<GrowCampaignResult> {
  const { amount, now } = input;
  const locked = await lockManagedCampaign(tx, {
    campaignId: input.campaignId,
    actorId: input.businessId,
  });
  if (!locked) return { ok: false, reason: "not_found" };
  const { campaign } = locked;
  // Changed since the payment (another tab added reviews, the admin stopped it, it ended): paid back.
  const refusedNow =
    refusalToAdd(campaign, input.count) ??
    ((await endedUnfilled(tx, campaign.id)) ? ("ended" as const) : null);
  const [payment] = await tx
    .insert(payments)
    .values({
      campaignId: campaign.id,
      businessId: input.businessId,
      amount,
      provider: input.payment.provider,
      gatewayPaymentId: input.payment.gatewayPaymentId,
      status: "succeeded",
      purpose: "more_reviews",
      requestId: input.requestId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: payments.requestId })
    .returning({ id: payments.id });
  if (!payment) {
    const winner = await findAddedPayment(tx, input.requestId);
    return winner
      ? answerRepeatedAdd(tx, winner, input.businessId)
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
    return { ok: false, reason: refusedNow, givenBack: true };
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
}

/**
 * A campaign that ended with its unfilled slots refunded (decision 059) takes no more: reopening
 * it would open the refunded slots again for free. The business starts a new campaign.
 */
export async function endedUnfilled(db: DbOrTx, campaignId: string): Promise<boolean> {
  const [refund] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.campaignId, campaignId), eq(refunds.reason, "unfilled_slots")))
    .limit(1);
  return refund !== undefined;
}

/** Why `count` more reviews cannot be added to this campaign now, or null when they can. */
export function refusalToAdd(
  campaign: Pick<Campaign, "status" | "targetReviews">,
  count: number,
): "not_approved" | "invalid_count" | null {
  if (!(growable as readonly string[]).includes(campaign.status)) return "not_approved";
  const fits = Number.isSafeInteger(count) && count >= 1;
  return fits && count <= reviewsAddable(campaign.targetReviews) ? null : "invalid_count";
}

/** The same form sent again answers as the first time; another business's key is refused. */
export async function answerRepeatedAdd(
  db: DbOrTx,
  payment: { campaignId: string; businessId: string },
  businessId: string,
): Promise<GrowCampaignResult> {
  if (payment.businessId !== businessId) return { ok: false, reason: "request_taken" };
  const campaign = await getBusinessCampaign(db, { businessId, campaignId: payment.campaignId });
  if (!campaign) return { ok: false, reason: "request_taken" };
  return { ok: true, targetReviews: campaign.targetReviews, created: false };
}

export async function findAddedPayment(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({ campaignId: payments.campaignId, businessId: payments.businessId })
    .from(payments)
    .where(eq(payments.requestId, requestId))
    .limit(1);
  return row;
}
