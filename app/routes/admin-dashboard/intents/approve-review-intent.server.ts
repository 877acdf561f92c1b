import { data } from "react-router";
import { approveReview, approveReviewRefusals } from "~/domain/moderation/decide-review.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";
import { idField, readDecisionForm } from "./decision-form.server";

/** Approve on a queued review: the reviewer is credited ₹5, whatever the rating. */
export async function approveReviewIntent(args: AdminIntentArgs) {
  const { reviewId, proofChecked, textChecked } = readDecisionForm(
    args.form,
    z.object({
      reviewId: idField,
      // The two checks of SPEC §2, ticked by the admin; a review is approved only with both.
      proofChecked: z.optional(z.literal("on")),
      textChecked: z.optional(z.literal("on")),
    }),
  );
  if (!proofChecked || !textChecked) {
    const toast: FlashToast = {
      title: "queue.checksRequiredTitle",
      description: "queue.checksRequiredText",
      variant: "error",
    };
    return data<ActionResult>({ toast }, 400);
  }
  const outcome = await approveReview(getServices(args.context).db, {
    reviewId,
    adminId: args.adminId,
    checks: ["proof", "text"],
  });
  if (!outcome.ok) return answerRefusal(approveReviewRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "queue.approvedTitle",
    description: "queue.approvedText",
    variant: "success",
  };
  return { toast };
}
