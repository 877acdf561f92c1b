import {
  MAX_PAYOUT_REFERENCE_LENGTH,
  markPayoutPaid,
  processPayoutRefusals,
} from "~/domain/money/payouts/process-payout.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm, typedTextField } from "./decision-form.server";

/** Mark Paid on a pending payout, with the UPI transaction's reference. */
export async function markPayoutPaidIntent(args: AdminIntentArgs) {
  const { payoutId, reference } = readDecisionForm(
    args.form,
    z.object({
      payoutId: idField,
      reference: typedTextField(MAX_PAYOUT_REFERENCE_LENGTH, { lineBreakRoom: false }),
    }),
  );
  const outcome = await markPayoutPaid(getServices(args.context).db, {
    payoutId,
    reference,
    adminId: args.adminId,
  });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "payout.paidTitle",
    description: "payout.paidText",
    variant: "success",
  };
  return { toast };
}
