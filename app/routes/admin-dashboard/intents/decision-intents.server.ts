import {
  approveCampaign,
  campaignDecisionRefusals,
  rejectCampaign,
  rejectCampaignRefusals,
} from "~/domain/moderation/decide-campaign.server";
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
import { idField, readStaffForm, typedTextField } from "~/routes/_staff/read-staff-form.server";
import type { ActionResult, AdminIntentArgs } from "../admin-intents";

/*
 * The admin's decisions on campaigns and payouts, one handler per intent of the dashboard
 * (admin-intents.ts): each reads its form by its own schema (read-staff-form.server.ts), asks the
 * domain, and answers a refusal from the domain's table. A review's decisions are the review
 * card's (_staff/review-card/review-decision-intents.server.ts).
 */

/**
 * The campaign's version the admin's page showed (decision 102): digits, as the row sends them.
 * A form without it is not the page's: 400, nothing decided.
 */
export const versionField = z.pipe(
  z.string().check(z.regex(/^[0-9]{1,10}$/)),
  z.transform((digits: string) => Number(digits)),
);

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
  const seen = readStaffForm(form, campaignForm);
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
  const input = readStaffForm(form, campaignRejectionForm);
  const services = getServices(context);
  const outcome = await rejectCampaign(services.db, { ...input, adminId });
  // The dialog checks the reason first; only a hand-made request is refused for it.
  if (!outcome.ok) return answerRefusal(rejectCampaignRefusals[outcome.reason]);
  // Committed: a gateway payment's refund is asked for now rather than at the job's next run.
  services.wakeRefunds?.();
  return done({ title: "admin.campaignRejectedTitle", description: "admin.campaignRejectedText" });
}

/** Mark Paid on a pending payout, with the UPI transaction's reference. */
export async function markPayoutPaidIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readStaffForm(form, payoutPaidForm);
  const outcome = await markPayoutPaid(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  return done({ title: "payout.paidTitle", description: "payout.paidText", variant: "success" });
}

/** Reject on a pending payout, with the reason the reviewer reads; the money returns. */
export async function rejectPayoutIntent({ form, adminId, context }: AdminIntentArgs) {
  const input = readStaffForm(form, payoutRejectionForm);
  const outcome = await rejectPayout(getServices(context).db, { ...input, adminId });
  if (!outcome.ok) return answerRefusal(processPayoutRefusals[outcome.reason]);
  return done({ title: "payout.adminRejectedTitle", description: "payout.adminRejectedText" });
}
