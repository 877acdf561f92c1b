import {
  MAX_PAYOUT_REJECTION_LENGTH,
  processPayoutRefusals,
  rejectPayout,
} from "~/domain/money/payouts/process-payout.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm, typedTextField } from "./decision-form.server";

/** Reject on a pending payout, with the reason the reviewer reads; the money returns. */
export async function rejectPayoutIntent(args: AdminIntentArgs) {
  const { payoutId, reason } = readDecisionForm(
    args.form,
    z.object({
      payoutId: idField,
      reason: typedTextField(MAX_PAYOUT_REJECTION_LENGTH, { lineBreakRoom: true }),
    }),
  );
  const outcome = await rejectPayout(getServices(args.context).db, {
    payoutId,
    reason,
    adminId: args.adminId,
  });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "payout.adminRejectedTitle",
    description: "payout.adminRejectedText",
  };
  return { toast };
}
