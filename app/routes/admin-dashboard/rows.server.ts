import type { AdminPayoutRow } from "~/components/admin-payouts";
import type {
  AdminCampaignRow,
  PendingCampaignRow,
} from "~/domain/campaigns/business-campaigns.server";
import type { QueueFlag } from "~/domain/moderation/queue-flags.server";
import type { AdminPayout } from "~/domain/money/payouts/payouts.server";
import { reviewPreview } from "~/domain/reviews/review-form";
import type { QueueReview } from "~/domain/reviews/reviewer-lists.server";
import type { Language } from "~/i18n/languages";
import { flagTexts } from "./trust-texts.server";

// What each of the admin's lists sends to the browser; the sections read these types only.

/** A queued review as the queue shows it: a preview of its text, the rest on request. */
export function queueRow(review: QueueReview, language: Language, flags: QueueFlag[] = []) {
  const preview = reviewPreview(review.reviewText);
  return {
    id: review.id,
    businessName: review.businessName,
    reviewerIdTail: review.reviewerIdTail,
    rating: review.rating,
    reviewText: preview.text,
    truncated: preview.truncated,
    createdAt: review.createdAt,
    flags: flags.map((flag) => ({ ...flag, ...flagTexts(flag, language) })),
  };
}

/** A campaign as 'All Campaigns' shows it. */
export function campaignRow(campaign: AdminCampaignRow) {
  return {
    id: campaign.id,
    businessName: campaign.businessName,
    city: campaign.city,
    status: campaign.status,
    targetReviews: campaign.targetReviews,
    completedReviews: campaign.completedReviews,
    createdAt: campaign.createdAt,
    rejectionReason: campaign.rejectionReason,
  };
}

/** A campaign as 'Pending Approval' shows it. */
export function pendingCampaignRow(campaign: PendingCampaignRow) {
  return {
    id: campaign.id,
    businessName: campaign.businessName,
    city: campaign.city,
    targetReviews: campaign.targetReviews,
    cost: campaign.cost,
    topics: campaign.topics,
    mapsLink: campaign.mapsLink,
  };
}

/** A payout as the Payouts tab shows it: never the reviewer's phone or whole id. */
export function adminPayoutRow(payout: AdminPayout): AdminPayoutRow {
  return {
    id: payout.id,
    amount: payout.amount,
    upiId: payout.upiId,
    status: payout.status,
    reference: payout.reference,
    rejectionReason: payout.rejectionReason,
    createdAt: payout.createdAt,
    processedAt: payout.processedAt,
    reviewerIdTail: payout.reviewerIdTail,
    username: payout.username,
    reviewerName: payout.reviewerName,
  };
}

export type QueueRow = ReturnType<typeof queueRow>;
export type CampaignRow = ReturnType<typeof campaignRow>;
export type PendingRow = ReturnType<typeof pendingCampaignRow>;
