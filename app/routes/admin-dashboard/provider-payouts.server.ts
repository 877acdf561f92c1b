import type { Database } from "~/db/client.server";
import {
  type AdminPayout,
  listPendingPayouts,
  listProviderPayouts,
} from "~/domain/money/payouts/payout-lists.server";
import { maskUpiId } from "~/domain/money/payouts/upi";

/** What 'usually within a day' allows a held payout before the admin's card says it is late. */
const HELD_CHECK_MS = 24 * 60 * 60 * 1000;

/**
 * A payout as the provider's lists show it. Nobody pays these by hand, so the UPI ID is masked
 * until the logged 'Show UPI ID' (decision 083).
 */
function providerPayoutRow(payout: AdminPayout, now: Date) {
  return {
    // The reviewer was told a held payout is checked 'usually within a day' (payouts.heldNote).
    heldOverADay:
      payout.status === "held" && now.getTime() - payout.createdAt.getTime() >= HELD_CHECK_MS,
    id: payout.id,
    amount: payout.amount,
    maskedUpiId: maskUpiId(payout.upiId),
    holderName: payout.holderName,
    bankName: payout.bankName,
    status: payout.status,
    reference: payout.reference,
    failureReason: payout.failureReason,
    providerState: payout.providerState,
    holdReasons: payout.holdReasons ?? [],
    createdAt: payout.createdAt,
    reviewerIdTail: payout.reviewerIdTail,
    reviewerName: payout.reviewerName,
  };
}
export type ProviderPayoutRow = ReturnType<typeof providerPayoutRow>;

/**
 * PAYOUTS=razorpayx: the held payouts with their reasons, those on their way, and the latest
 * failures that nobody retried yet; null (nothing read) while the admin pays by hand.
 */
export async function providerPayoutsSection(
  db: Database,
  options: { shown: boolean; now?: Date },
) {
  if (!options.shown) return null;
  const now = options.now ?? new Date();
  const row = (payout: AdminPayout) => providerPayoutRow(payout, now);
  const [held, moving, failed] = await Promise.all([
    listPendingPayouts(db, { status: "held", limit: 50 }),
    listProviderPayouts(db, { kind: "moving", limit: 50 }),
    listProviderPayouts(db, { kind: "failed", limit: 50 }),
  ]);
  return {
    held: held.map(row),
    moving: moving.map(row),
    failed: failed.map(row),
  };
}
