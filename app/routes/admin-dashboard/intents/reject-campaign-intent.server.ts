import { rejectCampaign, rejectCampaignRefusals } from "~/domain/moderation/decide-campaign.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm, typedTextField } from "./decision-form.server";

/** Reject on a pending campaign, with the reason its business reads; its payment is refunded. */
export async function rejectCampaignIntent(args: AdminIntentArgs) {
  const { campaignId, reason } = readDecisionForm(
    args.form,
    z.object({
      campaignId: idField,
      reason: typedTextField(MAX_REJECTION_REASON_LENGTH, { lineBreakRoom: true }),
    }),
  );
  const outcome = await rejectCampaign(getServices(args.context).db, {
    campaignId,
    reason,
    adminId: args.adminId,
  });
  // The dialog checks the reason first; only a hand-made request is refused for it.
  if (!outcome.ok) return answerRefusal(rejectCampaignRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "admin.campaignRejectedTitle",
    description: "admin.campaignRejectedText",
  };
  return { toast };
}
