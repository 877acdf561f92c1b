import type { Transaction } from "~/db/client.server";
import { auditEvents, type payouts } from "~/db/schema";
import { publishEvents } from "~/events/bus.server";

export type Payout = typeof payouts.$inferSelect;
type ProviderState = "processing" | "processed" | "reversed" | "failed" | "queued";

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
      | `payout_${ProviderState}`;
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
