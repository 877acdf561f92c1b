import type { IntentHandlers } from "~/http/dispatch-intent.server";
import { decideRemovalAppealIntent } from "~/routes/_staff/removal-appeals/removal-appeal-intents.server";
import {
  approveReviewIntent,
  rejectReviewIntent,
} from "~/routes/_staff/review-card/review-decision-intents.server";
import type { AdminIntent, AdminIntentArgs } from "../admin-intents";
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

/** One handler per form of the dashboard (intents/), each answering from the domain's tables. */
export const adminIntents = {
  "approve-campaign": approveCampaignIntent,
  "reject-campaign": rejectCampaignIntent,
  "approve-review": approveReviewIntent,
  "reject-review": rejectReviewIntent,
  "mark-payout-paid": markPayoutPaidIntent,
  "reject-payout": rejectPayoutIntent,
  "release-payout": releasePayoutIntent,
  "retry-payout": retryPayoutIntent,
  "pause-campaign": adminPauseIntent,
  "resume-campaign": adminResumeIntent,
  "approve-campaign-edit": approveCampaignEditIntent,
  "decline-campaign-edit": declineCampaignEditIntent,
  "retry-refund": retryRefundIntent,
  "record-refund-by-hand": recordRefundByHandIntent,
  "suspend-account": suspendAccountIntent,
  "lift-suspension": liftSuspensionIntent,
  "keep-suspension": keepSuspensionIntent,
  "invite-moderator": inviteModeratorIntent,
  "suspend-moderator": suspendModeratorIntent,
  "reinstate-moderator": reinstateModeratorIntent,
  "remove-moderator": removeModeratorIntent,
  "acknowledge-complaint": acknowledgeComplaintIntent,
  "decide-complaint": decideComplaintIntent,
  "mark-contact-answered": markContactAnsweredIntent,
  "remove-review": removeReviewIntent,
  "remove-reply": removeReplyIntent,
  "keep-review": keepReviewIntent,
  "reveal-phone": revealPhoneIntent,
  "reveal-upi": revealUpiIntent,
  "reveal-rating": revealRatingIntent,
  "decide-removal-appeal": decideRemovalAppealIntent,
} satisfies IntentHandlers<AdminIntent, AdminIntentArgs, unknown>;
