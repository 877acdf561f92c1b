import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { auditEvents, type PayoutStatus, payouts, profiles } from "~/db/schema";
import { MIN_PAYOUT } from "~/domain/money/rupees";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import {
  cursorTime,
  inListOrder,
  keysetPage,
  windowOf,
  withCursor,
} from "~/domain/shared/keyset-query.server";
import {
  boundedLimit,
  boundedOffset,
  type Cursor,
  type KeysetWindow,
} from "~/domain/shared/list-pages";
import { findRole } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import { publishEvents } from "~/events/bus.server";
import { readText } from "~/forms/text";
import { checkUpiId } from "./upi";

export type Payout = typeof payouts.$inferSelect;

export type RequestPayoutResult =
  | { ok: true; payout: Payout }
  | {
      ok: false;
      reason: "not_reviewer" | "upi_required" | "upi_invalid" | "below_minimum" | "pending_exists";
    };

export type MyPayout = {
  id: string;
  amount: number;
  upiId: string;
  status: PayoutStatus;
  reference: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
};

export type AdminPayout = MyPayout & {
  userId: string;
  /** SPEC §5: admin lists show only the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  username: string | null;
  reviewerName: string | null;
  phone: string;
};

export type ProcessPayoutResult =
  /** `repeated`: the payout was already decided exactly so (a retried request); nothing changed. */
  | { ok: true; payout: Payout; repeated?: true }
  | {
      ok: false;
      reason:
        | "not_admin"
        | "reference_required"
        | "reason_required"
        | "reference_invalid"
        | "reason_invalid"
        | "not_found"
        | "not_pending";
    };

export const DEFAULT_MY_PAYOUTS_LIMIT = 20;
export const MAX_MY_PAYOUTS_LIMIT = 100;
export const DEFAULT_PENDING_PAYOUTS_LIMIT = 50;
export const MAX_PENDING_PAYOUTS_LIMIT = 200;
export const DEFAULT_PROCESSED_PAYOUTS_LIMIT = 20;
export const MAX_PROCESSED_PAYOUTS_LIMIT = 100;
export const MAX_PAYOUT_REFERENCE_LENGTH = 64;
export const MAX_PAYOUT_REJECTION_LENGTH = 500;

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

/**
 * Every change of a payout is audited and tells the reviewer's wallet and the admins' payout
 * queue, in the transaction of the change.
 */
async function recordPayoutChange(
  tx: Transaction,
  change: {
    type: "payout_requested" | "payout_paid" | "payout_rejected";
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

/** The reviewer's own payouts, newest first. */
export async function listMyPayouts(
  db: DbOrTx,
  input: { userId: string; limit?: number },
): Promise<MyPayout[]> {
  if (!isUuid(input.userId)) return [];
  return db
    .select(myPayoutColumns)
    .from(payouts)
    .where(eq(payouts.userId, input.userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(boundedLimit(input.limit, DEFAULT_MY_PAYOUTS_LIMIT, MAX_MY_PAYOUTS_LIMIT));
}

/** The admin's pending payouts, oldest first (served by payouts_status_created_idx). */
export async function listPendingPayouts(
  db: DbOrTx,
  input: Partial<KeysetWindow>,
): Promise<(AdminPayout & { cursor: Cursor })[]> {
  const page = keysetPage({ at: payouts.createdAt, id: payouts.id }, "asc", windowOf(input));
  const rows = await db
    .select({ ...adminPayoutColumns, cursorAt: cursorTime(payouts.createdAt) })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(and(eq(payouts.status, "pending"), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PENDING_PAYOUTS_LIMIT, MAX_PENDING_PAYOUTS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map((row) => withCursor(withReviewerIdTail(row)));
}

/** Paid or rejected: written as the predicate of payouts_processed_idx, so the index serves it. */
const processed = sql`${payouts.status} in ('paid', 'rejected')`;

/** Paid and rejected payouts, the most recently processed first. */
export async function listProcessedPayouts(
  db: DbOrTx,
  input: Partial<KeysetWindow>,
): Promise<(AdminPayout & { cursor: Cursor })[]> {
  // In the order of payouts_processed_idx, so the page is read from the index.
  const page = keysetPage({ at: payouts.processedAt, id: payouts.id }, "desc", windowOf(input), {
    descNullsLast: true,
  });
  const rows = await db
    .select({ ...adminPayoutColumns, cursorAt: cursorTime(payouts.processedAt) })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(and(processed, page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PROCESSED_PAYOUTS_LIMIT, MAX_PROCESSED_PAYOUTS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map((row) => withCursor(withReviewerIdTail(row)));
}

/**
 * The admin has sent the money by UPI and records the transaction reference. No money moves
 * here: the wallet was debited when the payout was requested. The conditional UPDATE lets
 * exactly one of many concurrent Mark Paid and Reject clicks through.
 */
export async function markPayoutPaid(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; reference: string; now?: Date },
): Promise<ProcessPayoutResult> {
  const now = input.now ?? new Date();
  const reference = readText(input.reference);
  return db.transaction(async (tx): Promise<ProcessPayoutResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (reference === "") return { ok: false, reason: "reference_required" };
    if (reference === null || reference.length > MAX_PAYOUT_REFERENCE_LENGTH) {
      return { ok: false, reason: "reference_invalid" };
    }
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [payout] = await tx
      .update(payouts)
      .set({ status: "paid", reference, processedAt: now })
      .where(and(eq(payouts.id, input.payoutId), eq(payouts.status, "pending")))
      .returning();
    if (!payout) {
      return decidedBefore(
        tx,
        input.payoutId,
        (row) => row.status === "paid" && row.reference === reference,
      );
    }
    await recordPayoutChange(tx, { type: "payout_paid", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}

/**
 * Refuses a pending payout with the reason the reviewer will read and returns the amount to the
 * wallet in the same transaction. Like markPayoutPaid, exactly one concurrent decision wins, so
 * the money comes back at most once (wallet_ledger_payout_reason_key backs this too).
 */
export async function rejectPayout(
  db: DbOrTx,
  input: { payoutId: string; adminId: string; reason: string; now?: Date },
): Promise<ProcessPayoutResult> {
  const now = input.now ?? new Date();
  const reason = readText(input.reason, { multiline: true });
  return db.transaction(async (tx): Promise<ProcessPayoutResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (reason === "") return { ok: false, reason: "reason_required" };
    if (reason === null || reason.length > MAX_PAYOUT_REJECTION_LENGTH) {
      return { ok: false, reason: "reason_invalid" };
    }
    if (!isUuid(input.payoutId)) return { ok: false, reason: "not_found" };
    const [payout] = await tx
      .update(payouts)
      .set({ status: "rejected", rejectionReason: reason, processedAt: now })
      .where(and(eq(payouts.id, input.payoutId), eq(payouts.status, "pending")))
      .returning();
    if (!payout) {
      return decidedBefore(
        tx,
        input.payoutId,
        (row) => row.status === "rejected" && row.rejectionReason === reason,
      );
    }
    await recordWalletEntry(tx, {
      userId: payout.userId,
      amount: payout.amount,
      reason: "payout_refund",
      payoutId: payout.id,
      now,
    });
    await recordPayoutChange(tx, { type: "payout_rejected", by: input.adminId, payout, now });
    return { ok: true, payout };
  });
}

const myPayoutColumns = {
  id: payouts.id,
  amount: payouts.amount,
  upiId: payouts.upiId,
  status: payouts.status,
  reference: payouts.reference,
  rejectionReason: payouts.rejectionReason,
  createdAt: payouts.createdAt,
  processedAt: payouts.processedAt,
};

const adminPayoutColumns = {
  ...myPayoutColumns,
  userId: payouts.userId,
  username: profiles.username,
  reviewerName: profiles.reviewerName,
  phone: profiles.phone,
};

function withReviewerIdTail<T extends { userId: string }>(row: T): T & { reviewerIdTail: string } {
  return { ...row, reviewerIdTail: row.userId.slice(-6) };
}

async function hasPendingPayout(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.status, "pending")))
    .limit(1);
  return row !== undefined;
}

/**
 * A payout that is no longer pending: the same decision repeated (a request retried after a lost
 * answer, or a second admin typing the same thing) succeeds without changing anything; any other
 * decision is refused as already processed.
 */
async function decidedBefore(
  tx: Transaction,
  payoutId: string,
  sameDecision: (row: Payout) => boolean,
): Promise<ProcessPayoutResult> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!row) return { ok: false, reason: "not_found" };
  if (sameDecision(row)) return { ok: true, payout: row, repeated: true };
  return { ok: false, reason: "not_pending" };
}
