import { and, eq } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, campaignEdits, campaigns } from "~/db/schema";
import { nextVersion } from "~/domain/campaigns/edit-campaign.server";
import { lockManagedCampaign } from "~/domain/campaigns/lock-managed-campaign.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { publishEvents } from "~/events/bus.server";
import { isCampaignVersion } from "./decide-campaign.server";
import {
  type RejectionReasonRefusal,
  readRejectionReason,
  rejectionReasonRefusals,
} from "./rejection-reason";

/*
 * The admin's decision on a live campaign's edit (decision 051): approval puts the new values on
 * the campaign and drops the edit; a decline keeps it, with the reason its business reads. A
 * decision names the campaign's version the admin saw (each edit sent takes a new one), and is
 * refused when the edit was replaced or withdrawn since (decision 102).
 */

export type CampaignEditDecisionResult =
  | { ok: true }
  | { ok: false; reason: "not_found" | "changed" | "not_admin" | RejectionReasonRefusal };

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
  /** Its owner replaced the edit since the admin's page showed it: nothing decided, look again. */
  changed: {
    status: 409,
    title: "admin.campaignChangedTitle",
    message: "admin.campaignChangedText",
  },
  not_admin: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
} as const satisfies Refusals<ReasonOf<CampaignEditDecisionResult>, "reason">;

/** The campaign's version as the admin's page showed it; left out only by tests and scripts. */
type EditDecisionInput = { campaignId: string; adminId: string; version?: number };

export async function approveCampaignEdit(
  db: DbOrTx,
  input: EditDecisionInput,
): Promise<CampaignEditDecisionResult> {
  return db.transaction(async (tx): Promise<CampaignEditDecisionResult> => {
    const found = await lockPendingEdit(tx, input);
    if (!found.ok) return found;
    const { businessName, mapsLink, topics, address, placeLat, placeLng } = found.edit;
    // The place too (decision 129): an edit holds the place it asks for, or the one it kept.
    const place = placeLat !== null && placeLng !== null ? { placeLat, placeLng } : {};
    await tx
      .update(campaigns)
      .set({ businessName, mapsLink, topics, address, ...place, ...nextVersion })
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
  input: EditDecisionInput & { reason: string },
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
    await tx.update(campaigns).set(nextVersion).where(eq(campaigns.id, input.campaignId));
    await recordDecision(tx, {
      ...input,
      type: "campaign_edit_declined",
      businessId: found.businessId,
    });
    return { ok: true };
  });
}

/**
 * The campaign row first (the lock order), then its edit, which must still be pending and be the
 * one the admin saw: the version is compared under the row lock every edit takes.
 */
async function lockPendingEdit(tx: Transaction, input: EditDecisionInput) {
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
  if (
    input.version !== undefined &&
    (!isCampaignVersion(input.version) || locked.campaign.version !== input.version)
  ) {
    return { ok: false as const, reason: "changed" as const };
  }
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
