import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payouts } from "~/db/schema";
import { recordPayoutChange } from "./record-payout-change.server";

/** The hold reason (payoutHolds.providerRequest) of a request the provider said we sent wrong. */
export const SENT_WRONG_HOLD = "providerRequest";

/**
 * The provider answered that our request is wrong (decision 085: validation, keys, IP allowlist,
 * idempotency key): nothing was paid and repeating it will not help, so the payout is held for
 * the admin with the provider's words — never refunded on its own, never sent again by itself.
 * Release sends it again under a new key generation; Reject returns the money with a reason.
 */
export async function holdSentWrong(
  tx: Transaction,
  input: { payoutId: string; words: string; now: Date },
): Promise<boolean> {
  const [held] = await tx
    .update(payouts)
    .set({
      status: "held",
      holdReasons: [SENT_WRONG_HOLD],
      failureReason: input.words,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(payouts.id, input.payoutId),
        eq(payouts.status, "queued"),
        isNull(payouts.providerPayoutId),
      ),
    )
    .returning();
  if (!held) return false;
  await recordPayoutChange(tx, {
    type: "payout_held_by_provider",
    by: held.userId,
    payout: held,
    now: input.now,
  });
  return true;
}
