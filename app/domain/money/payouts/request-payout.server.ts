import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { payouts, profiles } from "~/db/schema";
import { MIN_PAYOUT } from "~/domain/money/rupees";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { type Payout, recordPayoutChange } from "./record-payout-change.server";
import { checkUpiId } from "./upi";
import { upiIdRefusals } from "./upi-id-refusals";

export type RequestPayoutResult =
  | { ok: true; payout: Payout }
  | {
      ok: false;
      reason: "not_reviewer" | "upi_required" | "upi_invalid" | "below_minimum" | "pending_exists";
    };

/** How the payout form answers each refusal: the UPI ID's at its field, the rest in a toast. */
export const requestPayoutRefusals = {
  ...upiIdRefusals,
  not_reviewer: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  below_minimum: {
    status: 409,
    title: "payout.belowMinimumTitle",
    message: "payout.belowMinimumText",
  },
  pending_exists: {
    status: 409,
    title: "payout.pendingExistsTitle",
    message: "payout.pendingExistsText",
  },
} as const satisfies Refusals<ReasonOf<RequestPayoutResult>, "upiId">;

/**
 * Moves a reviewer's whole balance (at least ₹100) out of the wallet into a pending payout to
 * their UPI ID. The profile row is locked first, so the balance read is the one debited and
 * concurrent requests by one reviewer are decided one after another: one payout, one ledger row.
 */
export async function requestPayout(
  db: DbOrTx,
  input: { userId: string; upiId: string; now?: Date },
): Promise<RequestPayoutResult> {
  if (!isUuid(input.userId)) return { ok: false, reason: "not_reviewer" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<RequestPayoutResult> => {
    const [profile] = await tx
      .select({ role: profiles.role, balance: profiles.walletBalance })
      .from(profiles)
      .where(eq(profiles.id, input.userId))
      .for("update");
    if (profile?.role !== "user") return { ok: false, reason: "not_reviewer" };
    const upi = checkUpiId(input.upiId);
    if (!upi.ok) return { ok: false, reason: upi.reason };
    // Checked before the minimum: a pending payout has usually emptied the wallet already.
    if (await hasPendingPayout(tx, input.userId)) return { ok: false, reason: "pending_exists" };
    if (profile.balance < MIN_PAYOUT) return { ok: false, reason: "below_minimum" };
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: input.userId,
        amount: profile.balance,
        upiId: upi.upiId,
        status: "pending",
        createdAt: now,
      })
      // payouts_one_pending_key is the last word on one pending payout per reviewer.
      .onConflictDoNothing({ target: payouts.userId, where: sql`${payouts.status} = 'pending'` })
      .returning();
    if (!payout) return { ok: false, reason: "pending_exists" };
    await recordWalletEntry(tx, {
      userId: input.userId,
      amount: -payout.amount,
      reason: "payout_request",
      payoutId: payout.id,
      now,
    });
    await recordPayoutChange(tx, { type: "payout_requested", by: input.userId, payout, now });
    return { ok: true, payout };
  });
}

async function hasPendingPayout(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, "pending")))
    .limit(1);
  return row !== undefined;
}
