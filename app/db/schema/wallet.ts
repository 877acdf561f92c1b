/** A reviewer's money: payouts requested and every change of the wallet. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MIN_PAYOUT } from "../prices";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";
import { reviews } from "./reviews";

export const payoutStatuses = ["pending", "paid", "rejected"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

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
  },
  (t) => [
    // At most one pending payout per reviewer.
    uniqueIndex("payouts_one_pending_key").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("payouts_status_created_idx").on(t.status, t.createdAt),
    // The admin's processed payouts, the most recently processed first.
    index("payouts_processed_idx")
      .on(t.processedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} in ('paid', 'rejected')`),
    index("payouts_user_created_idx").on(t.userId, t.createdAt),
    check("payouts_amount_check", sql`${t.amount} >= ${sql.raw(String(MIN_PAYOUT))}`),
    check("payouts_status_check", sql`${t.status} in ('pending', 'paid', 'rejected')`),
  ],
);

export const ledgerReasons = ["review_reward", "payout_request", "payout_refund"] as const;
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
      sql`${t.reason} in ('review_reward', 'payout_request', 'payout_refund')`,
    ),
    check(
      "wallet_ledger_link_check",
      sql`(${t.reason} = 'review_reward' and ${t.reviewId} is not null) or (${t.reason} <> 'review_reward' and ${t.payoutId} is not null)`,
    ),
    check("wallet_ledger_amount_check", sql`${t.amount} <> 0`),
  ],
);
