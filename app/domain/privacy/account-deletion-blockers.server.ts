import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { MIN_PAYOUT } from "~/db/prices";
import {
  campaigns,
  openPayoutStatuses,
  paymentOrders,
  payouts,
  profiles,
  refunds,
  unappliedPayments,
} from "~/db/schema";
import type { Refusals } from "~/domain/shared/refusal";

/** Why an account cannot be deleted yet (decision 076); each says what to do first. */
export type DeletionBlocker =
  | "not_found"
  | "staff_account"
  | "wallet_not_empty"
  | "balance_not_given_up"
  | "payout_in_flight"
  | "campaign_live"
  | "payment_unsettled"
  | "refund_in_flight";

export const deletionBlockerRefusals = {
  not_found: { status: 404, title: "dataRights.deleteRefusedTitle", message: "errors.tryAgain" },
  staff_account: {
    status: 403,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerStaff",
  },
  wallet_not_empty: {
    status: 409,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerWallet",
  },
  // A balance under the minimum payout, not (or no longer: it changed) ticked to be given up.
  balance_not_given_up: {
    status: 409,
    field: "giveUp",
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerSmallBalance",
  },
  payout_in_flight: {
    status: 409,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerPayout",
  },
  campaign_live: {
    status: 409,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerCampaign",
  },
  payment_unsettled: {
    status: 409,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerPayment",
  },
  refund_in_flight: {
    status: 409,
    title: "dataRights.deleteRefusedTitle",
    message: "dataRights.blockerRefund",
  },
} as const satisfies Refusals<DeletionBlocker, "giveUp">;

/** Campaigns that still take, or may still take, reviews and money. */
const liveCampaignStatuses = ["pending_approval", "active", "paused"] as const;

/**
 * What stops the account's deletion now, or null: money of the person's we still hold or owe
 * (a wallet balance a payout can take, a payout or refund under way, a payment not settled) and
 * a business's campaigns that are still live. A balance under the minimum payout no payout can
 * take: its owner may give it up, naming the amount (`givingUp`), so a balance that changed
 * since they ticked is asked again. Staff accounts are closed by the admin, not by themselves.
 */
export async function findDeletionBlocker(
  db: DbOrTx,
  profileId: string,
  options: { givingUp?: number } = {},
): Promise<DeletionBlocker | null> {
  const [profile] = await db
    .select({ role: profiles.role, wallet: profiles.walletBalance, erasedAt: profiles.erasedAt })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!profile || profile.erasedAt) return "not_found";
  if (profile.role === "admin" || profile.role === "moderator") return "staff_account";
  if (profile.role === "user") {
    if (profile.wallet >= MIN_PAYOUT) return "wallet_not_empty";
    if (profile.wallet > 0 && options.givingUp !== profile.wallet) return "balance_not_given_up";
    const [payout] = await db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.userId, profileId), inArray(payouts.status, [...openPayoutStatuses])))
      .limit(1);
    return payout ? "payout_in_flight" : null;
  }
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.businessId, profileId),
        inArray(campaigns.status, [...liveCampaignStatuses]),
      ),
    )
    .limit(1);
  if (campaign) return "campaign_live";
  const [order] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.businessId, profileId), eq(paymentOrders.status, "created")))
    .limit(1);
  if (order) return "payment_unsettled";
  const [refund] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.businessId, profileId), ne(refunds.status, "processed")))
    .limit(1);
  if (refund) return "refund_in_flight";
  // A second or short payment still owed back (decision 088); an open order closes within a day.
  const [unapplied] = await db
    .select({ id: unappliedPayments.id })
    .from(unappliedPayments)
    .where(
      and(
        eq(unappliedPayments.businessId, profileId),
        ne(unappliedPayments.refundStatus, "processed"),
      ),
    )
    .limit(1);
  return unapplied ? "refund_in_flight" : null;
}
