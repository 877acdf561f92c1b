import type { Transaction } from "~/db/client.server";
import { auditEvents, type payouts } from "~/db/schema";
import { publishEvents } from "~/events/bus.server";

export type Payout = typeof payouts.$inferSelect;
type ProviderState = "processing" | "processed" | "reversed" | "failed" | "queued";
/**
 * `payout_utr`: the bank's UTR came after the state (payout.updated); `payout_provider_state`:
 * the provider's own status moved (an approver's wait ended) while ours stayed;
 * `payout_held_by_provider`: the provider said our request was wrong, held for the admin.
 */
type ProviderNews = "payout_utr" | "payout_provider_state" | "payout_held_by_provider";

/**
 * Every change of a payout is audited and tells the reviewer's wallet and the admins' payout
 * queue, in the transaction of the change.
 */
export async function recordPayoutChange(
  tx: Transaction,
  change: {
    type:
      | "payout_requested"
      | "payout_paid"
      | "payout_rejected"
      | "payout_released"
      | "payout_retried"
      | "payout_held"
      | `payout_${ProviderState}`
      | ProviderNews;
    /** Who changed it: the reviewer who asked, or the admin who decided. */
    by: string;
    payout: Payout;
    now: Date;
  },
) {
  const { payout } = change;
  await tx.insert(auditEvents).values({
    type: change.type,
    profileId: change.by,
    detail: { payoutId: payout.id, amount: payout.amount },
    createdAt: change.now,
  });
  await publishEvents(tx, [
    { to: { profileId: payout.userId }, topics: ["wallet"] },
    { to: { role: "admin" }, topics: ["payout-queue"] },
  ]);
}
