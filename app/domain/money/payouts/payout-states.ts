import type { PayoutStatus } from "~/db/schema";

/** What a provider can report about a payout (payout-provider.server.ts's states). */
export type ReportedPayoutState = "queued" | "processing" | "processed" | "reversed" | "failed";

/** A payout still on its way (the one a reviewer may have open; payouts_one_pending_key). */
export function isOpenPayout(status: PayoutStatus): boolean {
  return (
    status === "pending" || status === "held" || status === "queued" || status === "processing"
  );
}

/** The states that returned the amount to the wallet. */
export const REFUNDED_STATES: readonly PayoutStatus[] = ["rejected", "failed", "reversed"];

/**
 * The status a payout moves to when its provider reports `reported`, or null when the report
 * changes nothing: a repeat, an older state arriving late (webhooks come in any order), or a
 * report about a payout that is already final. Only a processed payout can still be reversed.
 */
export function nextPayoutStatus(
  current: PayoutStatus,
  reported: ReportedPayoutState,
): PayoutStatus | null {
  switch (current) {
    case "queued":
      return reported === "queued" ? null : reported;
    case "processing":
      return reported === "queued" || reported === "processing" ? null : reported;
    case "processed":
      return reported === "reversed" ? "reversed" : null;
    default:
      return null;
  }
}

/** Whether moving into `next` gives the amount back to the wallet. */
export function refundsWallet(next: PayoutStatus): boolean {
  return REFUNDED_STATES.includes(next);
}
