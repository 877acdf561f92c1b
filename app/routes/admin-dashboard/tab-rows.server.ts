import type {
  AdminCampaignRow,
  PendingCampaignRow,
} from "~/domain/moderation/campaign-queue.server";
import type { CampaignPaymentState } from "~/domain/money/payments/refund-attention.server";
import type { AdminPayout } from "~/domain/money/payouts/payout-lists.server";
import { maskUpiId } from "~/domain/money/payouts/upi";
import type { AdminPayoutRow } from "./payout-cards";

// What the Campaigns and Payouts tabs send to the browser; the sections read these types only.
// The Review Queue's cards are queue-cards.server.ts's.

/** A campaign as 'All Campaigns' shows it. */
export function campaignRow(campaign: AdminCampaignRow & { paymentState: CampaignPaymentState }) {
  return {
    id: campaign.id,
    businessName: campaign.businessName,
    city: campaign.city,
    status: campaign.status,
    targetReviews: campaign.targetReviews,
    completedReviews: campaign.completedReviews,
    createdAt: campaign.createdAt,
    rejectionReason: campaign.rejectionReason,
    paymentState: campaign.paymentState,
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
    // Sent back with the decision, which a change since refuses (decision 102).
    version: campaign.version,
  };
}

/**
 * A payout as the Payouts tab shows it: never the reviewer's phone or whole id, and the UPI ID
 * masked, pending or decided, until the logged 'Show UPI ID' (decisions 083, 104).
 */
export function adminPayoutRow(payout: AdminPayout): AdminPayoutRow {
  return {
    id: payout.id,
    amount: payout.amount,
    upiId: maskUpiId(payout.upiId),
    status: payout.status,
    reference: payout.reference,
    rejectionReason: payout.rejectionReason,
    createdAt: payout.createdAt,
    processedAt: payout.processedAt,
    holderName: payout.holderName,
    failureReason: payout.failureReason,
    providerState: payout.providerState,
    reviewerIdTail: payout.reviewerIdTail,
    username: payout.username,
    reviewerName: payout.reviewerName,
    accountSuspended: payout.accountSuspended,
  };
}

export type CampaignRow = ReturnType<typeof campaignRow>;
export type PendingRow = ReturnType<typeof pendingCampaignRow>;
