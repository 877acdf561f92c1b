import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns } from "~/db/schema";
import { campaignOpenedEvents } from "~/domain/campaigns/campaign-events.server";
import type { Campaign } from "~/domain/campaigns/create-campaign.server";
import { refundCampaignPayments } from "~/domain/money/payments/refund-campaign-payments.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import {
  type RejectionReasonRefusal,
  readRejectionReason,
  rejectionReasonRefusals,
} from "./rejection-reason";

/*
 * The admin's decision on a pending campaign (SPEC §5): approval starts it today, rejection
 * refunds its payment in the same transaction (decision 029). A decision names the campaign's
 * version the admin saw, and is refused when its owner changed it since (decision 102).
 */

export type CampaignDecisionResult =
  | { ok: true; campaign: Campaign }
  | { ok: false; reason: "not_found" | "not_pending" | "changed" | "not_admin" };

export type RejectCampaignResult =
  /** `refunded`: the rupees given back to the business (its succeeded payments). */
  | { ok: true; campaign: Campaign; refunded: number }
  | {
      ok: false;
      reason: "not_found" | "not_pending" | "changed" | "not_admin" | RejectionReasonRefusal;
    };

const alreadyHandled = {
  status: 409,
  title: "admin.alreadyHandledTitle",
  message: "admin.alreadyHandledText",
} as const;

/** A campaign decision's refusals, as the Campaigns tab answers them. */
export const campaignDecisionRefusals = {
  not_found: { ...alreadyHandled, status: 404 },
  not_pending: alreadyHandled,
  /** Its owner changed it since the admin's page showed it: nothing decided, look again. */
  changed: {
    status: 409,
    title: "admin.campaignChangedTitle",
    message: "admin.campaignChangedText",
  },
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
} as const satisfies Refusals<ReasonOf<CampaignDecisionResult>>;

/** A rejection's refusals: a decision's, and the reason's (the dialog checks it first). */
export const rejectCampaignRefusals = {
  ...campaignDecisionRefusals,
  ...rejectionReasonRefusals,
  reason_required: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "admin.rejectReasonRequired",
  },
} as const satisfies Refusals<ReasonOf<RejectCampaignResult>, "reason">;

/**
 * What a decision was made on: the campaign's `version` as the admin's page showed it. Left out
 * only by callers that decide on whatever is current (tests, scripts); the admin's forms always
 * send it (decision 102).
 */
type SeenVersion = { version?: number };

/** A version the database can hold (a whole number of its integer column); others never match. */
export function isCampaignVersion(version: number): boolean {
  return Number.isInteger(version) && version >= 1 && version <= 2_147_483_647;
}

/** Admin approval: a pending campaign goes live today; anything else stays as it is. */
export async function approveCampaign(
  db: DbOrTx,
  input: { campaignId: string; adminId: string; now?: Date } & SeenVersion,
): Promise<CampaignDecisionResult> {
  const now = input.now ?? new Date();
  return decidePendingCampaign(db, {
    campaignId: input.campaignId,
    adminId: input.adminId,
    version: input.version,
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
  input: { campaignId: string; adminId: string; reason: string; now?: Date } & SeenVersion,
): Promise<RejectCampaignResult> {
  const now = input.now ?? new Date();
  const read = readRejectionReason(input.reason);
  return db.transaction(async (tx): Promise<RejectCampaignResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!read.ok) return { ok: false, reason: read.refusal };
    const decided = await decidePendingCampaign(tx, {
      campaignId: input.campaignId,
      adminId: input.adminId,
      version: input.version,
      set: { status: "rejected", rejectionReason: read.reason },
      auditType: "campaign_rejected",
    });
    if (!decided.ok) return decided;
    const refunded = await refundCampaignPayments(tx, {
      campaignId: decided.campaign.id,
      now,
      reason: "campaign_rejected",
    });
    return { ok: true, campaign: decided.campaign, refunded };
  });
}

/**
 * Moves a campaign out of pending_approval with one conditional UPDATE, so that two admins
 * deciding at once (or one clicking twice) move it once, and only while it is the version the
 * admin saw: the UPDATE compares it under the row lock an owner's edit also takes (a compare and
 * set), so an edit committed first refuses the decision, and one after it waits as an edit.
 */
async function decidePendingCampaign(
  db: DbOrTx,
  input: SeenVersion & {
    campaignId: string;
    adminId: string;
    set: { status: "active"; startDate: Date } | { status: "rejected"; rejectionReason: string };
    auditType: "campaign_approved" | "campaign_rejected";
  },
): Promise<CampaignDecisionResult> {
  return db.transaction(async (tx): Promise<CampaignDecisionResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.campaignId)) return { ok: false, reason: "not_found" };
    if (input.version !== undefined && !isCampaignVersion(input.version)) {
      return { ok: false, reason: "changed" };
    }
    const [campaign] = await tx
      .update(campaigns)
      .set(input.set)
      .where(
        and(
          eq(campaigns.id, input.campaignId),
          eq(campaigns.status, "pending_approval"),
          input.version === undefined ? undefined : eq(campaigns.version, input.version),
        ),
      )
      .returning();
    if (!campaign) {
      const [current] = await tx
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, input.campaignId))
        .limit(1);
      if (!current) return { ok: false, reason: "not_found" };
      return {
        ok: false,
        reason: current.status === "pending_approval" ? "changed" : "not_pending",
      };
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
