import { data } from "react-router";
import type { RejectCampaignResult } from "~/domain/campaigns.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/rejection-reason";
import type { FlashToast } from "~/http/toast.server";
import { type ActionResult, refusedText } from "./action-result";

/** The toast of a rejected campaign: its business sees the reason and the refund. */
export const campaignRejected: FlashToast = {
  title: "admin.campaignRejectedTitle",
  description: "admin.campaignRejectedText",
};

/** A campaign decision the domain refused, as the action answers it. */
export function campaignRefusal(
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
