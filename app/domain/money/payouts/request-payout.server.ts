import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { payouts, profiles, upiChecks } from "~/db/schema";
import { MIN_PAYOUT } from "~/domain/money/rupees";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import { lockAccountStanding } from "~/domain/shared/account-standing.server";
import { recordConsents } from "~/domain/shared/consents.server";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { holderMatchesName } from "./holder-name";
import { readPayoutHoldFacts } from "./payout-hold-facts.server";
import { payoutHoldReasons } from "./payout-hold-rules";
import { type Payout, recordPayoutChange } from "./record-payout-change.server";
import { checkUpiId } from "./upi";
import { upiIdRefusals } from "./upi-id-refusals";

export type RequestPayoutResult =
  | { ok: true; payout: Payout }
  | {
      ok: false;
      reason:
        | "not_reviewer"
        | "upi_required"
        | "upi_invalid"
        | "below_minimum"
        | "pending_exists"
        | "name_not_confirmed"
        | "account_suspended";
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
  name_not_confirmed: {
    status: 409,
    title: "payouts.nameNotConfirmedTitle",
    message: "payouts.nameNotConfirmedText",
  },
  account_suspended: {
    status: 403,
    title: "payouts.suspendedTitle",
    message: "payouts.suspendedRequestText",
  },
} as const satisfies Refusals<ReasonOf<RequestPayoutResult>, "upiId">;

/**
 * Moves a reviewer's whole balance (at least ₹100) out of the wallet into a pending payout to
 * their UPI ID. The profile row is locked first, so the balance read is the one debited and
 * concurrent requests by one reviewer are decided one after another: one payout, one ledger row.
 */
export async function requestPayout(
  db: DbOrTx,
  input: {
    userId: string;
    upiId: string;
    /** PAYOUTS=razorpayx: the day's limit (the name check's answer is read from upi_checks). */
    provider?: { dailyLimit: number };
    now?: Date;
  },
): Promise<RequestPayoutResult> {
  if (!isUuid(input.userId)) return { ok: false, reason: "not_reviewer" };
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<RequestPayoutResult> => {
    if (await lockAccountStanding(tx, input.userId)) {
      return { ok: false, reason: "account_suspended" };
    }
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
    const through = input.provider
      ? await providerPayoutFields(tx, {
          userId: input.userId,
          upiId: upi.upiId,
          amount: profile.balance,
          ...input.provider,
          now,
        })
      : { method: "manual" as const, status: "pending" as const };
    if (!through) return { ok: false, reason: "name_not_confirmed" };
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: input.userId,
        amount: profile.balance,
        upiId: upi.upiId,
        createdAt: now,
        ...through,
      })
      // payouts_one_pending_key is the last word on one open payout per reviewer.
      .onConflictDoNothing({ target: payouts.userId, where: openPayout })
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
    // The UPI notice's record, with the first payout that keeps a UPI ID (decision 074).
    await recordConsents(tx, { profileId: input.userId, purposes: ["payout_upi"], now });
    return { ok: true, payout };
  });
}

/** The predicate of payouts_one_pending_key: a payout whose money has not moved yet. */
const openPayout = sql`${payouts.status} in ('pending', 'held', 'queued', 'processing')`;

/**
 * A provider's payout: only to a UPI ID whose name check found the bank's registered name and
 * has the name the reviewer gave for their bank account (decision 086); queued for the sender,
 * or held for the admin when a hold rule says so — a registered name that is not the given one
 * among them, so the request is kept and a person compares the two (decision 066), and a UPI ID
 * or bank name other than the last paid payout's (decision 100).
 */
async function providerPayoutFields(
  tx: Transaction,
  input: {
    userId: string;
    upiId: string;
    amount: number;
    dailyLimit: number;
    now: Date;
  },
) {
  const [checked] = await tx
    .select({
      state: upiChecks.state,
      holderName: upiChecks.holderName,
      bankName: upiChecks.bankName,
    })
    .from(upiChecks)
    .where(and(eq(upiChecks.userId, input.userId), eq(upiChecks.upiId, input.upiId)));
  if (checked?.state !== "found" || !checked.holderName || !checked.bankName) return null;
  const facts = await readPayoutHoldFacts(tx, { ...input, holderName: checked.holderName });
  const holdReasons = payoutHoldReasons({
    ...facts,
    payoutTo: { upiId: input.upiId, bankName: checked.bankName },
    holderNameMismatch: !holderMatchesName(checked.holderName, checked.bankName),
    amount: input.amount,
    dailyLimit: input.dailyLimit,
  });
  return {
    method: "razorpayx" as const,
    holderName: checked.holderName,
    bankName: checked.bankName,
    status: holdReasons.length > 0 ? ("held" as const) : ("queued" as const),
    holdReasons: holdReasons.length > 0 ? holdReasons : null,
    updatedAt: null,
  };
}

async function hasPendingPayout(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), openPayout))
    .limit(1);
  return row !== undefined;
}
