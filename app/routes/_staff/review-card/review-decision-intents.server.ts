import { data } from "react-router";
import {
  approveReview,
  approveReviewRefusals,
  rejectReview,
  rejectReviewRefusals,
} from "~/domain/moderation/decide-review.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import { idField, readStaffForm, typedTextField } from "~/routes/_staff/read-staff-form.server";
import type { ActionResult, StaffIntentArgs } from "~/routes/_staff/staff-intents";

/*
 * The review card's decisions (decision 119), one handler each for the admin's queue and the
 * moderator's workbench: each reads its form by its schema and answers a refusal from the
 * domain's table.
 */

/** The card's decision form: the review and the checks ticked (SPEC §2's two checks). */
export const reviewChecksForm = z.object({
  reviewId: idField,
  proofChecked: z.optional(z.literal("on")),
  textChecked: z.optional(z.literal("on")),
});

const reviewRejectionForm = z.object({
  reviewId: idField,
  // Checked against the fixed list by rejectReview; the dialog asks for one first.
  category: z._default(z.string().check(z.maxLength(32)), ""),
  template: z._default(z.string().check(z.maxLength(32)), ""),
  reason: typedTextField(MAX_REJECTION_REASON_LENGTH, { lineBreakRoom: true }),
});

/** The ticked checks of a decision form, as the domain names them. */
export function readReviewChecks(form: FormData) {
  const { reviewId, proofChecked, textChecked } = readStaffForm(form, reviewChecksForm);
  const checks = [
    ...(proofChecked ? (["proof"] as const) : []),
    ...(textChecked ? (["text"] as const) : []),
  ];
  return { reviewId, checks };
}

/** Approve on a queued review: the reviewer is credited the reward, whatever the rating. */
export async function approveReviewIntent({ form, adminId, context }: StaffIntentArgs) {
  const { reviewId, checks } = readReviewChecks(form);
  if (checks.length < 2) {
    const toast: FlashToast = {
      title: "queue.checksRequiredTitle",
      description: "queue.checksRequiredText",
      variant: "error",
    };
    return data<ActionResult>({ toast }, 400);
  }
  const outcome = await approveReview(getServices(context).db, { reviewId, adminId, checks });
  if (!outcome.ok) return answerRefusal(approveReviewRefusals[outcome.reason]);
  const toast: FlashToast = {
    title: "queue.approvedTitle",
    description: "queue.approvedText",
    variant: "success",
  };
  return { toast } satisfies ActionResult;
}

/** Reject on a queued or held review, with its category and the reason the reviewer reads. */
export async function rejectReviewIntent({ form, adminId, context }: StaffIntentArgs) {
  const input = readStaffForm(form, reviewRejectionForm);
  const outcome = await rejectReview(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(rejectReviewRefusals[outcome.reason]);
  const toast: FlashToast = { title: "queue.rejectedTitle", description: "queue.rejectedText" };
  return { toast } satisfies ActionResult;
}
