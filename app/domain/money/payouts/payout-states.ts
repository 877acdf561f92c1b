import type { PayoutStatus } from "~/db/schema";
import type { ProviderPayoutState } from "./provider/payout-provider.server";

/** What a provider can report about a payout: every status RazorpayX documents (decision 085). */
export type ReportedPayoutState = ProviderPayoutState;

/** A payout still on its way (the one a reviewer may have open; payouts_one_pending_key). */
export function isOpenPayout(status: PayoutStatus): boolean {
  return (
    status === "pending" || status === "held" || status === "queued" || status === "processing"
  );
}

/** The states that returned the amount to the wallet. */
export const REFUNDED_STATES: readonly PayoutStatus[] = ["rejected", "failed", "reversed"];

/**
 * Our status for each documented provider status: waiting for an approver, its time or funds is
 * still `queued` (the provider state says which); an approver's `rejected` is a rejection with
 * its reason; `cancelled` (a queued payout cancelled, or one queued for 3 months) is a failure.
 */
const ourStatus: Record<ReportedPayoutState, PayoutStatus> = {
  pending: "queued",
  scheduled: "queued",
  queued: "queued",
  processing: "processing",
  processed: "processed",
  reversed: "reversed",
  cancelled: "failed",
  rejected: "rejected",
  failed: "failed",
};

/**
 * How far along the documented life cycle a state is (https://razorpay.com/docs/x/payouts/states-life-cycle,
 * webhooks "in the following order: payout.pending, payout.queued, payout.initiated,
 * payout.processed or payout.reversed", https://razorpay.com/docs/x/webhooks/subscribe/).
 */
const progress: Record<ReportedPayoutState, number> = {
  pending: 1,
  scheduled: 2,
  queued: 3,
  processing: 4,
  processed: 5,
  reversed: 6,
  cancelled: 6,
  rejected: 6,
  failed: 6,
};

export type PayoutMove = { status: PayoutStatus; providerState: ReportedPayoutState };

/**
 * Where a payout moves when its provider reports `reported`, or null when the report changes
 * nothing: a repeat, an older state arriving late (webhooks come in any order; a documented
 * processing → queued during a bank's downtime moves no money either), or a report about a
 * payout that is final. Only a processed payout can still be reversed; a manual or held one
 * never moves.
 */
export function nextPayoutMove(
  current: { status: PayoutStatus; providerState: ReportedPayoutState | null },
  reported: ReportedPayoutState,
): PayoutMove | null {
  const move = { status: ourStatus[reported], providerState: reported };
  if (current.status === "processed") return reported === "reversed" ? move : null;
  if (current.status !== "queued" && current.status !== "processing") return null;
  const known = current.providerState ?? (current.status === "processing" ? "processing" : null);
  const reached = known === null ? 0 : progress[known];
  return progress[reported] > reached ? move : null;
}

/** The status a payout moves to when its provider reports `reported`, or null (nextPayoutMove). */
export function nextPayoutStatus(
  current: PayoutStatus,
  reported: ReportedPayoutState,
  providerState: ReportedPayoutState | null = null,
): PayoutStatus | null {
  const next = nextPayoutMove({ status: current, providerState }, reported)?.status ?? null;
  return next === current ? null : next;
}

/** Whether moving into `next` gives the amount back to the wallet. */
export function refundsWallet(next: PayoutStatus): boolean {
  return REFUNDED_STATES.includes(next);
}
