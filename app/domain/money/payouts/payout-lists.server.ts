import { and, desc, eq, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { type PayoutStatus, payouts, profiles, suspensions, upiChecks } from "~/db/schema";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isUuid } from "~/domain/shared/uuid";
import type { ProviderPayoutState } from "./provider/payout-provider.server";

export type MyPayout = {
  id: string;
  amount: number;
  upiId: string;
  status: PayoutStatus;
  reference: string | null;
  rejectionReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
  /** PAYOUTS=razorpayx: the holder confirmed after the name check, and why it failed. */
  holderName: string | null;
  failureReason: string | null;
  /** The provider's own status: `pending` is an approver's wait (decision 085). */
  providerState: ProviderPayoutState | null;
};

export type AdminPayout = MyPayout & {
  /** Why a held payout waits for the admin (payout-hold-rules.ts reasons). */
  holdReasons: string[] | null;
  userId: string;
  /** SPEC §5: admin lists show only the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  username: string | null;
  reviewerName: string | null;
  phone: string;
  /** The reviewer's account is suspended now: no money leaves for it (decision 071). */
  accountSuspended: boolean;
  /** The name the reviewer gave for their bank account, beside the bank's (decision 086). */
  bankName: string | null;
};

export const DEFAULT_MY_PAYOUTS_LIMIT = 20;
export const MAX_MY_PAYOUTS_LIMIT = 100;
export const DEFAULT_PENDING_PAYOUTS_LIMIT = 50;
export const MAX_PENDING_PAYOUTS_LIMIT = 200;
export const DEFAULT_PROCESSED_PAYOUTS_LIMIT = 20;
export const MAX_PROCESSED_PAYOUTS_LIMIT = 100;
/** The reviewer's own payouts, newest first. */
export async function listMyPayouts(
  db: DbOrTx,
  input: { userId: string; limit?: number },
): Promise<MyPayout[]> {
  if (!isUuid(input.userId)) return [];
  // Built once (decision 138): the reviewer's dashboard reads it on every visit.
  return builtOnce(db, "my_payouts", (db, name) =>
    db
      .select(myPayoutColumns)
      .from(payouts)
      .where(eq(payouts.userId, sql.placeholder("userId")))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  ).execute({
    userId: input.userId,
    limit: boundedLimit(input.limit, DEFAULT_MY_PAYOUTS_LIMIT, MAX_MY_PAYOUTS_LIMIT),
  });
}

/**
 * The UPI ID of the reviewer's last payout (a rejected one's too), for 'Send to ki•••@ybl': the
 * page shows it masked and posts no ID, so it is read here again (issue 32).
 */
export async function lastPayoutUpiId(
  db: DbOrTx,
  input: { userId: string },
): Promise<string | null> {
  if (!isUuid(input.userId)) return null;
  const [last] = await db
    .select({ upiId: payouts.upiId })
    .from(payouts)
    .where(eq(payouts.userId, input.userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(1);
  return last?.upiId ?? null;
}

/**
 * The admin's payouts waiting for them, oldest first (served by payouts_status_created_idx):
 * manual ones to pay (pending), or a provider's held by a hold rule (held).
 */
export async function listPendingPayouts(
  db: DbOrTx,
  input: Partial<KeysetWindow> & { status?: "pending" | "held" },
): Promise<(AdminPayout & { cursor: Cursor })[]> {
  const page = keysetPage({ at: payouts.createdAt, id: payouts.id }, "asc", input);
  const rows = await db
    .select({ ...adminPayoutColumns, cursorAt: cursorTime(payouts.createdAt) })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(and(eq(payouts.status, input.status ?? "pending"), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PENDING_PAYOUTS_LIMIT, MAX_PENDING_PAYOUTS_LIMIT))
    .offset(page.offset);
  return pageRows(rows, page).map(withReviewerIdTail);
}

/** Done (paid, rejected, or a provider's final state): written as the predicate of payouts_processed_idx, so the index serves it. */
const processed = sql`${payouts.status} in ('paid', 'rejected', 'processed', 'reversed', 'failed')`;

/** Paid and rejected payouts, the most recently processed first. */
export async function listProcessedPayouts(
  db: DbOrTx,
  input: Partial<KeysetWindow>,
): Promise<(AdminPayout & { cursor: Cursor })[]> {
  // In the order of payouts_processed_idx, so the page is read from the index.
  const page = keysetPage({ at: payouts.processedAt, id: payouts.id }, "desc", input, {
    descNullsLast: true,
  });
  const rows = await db
    .select({ ...adminPayoutColumns, cursorAt: cursorTime(payouts.processedAt) })
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(and(processed, page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PROCESSED_PAYOUTS_LIMIT, MAX_PROCESSED_PAYOUTS_LIMIT))
    .offset(page.offset);
  return pageRows(rows, page).map(withReviewerIdTail);
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
  holderName: payouts.holderName,
  failureReason: payouts.failureReason,
  providerState: payouts.providerState,
};

const adminPayoutColumns = {
  ...myPayoutColumns,
  holdReasons: payouts.holdReasons,
  userId: payouts.userId,
  username: profiles.username,
  reviewerName: profiles.reviewerName,
  phone: profiles.phone,
  // Through suspensions_one_active_key, one probe a row.
  accountSuspended: sql<boolean>`exists (select 1 from ${suspensions} s
    where s.profile_id = ${payouts.userId} and s.lifted_at is null)`,
  // Through upi_checks' key, one probe a row.
  bankName: sql<string | null>`(select c.bank_name from ${upiChecks} c
    where c.user_id = ${payouts.userId} and c.upi_id = ${payouts.upiId})`,
};

function withReviewerIdTail<T extends { userId: string }>(row: T): T & { reviewerIdTail: string } {
  return { ...row, reviewerIdTail: row.userId.slice(-6) };
}

/**
 * The provider's payouts the admin watches, oldest first: `moving` (queued, processing; served by
 * payouts_moving_idx) or `failed` (failed or reversed, not retried yet).
 */
export async function listProviderPayouts(
  db: DbOrTx,
  input: { kind: "moving" | "failed"; limit?: number },
): Promise<AdminPayout[]> {
  const which =
    input.kind === "moving"
      ? sql`${payouts.status} in ('queued', 'processing')`
      : sql`${payouts.status} in ('failed', 'reversed') and not exists (select 1 from payouts retried where retried.retry_of = ${payouts.id})`;
  const rows = await db
    .select(adminPayoutColumns)
    .from(payouts)
    .innerJoin(profiles, eq(profiles.id, payouts.userId))
    .where(which)
    .orderBy(payouts.createdAt)
    .limit(boundedLimit(input.limit, DEFAULT_PENDING_PAYOUTS_LIMIT, MAX_PENDING_PAYOUTS_LIMIT));
  return rows.map(withReviewerIdTail);
}
