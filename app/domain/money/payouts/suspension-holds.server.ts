import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import type { PayoutHoldReason } from "./payout-hold-rules";
import { recordPayoutChange } from "./record-payout-change.server";

const suspended: PayoutHoldReason = "accountSuspended";

/**
 * A suspension holds the account's payouts whose money has not left (decision 071): a provider's
 * queued payout becomes held with the reason 'accountSuspended', a held one gains the reason. A
 * manual pending payout keeps its state; Mark Paid refuses it while isPayoutHeld says so.
 */
export async function holdPayoutsOfSuspended(
  tx: Transaction,
  input: { userId: string; adminId: string; now: Date },
): Promise<number> {
  const held = await tx
    .update(payouts)
    .set({
      status: "held",
      holdReasons: sql`array_append(array_remove(coalesce(${payouts.holdReasons}, '{}'), ${suspended}), ${suspended})`,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(payouts.userId, input.userId),
        // Not one the provider already has (waiting for its approver or for funds): its money can
        // still leave, and a held payout's reports would be ignored (decision 085).
        or(
          eq(payouts.status, "held"),
          and(eq(payouts.status, "queued"), isNull(payouts.providerPayoutId)),
        ),
      ),
    )
    .returning();
  for (const payout of held) {
    await recordPayoutChange(tx, {
      type: "payout_held",
      by: input.adminId,
      payout,
      now: input.now,
    });
  }
  const [manual] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.userId, input.userId), eq(payouts.status, "pending")));
  return held.length + (manual?.count ?? 0);
}

/**
 * Lifting a suspension gives its payouts back to the admin's usual flow: the reason goes; a
 * payout held for it alone is queued again for the sender, one with other reasons stays held.
 */
export async function releaseSuspensionHolds(
  tx: Transaction,
  input: { userId: string; adminId: string; now: Date },
): Promise<number> {
  const remaining = sql`array_remove(${payouts.holdReasons}, ${suspended})`;
  const released = await tx
    .update(payouts)
    .set({
      status: sql`case when cardinality(${remaining}) = 0 then 'queued' else 'held' end`,
      holdReasons: sql`nullif(${remaining}, '{}')`,
      updatedAt: null,
    })
    .where(
      and(
        eq(payouts.userId, input.userId),
        eq(payouts.status, "held"),
        sql`${suspended} = any(${payouts.holdReasons})`,
      ),
    )
    .returning();
  for (const payout of released) {
    if (payout.status !== "queued") continue;
    await recordPayoutChange(tx, {
      type: "payout_released",
      by: input.adminId,
      payout,
      now: input.now,
    });
  }
  return released.length;
}
