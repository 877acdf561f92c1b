import type { IntentHandlers } from "~/http/dispatch-intent.server";
import { decideRemovalAppealIntent } from "~/routes/_staff/removal-appeals/removal-appeal-intents.server";
import {
  approveReviewIntent,
  rejectReviewIntent,
} from "~/routes/_staff/review-card/review-decision-intents.server";
import type { AdminIntent, AdminIntentArgs } from "../admin-intents";
import type { Tab } from "../tab-paths";
import {
  adminPauseIntent,
  adminResumeIntent,
  approveCampaignEditIntent,
  declineCampaignEditIntent,
} from "./campaign-change-intents.server";
import {
  acknowledgeComplaintIntent,
  decideComplaintIntent,
  markContactAnsweredIntent,
} from "./complaint-intents.server";
import {
  approveCampaignIntent,
  markPayoutPaidIntent,
  rejectCampaignIntent,
  rejectPayoutIntent,
} from "./decision-intents.server";
import { releasePayoutIntent, retryPayoutIntent } from "./provider-payout-intents.server";
import { recordRefundByHandIntent, retryRefundIntent } from "./refund-intents.server";
import { keepReviewIntent, removeReplyIntent, removeReviewIntent } from "./report-intents.server";
import { revealPhoneIntent, revealRatingIntent, revealUpiIntent } from "./reveal-intents.server";
import {
  keepSuspensionIntent,
  liftSuspensionIntent,
  suspendAccountIntent,
} from "./suspension-intents.server";
import {
  inviteModeratorIntent,
  reinstateModeratorIntent,
  removeModeratorIntent,
  suspendModeratorIntent,
} from "./team-intents.server";

/** Suspending an account and answering its appeal: forms on the reviews', campaigns', payouts' and appeals' tabs. */
const suspensionIntents = {
  "suspend-account": suspendAccountIntent,
  "lift-suspension": liftSuspensionIntent,
  "keep-suspension": keepSuspensionIntent,
} as const;

/**
 * Each tab's forms (decision 124): its route's action answers these and no others, so a form
 * posted to the wrong tab is refused like any unknown intent. One handler per form (intents/),
 * each answering from the domain's tables.
 */
export const adminTabIntents = {
  reviews: {
    "approve-review": approveReviewIntent,
    "reject-review": rejectReviewIntent,
    "reveal-rating": revealRatingIntent,
    ...suspensionIntents,
  },
  campaigns: {
    "approve-campaign": approveCampaignIntent,
    "reject-campaign": rejectCampaignIntent,
    "pause-campaign": adminPauseIntent,
    "resume-campaign": adminResumeIntent,
    "approve-campaign-edit": approveCampaignEditIntent,
    "decline-campaign-edit": declineCampaignEditIntent,
    "retry-refund": retryRefundIntent,
    "record-refund-by-hand": recordRefundByHandIntent,
    ...suspensionIntents,
  },
  payouts: {
    "mark-payout-paid": markPayoutPaidIntent,
    "reject-payout": rejectPayoutIntent,
    "release-payout": releasePayoutIntent,
    "retry-payout": retryPayoutIntent,
    "reveal-upi": revealUpiIntent,
    ...suspensionIntents,
  },
  appeals: { "decide-removal-appeal": decideRemovalAppealIntent, ...suspensionIntents },
  complaints: {
    "acknowledge-complaint": acknowledgeComplaintIntent,
    "decide-complaint": decideComplaintIntent,
    "mark-contact-answered": markContactAnsweredIntent,
    "reveal-phone": revealPhoneIntent,
  },
  reports: {
    "remove-review": removeReviewIntent,
    "remove-reply": removeReplyIntent,
    "keep-review": keepReviewIntent,
  },
  team: {
    "invite-moderator": inviteModeratorIntent,
    "suspend-moderator": suspendModeratorIntent,
    "reinstate-moderator": reinstateModeratorIntent,
    "remove-moderator": removeModeratorIntent,
    "reveal-phone": revealPhoneIntent,
  },
} satisfies Record<Tab, Partial<IntentHandlers<AdminIntent, AdminIntentArgs, unknown>>>;

/**
 * Every form of every tab: what the old `/admin/dashboard` still answers for one release (a page
 * opened before the deploy, decision 124). A form on no tab is a type error here.
 */
export const adminIntents = {
  ...adminTabIntents.reviews,
  ...adminTabIntents.campaigns,
  ...adminTabIntents.payouts,
  ...adminTabIntents.appeals,
  ...adminTabIntents.complaints,
  ...adminTabIntents.reports,
  ...adminTabIntents.team,
} satisfies IntentHandlers<AdminIntent, AdminIntentArgs, unknown>;
