import { rejectReview, rejectReviewRefusals } from "~/domain/moderation/decide-review.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm, typedTextField } from "./decision-form.server";

/** Reject on a queued review, with its category and the reason the reviewer reads. */
export async function rejectReviewIntent(args: AdminIntentArgs) {
  const { reviewId, category, reason } = readDecisionForm(
    args.form,
    z.object({
      reviewId: idField,
      // Checked against the fixed list by rejectReview; the dialog asks for one first.
      category: z._default(z.string().check(z.maxLength(32)), ""),
      reason: typedTextField(MAX_REJECTION_REASON_LENGTH, { lineBreakRoom: true }),
    }),
  );
  const outcome = await rejectReview(getServices(args.context).db, {
    reviewId,
    category,
    reason,
    adminId: args.adminId,
  });
  if (!outcome.ok) return answerRefusal(rejectReviewRefusals[outcome.reason]);
  const toast: FlashToast = { title: "queue.rejectedTitle", description: "queue.rejectedText" };
  return { toast };
}
