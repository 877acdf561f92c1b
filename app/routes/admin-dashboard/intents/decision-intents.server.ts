import { data } from "react-router";
import {
  approveCampaign,
  campaignDecisionRefusals,
  rejectCampaign,
  rejectCampaignRefusals,
} from "~/domain/moderation/decide-campaign.server";
import {
  approveReview,
  approveReviewRefusals,
  rejectReview,
  rejectReviewRefusals,
} from "~/domain/moderation/decide-review.server";
import { MAX_REJECTION_REASON_LENGTH } from "~/domain/moderation/rejection-reason";
import {
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_PAYOUT_REJECTION_LENGTH,
  markPayoutPaid,
  processPayoutRefusals,
  rejectPayout,
} from "~/domain/money/payouts/process-payout.server";
import { z } from "~/forms/zod";
import { answerRefusal } from "~/http/answer-refusal.server";
import { getServices } from "~/http/context.server";
import type { FlashToast } from "~/http/toast.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

/*
 * The admin's decisions, one handler per intent of the dashboard (admin-intents.ts): each reads
 * its form by its own schema, asks the domain, and answers a refusal from the domain's table.
 * The rows and dialogs always send their fields, so a form that does not fit is a hand-made
 * request: 400, nothing changed.
 */

/** The id of what a row decides on. */
const idField = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The campaign's version the admin's page showed (decision 102): digits, as the row sends them.
 * A form without it is not the page's: 400, nothing decided.
 */
export const versionField = z.pipe(
  z.string().check(z.regex(/^[0-9]{1,10}$/)),
  z.transform((digits: string) => Number(digits)),
);

/**
 * A typed reason or reference, empty when not sent. `lineBreakRoom` doubles the cap for '\r\n'
 * line breaks as browsers send them: the domain counts each as one kept character.
 */
function typedTextField(max: number, options: { lineBreakRoom: boolean }) {
  return z._default(z.string().check(z.maxLength(options.lineBreakRoom ? 2 * max : max)), "");
}

function readDecisionForm<Schema extends z.ZodMiniType>(
  form: FormData,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  return parsed.data;
}

/** A decision done: its toast. */
function done(toast: FlashToast): ActionResult {
  return { toast };
}

const campaignForm = z.object({ campaignId: idField, version: versionField });
const campaignRejectionForm = z.object({
  campaignId: idField,
  version: versionField,
  reason: typedTextField(MAX_REJECTION_REASON_LENGTH, { lineBreakRoom: true }),
});
const reviewApprovalForm = z.object({
  reviewId: idField,
  // The two checks of SPEC §2, ticked by the admin; a review is approved only with both.
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
const payoutPaidForm = z.object({
  payoutId: idField,
  reference: typedTextField(MAX_PAYOUT_REFERENCE_LENGTH, { lineBreakRoom: false }),
});
const payoutRejectionForm = z.object({
  payoutId: idField,
  reason: typedTextField(MAX_PAYOUT_REJECTION_LENGTH, { lineBreakRoom: true }),
});

/** Approve on a pending campaign: it goes live today. */
export async function approveCampaignIntent({ form, adminId, context }: AdminIntentArgs) {
  const seen = readDecisionForm(form, campaignForm);
  const outcome = await approveCampaign(getServices(context).db, { ...seen, adminId });
  if (!outcome.ok) return answerRefusal(campaignDecisionRefusals[outcome.reason]);
  return done({
    title: "admin.campaignApprovedTitle",
    description: "admin.campaignApprovedText",
    variant: "success",
  });
}

/** Reject on a pending campaign, with the reason its business reads; its payment is refunded. */
export async function rejectCampaignIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readDecisionForm(form, campaignRejectionForm);
  const services = getServices(context);
  const outcome = await rejectCampaign(services.db, { ...input, adminId });
  // The dialog checks the reason first; only a hand-made request is refused for it.
  if (!outcome.ok) return answerRefusal(rejectCampaignRefusals[outcome.reason]);
  // Committed: a gateway payment's refund is asked for now rather than at the job's next run.
  services.wakeRefunds?.();
  return done({ title: "admin.campaignRejectedTitle", description: "admin.campaignRejectedText" });
}

/** Approve on a queued review: the reviewer is credited ₹5, whatever the rating. */
export async function approveReviewIntent({ form, adminId, context }: AdminIntentArgs) {
  const { reviewId, proofChecked, textChecked } = readDecisionForm(form, reviewApprovalForm);
  if (!proofChecked || !textChecked) {
    const toast: FlashToast = {
      title: "queue.checksRequiredTitle",
      description: "queue.checksRequiredText",
      variant: "error",
    };
    return data<ActionResult>({ toast }, 400);
  }
  const checks = ["proof", "text"] as const;
  const outcome = await approveReview(getServices(context).db, { reviewId, adminId, checks });
  if (!outcome.ok) return answerRefusal(approveReviewRefusals[outcome.reason]);
  return done({
    title: "queue.approvedTitle",
    description: "queue.approvedText",
    variant: "success",
  });
}

/** Reject on a queued review, with its category and the reason the reviewer reads. */
export async function rejectReviewIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readDecisionForm(form, reviewRejectionForm);
  const outcome = await rejectReview(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(rejectReviewRefusals[outcome.reason]);
  return done({ title: "queue.rejectedTitle", description: "queue.rejectedText" });
}

/** Mark Paid on a pending payout, with the UPI transaction's reference. */
export async function markPayoutPaidIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readDecisionForm(form, payoutPaidForm);
  const outcome = await markPayoutPaid(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  return done({ title: "payout.paidTitle", description: "payout.paidText", variant: "success" });
}

/** Reject on a pending payout, with the reason the reviewer reads; the money returns. */
export async function rejectPayoutIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readDecisionForm(form, payoutRejectionForm);
  const outcome = await rejectPayout(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  return done({ title: "payout.adminRejectedTitle", description: "payout.adminRejectedText" });
}
