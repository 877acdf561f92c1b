import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaigns, payments, profiles } from "~/db/schema";
import {
  type RejectionReasonRefusal,
  readRejectionReason,
} from "~/domain/moderation/rejection-reason";
import type { PaymentProvider } from "~/domain/money/payments/payment-provider.server";
import { campaignCost, MAX_TARGET, MIN_TARGET } from "~/domain/money/rupees";
import type { City } from "~/domain/shared/city";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { type ClientTraits, hashClient } from "~/domain/trust/hash-client.server";
import { recordClientMarks } from "~/domain/trust/record-client-marks.server";
import { publishEvents } from "~/events/bus.server";
import { campaignOpenedEvents } from "./campaign-events.server";
import { businessNameField, cityField, mapsLinkField, topicListField } from "./campaign-form";
import { distributionDays, distributionSchedule } from "./daily-schedule";

export { campaignFormSchema } from "./campaign-form";

export type Campaign = typeof campaigns.$inferSelect;

export type CampaignDeps = {
  payments: PaymentProvider;
  now?: () => Date;
  /** Salts the business's network and device before they are kept as its marks (decision 027). */
  clientSalt?: string;
};

export type CreateCampaignInput = {
  businessId: string;
  /** Idempotency key of the form submission (a UUID made when the form is shown). */
  requestId: string;
  businessName: string;
  mapsLink: string;
  topics: string[];
  city: City;
  targetReviews: number;
  /** The business's client, remembered as salted marks so reviews from it can be pointed out. */
  client?: ClientTraits;
};

export type CreateCampaignResult =
  | { ok: true; campaign: Campaign; created: boolean }
  | { ok: false; reason: "not_business" | "payment_failed" | "request_taken" | "invalid_input" };

export type CampaignDecisionResult =
  | { ok: true; campaign: Campaign }
  | { ok: false; reason: "not_found" | "not_pending" | "not_admin" };

export type RejectCampaignResult =
  /** `refunded`: the rupees given back to the business (its succeeded payments). */
  | { ok: true; campaign: Campaign; refunded: number }
  | { ok: false; reason: "not_found" | "not_pending" | "not_admin" | RejectionReasonRefusal };

/**
 * Charges the business and creates its campaign, pending approval, with a payment record.
 * The same requestId always answers with the campaign it created first (created: false).
 */
export async function createCampaign(
  db: DbOrTx,
  deps: CampaignDeps,
  input: CreateCampaignInput,
): Promise<CreateCampaignResult> {
  const fields = validCampaignInput(input);
  if (!isUuid(input.requestId) || !fields) return { ok: false, reason: "invalid_input" };
  if ((await findRole(db, input.businessId)) !== "business") {
    return { ok: false, reason: "not_business" };
  }
  const earlier = await findByRequestId(db, input.requestId);
  if (earlier) return repeatedRequest(earlier, input.businessId);

  const cost = campaignCost(fields.targetReviews);
  const charge = await deps.payments.charge({
    amount: cost,
    businessId: input.businessId,
    reference: input.requestId,
  });
  if (charge.status !== "succeeded") return { ok: false, reason: "payment_failed" };

  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx): Promise<CreateCampaignResult> => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        businessId: input.businessId,
        requestId: input.requestId,
        ...fields,
        cost,
        status: "pending_approval",
        distributionDays: distributionDays(fields.targetReviews),
        distributionSchedule: distributionSchedule(fields.targetReviews),
        createdAt: now,
      })
      // A concurrent call with the same key got in first: its campaign is the answer.
      .onConflictDoNothing({ target: campaigns.requestId })
      .returning();
    if (!campaign) {
      const winner = await findByRequestId(tx, input.requestId);
      if (!winner) throw new Error(`campaign of request ${input.requestId} vanished`);
      return repeatedRequest(winner, input.businessId);
    }
    await tx.insert(payments).values({
      campaignId: campaign.id,
      businessId: input.businessId,
      amount: cost,
      provider: deps.payments.name,
      status: "succeeded",
      createdAt: now,
    });
    await tx
      .update(profiles)
      .set({ businessName: fields.businessName })
      .where(and(eq(profiles.id, input.businessId), isNull(profiles.businessName)));
    await recordClientMarks(tx, {
      profileId: input.businessId,
      hashes: hashClient(input.client, deps.clientSalt),
      now,
    });
    await publishEvents(tx, [{ to: { role: "admin" }, topics: ["campaign-queue"] }]);
    return { ok: true, campaign, created: true };
  });
}

/** Admin approval: a pending campaign goes live today; anything else stays as it is. */
export async function approveCampaign(
  db: DbOrTx,
  input: { campaignId: string; adminId: string; now?: Date },
): Promise<CampaignDecisionResult> {
  const now = input.now ?? new Date();
  return decidePendingCampaign(db, {
    campaignId: input.campaignId,
    adminId: input.adminId,
    set: { status: "active", startDate: now },
    auditType: "campaign_approved",
  });
}

