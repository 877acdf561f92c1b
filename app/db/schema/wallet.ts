/** A reviewer's money: payouts requested and every change of the wallet. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MIN_PAYOUT } from "../prices";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";
import { reviews } from "./reviews";

/** Every payout status RazorpayX documents (https://razorpay.com/docs/x/payouts/states-life-cycle). */
export const providerPayoutStates = [
  "pending",
  "scheduled",
  "queued",
  "processing",
  "processed",
  "reversed",
  "cancelled",
  "rejected",
  "failed",
] as const;

/**
 * Manual payouts (PAYOUTS=manual): pending → paid | rejected. Through a provider (decision 066):
 * held → queued | rejected; queued → processing → processed → reversed; queued or processing →
 * failed | reversed. Rejected, failed and reversed returned the amount to the wallet.
 */
export const payoutStatuses = [
  "pending",
  "paid",
  "rejected",
  "held",
  "queued",
  "processing",
  "processed",
  "reversed",
  "failed",
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];
/** A payout still waiting for money to move: one at a time per reviewer. */
export const openPayoutStatuses = ["pending", "held", "queued", "processing"] as const;
/** Done: the admin's processed list. */
export const closedPayoutStatuses = [
  "paid",
  "rejected",
  "processed",
  "reversed",
  "failed",
] as const;
export const payoutMethods = ["manual", "razorpayx"] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    amount: integer("amount").notNull(),
    upiId: text("upi_id").notNull(),
    status: text("status", { enum: payoutStatuses }).notNull().default("pending"),
    reference: text("reference"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** Who moves the money: the admin's phone, or a payout provider. */
    method: text("method", { enum: payoutMethods }).notNull().default("manual"),
    /** The name the provider's validation found behind the UPI ID, confirmed by the reviewer. */
    holderName: text("holder_name"),
    /**
     * The name the reviewer gave for their bank account when asking (decision 100): the next
     * payout under another name, or to another UPI ID, waits for the admin.
     */
    bankName: text("bank_name"),
    /** The provider's payout id once it accepted the payout (pout_…). */
    providerPayoutId: text("provider_payout_id"),
    /** Why it is held for the admin: risk reasons in words and/or the daily limit. */
    holdReasons: text("hold_reasons").array(),
    /** The provider's words for a failure or reversal. */
    failureReason: text("failure_reason"),
    /** The payout it retries after a failure (the admin's Retry). */
    retryOf: uuid("retry_of"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /**
     * The provider's own status, finer than ours (decision 085): `pending` is an approver's
     * wait, `scheduled` its time, `queued` funds; null before the provider answered.
     */
    providerState: text("provider_state", { enum: providerPayoutStates }),
    /**
     * Bumped when the admin releases a payout held after a request we sent wrong: RazorpayX keeps
     * the first answer to a key, so the corrected request needs a new one (decision 085).
     */
    keyGeneration: integer("key_generation").notNull().default(0),
  },
  (t) => [
    // At most one pending payout per reviewer.
    uniqueIndex("payouts_one_pending_key")
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'held', 'queued', 'processing')`),
    index("payouts_status_created_idx").on(t.status, t.createdAt),
    // The admin's processed payouts, the most recently processed first.
    index("payouts_processed_idx")
      .on(t.processedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} in ('paid', 'rejected', 'processed', 'reversed', 'failed')`),
    index("payouts_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("payouts_provider_payout_key").on(t.providerPayoutId),
    // The send and reconciliation jobs read only payouts still moving at the provider.
    index("payouts_moving_idx").on(t.createdAt).where(sql`${t.status} in ('queued', 'processing')`),
    index("payouts_upi_idx").on(t.upiId),
    check("payouts_amount_check", sql`${t.amount} >= ${sql.raw(String(MIN_PAYOUT))}`),
    check(
      "payouts_status_check",
      sql`${t.status} in ('pending', 'paid', 'rejected', 'held', 'queued', 'processing', 'processed', 'reversed', 'failed')`,
    ),
    check("payouts_method_check", sql`${t.method} in ('manual', 'razorpayx')`),
  ],
);

