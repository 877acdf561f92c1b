import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { type PayoutStatus, payouts } from "~/db/schema";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import { nextPayoutStatus, refundsWallet } from "./payout-states";
import type { ProviderPayout } from "./provider/payout-provider.server";
import { recordPayoutChange } from "./record-payout-change.server";

export type ApplyProviderStateOutcome = "changed" | "unchanged" | "unknown_payout";

/**
 * Records what the provider says about one of our payouts, inside the caller's transaction: the
 * payout row is locked first, the move is one nextPayoutStatus allows, and a failed or reversed
 * payout returns its amount to the wallet here, in the same transaction, exactly once.
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
  const next: PayoutStatus | null = nextPayoutStatus(payout.status, reported.state);
  const learnsId = payout.providerPayoutId === null;
  if (next === null && !learnsId) return "unchanged";
  const status = next ?? payout.status;
  const final = status === "processed" || status === "failed" || status === "reversed";
  const [changed] = await tx
    .update(payouts)
    .set({
      status,
      providerPayoutId: reported.id,
      reference: reported.utr ?? payout.reference,
      failureReason: refundsWallet(status) ? (reported.failureReason ?? "") : null,
      processedAt: final ? (payout.processedAt ?? input.now) : null,
      updatedAt: input.now,
    })
    .where(eq(payouts.id, payout.id))
    .returning();
  if (!changed) return "unchanged";
  if (next !== null && refundsWallet(next)) {
    await recordWalletEntry(tx, {
      userId: payout.userId,
      amount: payout.amount,
      reason: "payout_refund",
      payoutId: payout.id,
      now: input.now,
    });
  }
  if (next !== null && next !== "pending" && next !== "paid" && next !== "held") {
    await recordPayoutChange(tx, {
      type: `payout_${next}`,
      by: payout.userId,
      payout: changed,
      now: input.now,
    });
  }
  return "changed";
}
