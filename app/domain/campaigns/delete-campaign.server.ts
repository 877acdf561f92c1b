import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns } from "~/db/schema";
import { refundCampaignPayments } from "~/domain/money/payments/refund-campaign-payments.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { publishEvents } from "~/events/bus.server";
import { lockManagedCampaign } from "./lock-managed-campaign.server";

export type DeleteCampaignResult =
  /** `refunded`: the rupees given back, as a campaign rejection gives them back (decision 029). */
  { ok: true; refunded: number } | { ok: false; reason: "not_found" | "not_pending" };

export const deleteCampaignRefusals = {
  not_found: { status: 404, title: "errors.notFoundTitle", message: "errors.notFoundText" },
  not_pending: {
    status: 409,
    title: "ownerCampaignAnswers.refusedTitle",
    message: "ownerCampaignAnswers.notDeletable",
  },
} as const satisfies Refusals<ReasonOf<DeleteCampaignResult>>;

/**
 * The business deletes its campaign before the admin approved it: the campaign leaves its lists
 * (status 'deleted', kept for Payment History and audit) and its payment is refunded in the same
 * transaction. An approved campaign has reviewers' work in it; it can be paused instead.
 */
export async function deleteCampaign(
  db: DbOrTx,
  input: { campaignId: string; businessId: string; now?: Date },
): Promise<DeleteCampaignResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<DeleteCampaignResult> => {
    const locked = await lockManagedCampaign(tx, {
      campaignId: input.campaignId,
      actorId: input.businessId,
    });
    if (locked?.manager.role !== "business") return { ok: false, reason: "not_found" };
    if (locked.campaign.status !== "pending_approval") return { ok: false, reason: "not_pending" };
    await tx.update(campaigns).set({ status: "deleted" }).where(eq(campaigns.id, input.campaignId));
    const refunded = await refundCampaignPayments(tx, {
      campaignId: input.campaignId,
      now,
      reason: "campaign_deleted",
    });
    await tx.insert(auditEvents).values({
      type: "campaign_deleted",
      profileId: input.businessId,
      detail: { campaignId: input.campaignId, refunded },
    });
    await publishEvents(tx, [
      { to: { profileId: input.businessId }, topics: ["my-campaigns"] },
      { to: { role: "admin" }, topics: ["campaign-queue"] },
    ]);
    return { ok: true, refunded };
  });
}
