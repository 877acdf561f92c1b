import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import { nextPayoutMove, refundsWallet } from "./payout-states";
import type { ProviderPayout } from "./provider/payout-provider.server";
import { recordPayoutChange } from "./record-payout-change.server";

export type ApplyProviderStateOutcome = "changed" | "unchanged" | "unknown_payout";

/** Words for an approver's rejection that came without any (the reviewer reads them). */
export const APPROVER_REJECTED_REASON = "Not approved for sending";

/**
 * Records what the provider says about one of our payouts, inside the caller's transaction: the
 * payout row is locked first, the move is one nextPayoutMove allows, and a failed, rejected or
 * reversed payout returns its amount to the wallet here, in the same transaction, exactly once.
 * A UTR is kept whenever a report brings one, also after the payout was processed
 * (payout.updated, https://razorpay.com/docs/webhooks/payouts).
 */
export async function applyProviderState(
  tx: Transaction,
  input: { payoutId: string; reported: ProviderPayout; now: Date },
): Promise<ApplyProviderStateOutcome> {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.id, input.payoutId))
    .for("update");
  if (!payout || payout.method === "manual") return "unknown_payout";
  const { reported } = input;
  const move = nextPayoutMove(payout, reported.state);
  const learnsId = payout.providerPayoutId === null && payout.status !== "held";
  // A UTR belongs to money that moved: never written onto a refunded or held payout by a stray report.
  const learnsUtr =
    reported.utr !== null &&
    reported.utr !== payout.reference &&
    !(payout.providerPayoutId !== null && payout.providerPayoutId !== reported.id) &&
    (move?.status ?? payout.status) !== "held" &&
    !refundsWallet(move?.status ?? payout.status) &&
    (move?.status ?? payout.status) !== "rejected";
  if (move === null && !learnsId && !learnsUtr) return "unchanged";
  const status = move?.status ?? payout.status;
  const final = status === "processed" || status === "failed" || status === "reversed";
  const refunded = move !== null && move.status !== payout.status && refundsWallet(move.status);
  const [changed] = await tx
    .update(payouts)
    .set({
      status,
      providerState: move?.providerState ?? payout.providerState,
      providerPayoutId: payout.providerPayoutId ?? reported.id,
      reference: learnsUtr ? reported.utr : payout.reference,
      failureReason:
        refunded && status !== "rejected"
          ? (reported.failureReason ?? "")
          : refundsWallet(status)
            ? payout.failureReason
            : null,
      rejectionReason:
        refunded && status === "rejected"
          ? (reported.failureReason ?? APPROVER_REJECTED_REASON)
          : payout.rejectionReason,
      processedAt: final || status === "rejected" ? (payout.processedAt ?? input.now) : null,
      updatedAt: input.now,
    })
    .where(eq(payouts.id, payout.id))
    .returning();
  if (!changed) return "unchanged";
  if (refunded) {
    await recordWalletEntry(tx, {
      userId: payout.userId,
      amount: payout.amount,
      reason: "payout_refund",
      payoutId: payout.id,
      now: input.now,
    });
  }
  const type =
    move !== null && move.status !== payout.status
      ? (`payout_${move.status}` as const)
      : learnsUtr
        ? "payout_utr"
        : "payout_provider_state";
  if (type !== "payout_pending" && type !== "payout_paid" && type !== "payout_held") {
    await recordPayoutChange(tx, { type, by: payout.userId, payout: changed, now: input.now });
  }
  return "changed";
}
