import { and, eq } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaignEdits, campaigns } from "~/db/schema";
import { lockManagedCampaign } from "~/domain/campaigns/lock-managed-campaign.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { publishEvents } from "~/events/bus.server";
import {
  type RejectionReasonRefusal,
  readRejectionReason,
  rejectionReasonRefusals,
} from "./rejection-reason";

/*
 * The admin's decision on a live campaign's edit (decision 051): approval puts the new values on
 * the campaign and drops the edit; a decline keeps it, with the reason its business reads.
 */

export type CampaignEditDecisionResult =
  | { ok: true }
  | { ok: false; reason: "not_found" | "not_admin" | RejectionReasonRefusal };

export const campaignEditDecisionRefusals = {
  ...rejectionReasonRefusals,
  reason_required: {
    status: 400,
    field: "reason",
    title: "input.refusedTitle",
    message: "admin.rejectReasonRequired",
  },
  not_found: {
    status: 409,
    title: "admin.alreadyHandledTitle",
    message: "admin.alreadyHandledText",
  },
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
} as const satisfies Refusals<ReasonOf<CampaignEditDecisionResult>, "reason">;

export async function approveCampaignEdit(
  db: DbOrTx,
  input: { campaignId: string; adminId: string },
): Promise<CampaignEditDecisionResult> {
  return db.transaction(async (tx): Promise<CampaignEditDecisionResult> => {
    const found = await lockPendingEdit(tx, input);
    if (!found.ok) return found;
    const { businessName, mapsLink, topics, address } = found.edit;
    await tx
      .update(campaigns)
      .set({ businessName, mapsLink, topics, address })
      .where(eq(campaigns.id, input.campaignId));
    await tx.delete(campaignEdits).where(eq(campaignEdits.campaignId, input.campaignId));
    await recordDecision(tx, {
      ...input,
      type: "campaign_edit_approved",
      businessId: found.businessId,
    });
    return { ok: true };
  });
}

export async function declineCampaignEdit(
  db: DbOrTx,
  input: { campaignId: string; adminId: string; reason: string },
): Promise<CampaignEditDecisionResult> {
  const read = readRejectionReason(input.reason);
  return db.transaction(async (tx): Promise<CampaignEditDecisionResult> => {
    const found = await lockPendingEdit(tx, input);
    if (!found.ok) return found;
    if (!read.ok) return { ok: false, reason: read.refusal };
    await tx
      .update(campaignEdits)
      .set({ status: "declined", declineReason: read.reason })
      .where(eq(campaignEdits.campaignId, input.campaignId));
    await recordDecision(tx, {
      ...input,
      type: "campaign_edit_declined",
      businessId: found.businessId,
    });
    return { ok: true };
  });
}

/** The campaign row first (the lock order), then its edit, which must still be pending. */
async function lockPendingEdit(tx: Transaction, input: { campaignId: string; adminId: string }) {
  const locked = await lockManagedCampaign(tx, {
    campaignId: input.campaignId,
    actorId: input.adminId,
  });
  if (locked && locked.manager.role !== "admin")
    return { ok: false as const, reason: "not_admin" as const };
  if (!locked) return { ok: false as const, reason: "not_found" as const };
  const [edit] = await tx
    .select()
    .from(campaignEdits)
    .where(and(eq(campaignEdits.campaignId, input.campaignId), eq(campaignEdits.status, "pending")))
    .limit(1);
  if (!edit) return { ok: false as const, reason: "not_found" as const };
  return { ok: true as const, edit, businessId: locked.campaign.businessId };
}

async function recordDecision(
  tx: Transaction,
  input: { campaignId: string; adminId: string; businessId: string; type: string },
): Promise<void> {
  await tx.insert(auditEvents).values({
    type: input.type,
    profileId: input.adminId,
    detail: { campaignId: input.campaignId },
  });
  await publishEvents(tx, [
    { to: { profileId: input.businessId }, topics: ["my-campaigns"] },
    { to: { role: "admin" }, topics: ["campaign-queue"] },
  ]);
}
