/** Money given back to a business: one row per refund of a payment, whole or in part. */
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
import { profiles } from "./accounts";
import { campaigns, payments } from "./campaigns";
import { createdAt, id } from "./columns";

/** Why money went back: the admin rejected the campaign, the owner deleted it, it ended unfilled, or reviews paid for could not be added (the campaign changed after the charge). */
export const refundReasons = [
  "campaign_rejected",
  "campaign_deleted",
  "unfilled_slots",
  "reviews_not_added",
] as const;
export type RefundReason = (typeof refundReasons)[number];
/**
 * pending: owed and not yet confirmed by the gateway; processed: back with the business (through
 * the gateway, or paid by hand and recorded by the admin); failed: the gateway failed it (retried,
 * shown to the admin); refused: the gateway refuses it for good (a 400 BAD_REQUEST_ERROR, decision
 * 088): no more retries, a task for the admin to pay it back by hand.
 */
export const refundStatuses = ["pending", "processed", "failed", "refused"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund decided inside the transaction that decides it (rejection, deletion, a campaign's end);
 * a simulated payment's refund is processed at once, a gateway's is requested after commit.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    /** Whole rupees, tax included (₹20 a review). */
    amount: integer("amount").notNull(),
    reason: text("reason", { enum: refundReasons }).notNull(),
    status: text("status", { enum: refundStatuses }).notNull(),
    /** The gateway's refund id (Razorpay's rfnd_…); null for a simulated payment's refund. */
    gatewayRefundId: text("gateway_refund_id"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** Times we asked the gateway (or checked on it); the backoff grows with it (decision 058). */
    attempts: integer("attempts").notNull().default(0),
    /** When the refund job next asks the gateway; null once processed. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** What went wrong last time (the gateway's words or a timeout), for the admin. */
    lastError: text("last_error"),
    /** The bank or UPI reference of a refund the admin paid back by hand (decision 088). */
    paidByHandReference: text("paid_by_hand_reference"),
    paidByHandBy: uuid("paid_by_hand_by").references(() => profiles.id),
  },
  (t) => [
    uniqueIndex("refunds_gateway_refund_key").on(t.gatewayRefundId),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_business_created_idx").on(t.businessId, t.createdAt),
    index("refunds_campaign_idx").on(t.campaignId),
    // The refund job's work: refunds still owed, soonest first.
    index("refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.status} <> 'processed'`),
    // A campaign's unfilled slots are refunded once, from each payment at most once.
    uniqueIndex("refunds_unfilled_once_key")
      .on(t.paymentId)
      .where(sql`${t.reason} = 'unfilled_slots'`),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check(
      "refunds_reason_check",
      sql`${t.reason} in ('campaign_rejected', 'campaign_deleted', 'unfilled_slots', 'reviews_not_added')`,
    ),
    check(
      "refunds_status_check",
      sql`${t.status} in ('pending', 'processed', 'failed', 'refused')`,
    ),
    check(
      "refunds_paid_by_hand_check",
      sql`${t.paidByHandReference} is null or (${t.status} = 'processed' and ${t.paidByHandBy} is not null)`,
    ),
    check(
      "refunds_processed_check",
      sql`(${t.status} = 'processed') = (${t.processedAt} is not null)`,
    ),
  ],
);
