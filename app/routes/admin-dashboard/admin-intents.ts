import type {
  ActionResult,
  RemovalAppealIntent,
  ReviewDecisionIntent,
  StaffIntentArgs,
} from "~/routes/_staff/staff-intents";

export type { ActionResult };

/**
 * The admin's forms, each naming its intent; each tab's route answers its own (adminTabIntents).
 * A type alone: a form writes `"approve-review" satisfies AdminIntent`, so no script is sent for it.
 */
export type AdminIntent =
  | "approve-campaign"
  | "reject-campaign"
  | ReviewDecisionIntent
  | "mark-payout-paid"
  | "reject-payout"
  | "release-payout"
  | "retry-payout"
  | "pause-campaign"
  | "resume-campaign"
  | "approve-campaign-edit"
  | "decline-campaign-edit"
  | "retry-refund"
  | "record-refund-by-hand"
  | "suspend-account"
  | "lift-suspension"
  | "keep-suspension"
  | "invite-moderator"
  | "suspend-moderator"
  | "reinstate-moderator"
  | "remove-moderator"
  | "acknowledge-complaint"
  | "decide-complaint"
  | "mark-contact-answered"
  | "remove-review"
  | "remove-reply"
  | "keep-review"
  | "reveal-phone"
  | "reveal-upi"
  | "reveal-rating"
  | RemovalAppealIntent;

/** 'Show phone' / 'Show UPI ID' (decision 083): the number, once its view is logged. */
export type RevealAnswer = ActionResult & { revealed?: string };

/** 'Show rating' (decision 091): the rating, once its view is logged. */
export type RatingAnswer = ActionResult & { rating?: number };

/** Rows share these fetchers, read by their list: a decided row leaves before it could say so. */
export const campaignDecisionKey = "campaign-decision";
export const reviewModerationKey = "review-moderation";
export const payoutDecisionKey = "payout-decision";
/** Suspensions and appeal answers (decision 071), read by the page for their toasts. */
export const suspensionKey = "suspension";
/** Complaint answers (decision 078), read by the page for their toasts. */
export const complaintKey = "complaint";
/** The Reports tab's decisions (decision 080), read by the page for their toasts. */
export const reportKey = "report";

/** What route.tsx hands each intent's handler: the form and the signed-in admin. */
export type AdminIntentArgs = StaffIntentArgs;