/**
 * Admin rejection of a pending campaign, with the reason its business will read (the rules of a
 * review's rejection reason). The campaign's payment is refunded in the same transaction, so a
 * rejected campaign never keeps the business's money and a refund never outlives a failed
 * rejection. Decision 029.
 */
export async function rejectCampaign(
  db: DbOrTx,
  input: { campaignId: string; adminId: string; reason: string; now?: Date },
): Promise<RejectCampaignResult> {
  const now = input.now ?? new Date();
  const read = readRejectionReason(input.reason);
  return db.transaction(async (tx): Promise<RejectCampaignResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!read.ok) return { ok: false, reason: read.refusal };
    const decided = await decidePendingCampaign(tx, {
      campaignId: input.campaignId,
      adminId: input.adminId,
      set: { status: "rejected", rejectionReason: read.reason },
      auditType: "campaign_rejected",
    });
    if (!decided.ok) return decided;
    const refunded = await refundCampaignPayments(tx, { campaignId: decided.campaign.id, now });
    return { ok: true, campaign: decided.campaign, refunded };
  });
}

/** Marks the campaign's succeeded payments refunded at `now`; answers the rupees given back. */
async function refundCampaignPayments(
  tx: Transaction,
  input: { campaignId: string; now: Date },
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: input.now })
    .where(and(eq(payments.campaignId, input.campaignId), eq(payments.status, "succeeded")))
    .returning({ amount: payments.amount });
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/**
 * Locks the campaign of a review whose status is about to change, as a submission locks it
 * (campaignSlotFor). Every such transaction takes the campaign row first and the review after:
 * a submission holding the campaign may need a review of it (the foreign key of a copy flag, a
 * neighbour's risk score), so a decision holding that review while waiting for the campaign
 * would deadlock with it. A review's campaign never changes, so the unlocked read of it is exact.
 */
export async function lockCampaignOfReview(tx: Transaction, reviewId: string): Promise<void> {
  await tx.execute(sql`select id from campaigns
    where id = (select campaign_id from reviews where id = ${reviewId}) for update`);
}

/**
 * Marks an active campaign completed once its approved reviews reach the target. Runs inside
 * the transaction that approved the review, so progress and status never disagree.
 */
export async function completeCampaignIfReached(
  tx: Transaction,
  input: { campaignId: string },
): Promise<boolean> {
  const completed = await tx
    .update(campaigns)
    .set({ status: "completed" })
    .where(
      and(
        eq(campaigns.id, input.campaignId),
        eq(campaigns.status, "active"),
        sql`${campaigns.completedReviews} >= ${campaigns.targetReviews}`,
      ),
    )
    .returning({ id: campaigns.id });
  return completed.length > 0;
}

/**
 * Moves a campaign out of pending_approval with one conditional UPDATE, so that two admins
 * deciding at once (or one clicking twice) move it once.
 */
async function decidePendingCampaign(
  db: DbOrTx,
  input: {
    campaignId: string;
    adminId: string;
    set: { status: "active"; startDate: Date } | { status: "rejected"; rejectionReason: string };
    auditType: "campaign_approved" | "campaign_rejected";
  },
): Promise<CampaignDecisionResult> {
  return db.transaction(async (tx): Promise<CampaignDecisionResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.campaignId)) return { ok: false, reason: "not_found" };
    const [campaign] = await tx
      .update(campaigns)
      .set(input.set)
      .where(and(eq(campaigns.id, input.campaignId), eq(campaigns.status, "pending_approval")))
      .returning();
    if (!campaign) {
      const [current] = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(eq(campaigns.id, input.campaignId))
        .limit(1);
      return { ok: false, reason: current ? "not_pending" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: input.auditType,
      profileId: input.adminId,
      detail: { campaignId: campaign.id },
    });
    await publishEvents(tx, [
      { to: { profileId: campaign.businessId }, topics: ["my-campaigns"] },
      { to: { role: "admin" }, topics: ["campaign-queue"] },
      ...campaignOpenedEvents(campaign, new Date()),
    ]);
    return { ok: true, campaign };
  });
}

/** The create form's fields once parsed: what createCampaign accepts. */
const campaignInputSchema = z.object({
  businessName: businessNameField,
  mapsLink: mapsLinkField,
  topics: topicListField,
  city: cityField,
  targetReviews: z.number().int().min(MIN_TARGET).max(MAX_TARGET),
});

/** The fields cleaned as the form cleans them, or null: routes say which field first. */
function validCampaignInput(input: CreateCampaignInput) {
  const parsed = campaignInputSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

function repeatedRequest(campaign: Campaign, businessId: string): CreateCampaignResult {
  // A key is a random UUID shown to one business; another business can only have copied it,
  // and is told its form is used up (never shown the other campaign).
  if (campaign.businessId !== businessId) return { ok: false, reason: "request_taken" };
  return { ok: true, campaign, created: false };
}

async function findByRequestId(db: DbOrTx, requestId: string): Promise<Campaign | undefined> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.requestId, requestId))
    .limit(1);
  return campaign;
}