/**
 * `balance_given_up`: a balance under the minimum payout that its owner gave up to delete their
 * account (decision 076); it names no review or payout.
 */
export const ledgerReasons = [
  "review_reward",
  "payout_request",
  "payout_refund",
  "balance_given_up",
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

/** Every change of a wallet; a wallet balance always equals the sum of its rows. */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    amount: integer("amount").notNull(),
    reason: text("reason", { enum: ledgerReasons }).notNull(),
    reviewId: uuid("review_id").references(() => reviews.id),
    payoutId: uuid("payout_id").references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_ledger_user_created_idx").on(t.userId, t.createdAt),
    // A review is rewarded once; a payout is debited once and refunded at most once.
    uniqueIndex("wallet_ledger_review_reward_key")
      .on(t.reviewId)
      .where(sql`${t.reason} = 'review_reward'`),
    uniqueIndex("wallet_ledger_payout_reason_key")
      .on(t.payoutId, t.reason)
      .where(sql`${t.payoutId} is not null`),
    check(
      "wallet_ledger_reason_check",
      sql`${t.reason} in ('review_reward', 'payout_request', 'payout_refund', 'balance_given_up')`,
    ),
    check(
      "wallet_ledger_link_check",
      sql`(${t.reason} = 'review_reward' and ${t.reviewId} is not null) or (${t.reason} in ('payout_request', 'payout_refund') and ${t.payoutId} is not null) or (${t.reason} = 'balance_given_up' and ${t.reviewId} is null and ${t.payoutId} is null and ${t.amount} < 0)`,
    ),
    check("wallet_ledger_amount_check", sql`${t.amount} <> 0`),
  ],
);

/**
 * The name check's states (decision 086): `pending` while RazorpayX's validation is `created`
 * (polled on the reviewer's next attempt, completed by its webhook); `found` with the bank's
 * registered name; `not_found` when the validation completed with the account invalid; `failed`
 * when it failed for a technical reason (asked again, never read as 'no such account').
 */
export const upiCheckStates = ["pending", "found", "not_found", "failed"] as const;
export type UpiCheckState = (typeof upiCheckStates)[number];

/**
 * Paid name checks (RazorpayX validations) asked per Kolkata day by everyone (decision 100):
 * counted by one atomic upsert that stops at UPI_CHECKS_DAILY_BUDGET, so servers share it.
 */
export const upiCheckBudget = pgTable("upi_check_budget", {
  /** The Kolkata day, 'YYYY-MM-DD'. */
  day: text("day").primaryKey(),
  used: integer("used").notNull().default(0),
});

/**
 * A UPI ID's holder as the payout provider's validation answered (decisions 066, 086), one row
 * per reviewer and UPI ID, with the name the reviewer gave as the name on their bank account
 * (asked once, kept with the UPI ID). A result younger than the cache window is copied to another
 * reviewer's row instead of paying for a second validation.
 */
export const upiChecks = pgTable(
  "upi_checks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    upiId: text("upi_id").notNull(),
    state: text("state", { enum: upiCheckStates }).notNull().default("found"),
    /** The bank's registered name (RazorpayX `registered_name`); only when `found`. */
    holderName: text("holder_name"),
    /** The name the reviewer gave as the one on their bank account (Latin letters). */
    bankName: text("bank_name"),
    providerCheckId: text("provider_check_id").notNull(),
    /** When the provider's answer (or, while pending, its validation) was made. */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    /** When this reviewer first asked about this UPI ID: the day's limit counts these. */
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.upiId] }),
    index("upi_checks_holder_idx").on(t.holderName),
    index("upi_checks_upi_idx").on(t.upiId),
    index("upi_checks_pending_idx").on(t.providerCheckId).where(sql`${t.state} = 'pending'`),
    index("upi_checks_user_created_idx").on(t.userId, t.createdAt),
    check("upi_checks_state_check", sql`${t.state} in ('pending', 'found', 'not_found', 'failed')`),
    check("upi_checks_holder_check", sql`(${t.state} = 'found') = (${t.holderName} is not null)`),
  ],
);
