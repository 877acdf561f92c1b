import { data } from "react-router";
import type { DbOrTx } from "~/db/client.server";
import {
  approveCampaign,
  type RejectCampaignResult,
  rejectCampaign,
} from "~/domain/campaigns/create-campaign.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import type { FlashToast } from "~/http/toast.server";
import { type ActionResult, refusedText } from "./action-result";

/** The admin's decision on a pending campaign, as the dashboard's action answers it. */
export async function decideCampaign(
  db: DbOrTx,
  input:
    | { intent: "approve-campaign"; campaignId: string; adminId: string }
    | { intent: "reject-campaign"; campaignId: string; adminId: string; reason: string },
) {
  if (input.intent === "reject-campaign") {
    const outcome = await rejectCampaign(db, input);
    if (!outcome.ok) return campaignRefusal(outcome.reason, input.reason);
    const toast: FlashToast = {
      title: "admin.campaignRejectedTitle",
      description: "admin.campaignRejectedText",
    };
    return { toast };
  }
  const outcome = await approveCampaign(db, input);
  if (!outcome.ok) return campaignRefusal(outcome.reason, "");
  const toast: FlashToast = {
    title: "admin.campaignApprovedTitle",
    description: "admin.campaignApprovedText",
    variant: "success",
  };
  return { toast };
}

/** A campaign decision the domain refused, as the action answers it. */
function campaignRefusal(
  reason: Extract<RejectCampaignResult, { ok: false }>["reason"],
  typed: string,
) {
  // The dialog checks the reason first; only a hand-made request gets here with a bad one.
  if (reason === "reason_required" || reason === "reason_invalid") {
    const toast: FlashToast =
      reason === "reason_required"
        ? {
            title: "input.refusedTitle",
            description: "admin.rejectReasonRequired",
            variant: "error",
          }
        : refusedText(typed, MAX_REJECTION_REASON_LENGTH);
    return data<ActionResult>({ toast }, 400);
  }
  const toast: FlashToast = {
    title: "admin.alreadyHandledTitle",
    description: "admin.alreadyHandledText",
    variant: "error",
  };
  return data<ActionResult>({ toast }, reason === "not_found" ? 404 : 409);
}
