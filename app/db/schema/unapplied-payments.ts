/** Payments captured on an order that did not need them, each given back whole (decision 088). */
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
import { createdAt, id } from "./columns";
import { paymentOrders } from "./payment-orders";
import { refundStatuses } from "./refunds";

/**
 * second_payment: captured on an order another payment had already paid; short_payment: captured
 * for less (or more) than its order's amount, so it never pays the order.
 */
export const unappliedPaymentReasons = ["second_payment", "short_payment"] as const;
export type UnappliedPaymentReason = (typeof unappliedPaymentReasons)[number];

/**
 * Money the gateway captured that bought nothing: never a purchase, so no invoice, no credit note
 * and no part of Total Spent. The row is its own refund's outbox (the refund job, decision 058):
 * due at once for a second payment; for a short one when its order closes (next_attempt_at null
 * until then).
 */
export const unappliedPayments = pgTable(
  "unapplied_payments",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => paymentOrders.id),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    gateway: text("gateway").notNull(),
    gatewayPaymentId: text("gateway_payment_id").notNull(),
    /** In paise: a short payment need not be whole rupees. */
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason", { enum: unappliedPaymentReasons }).notNull(),
    createdAt: createdAt(),
    /** Its refund, whole: the same states and retries as a refund row's. */
    refundStatus: text("refund_status", { enum: refundStatuses }).notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    paidByHandReference: text("paid_by_hand_reference"),
    paidByHandBy: uuid("paid_by_hand_by").references(() => profiles.id),
  },
  (t) => [
    uniqueIndex("unapplied_payments_gateway_payment_key").on(t.gateway, t.gatewayPaymentId),
    uniqueIndex("unapplied_payments_gateway_refund_key").on(t.gatewayRefundId),
    index("unapplied_payments_order_idx").on(t.orderId),
    index("unapplied_payments_business_idx").on(t.businessId, t.createdAt),
    index("unapplied_payments_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.refundStatus} <> 'processed'`),
    check("unapplied_payments_amount_check", sql`${t.amountPaise} > 0`),
    check(
      "unapplied_payments_reason_check",
      sql`${t.reason} in ('second_payment', 'short_payment')`,
    ),
    check(
      "unapplied_payments_refund_status_check",
      sql`${t.refundStatus} in ('pending', 'processed', 'failed', 'refused')`,
    ),
    check(
      "unapplied_payments_processed_check",
      sql`(${t.refundStatus} = 'processed') = (${t.processedAt} is not null)`,
    ),
    check(
      "unapplied_payments_paid_by_hand_check",
      sql`${t.paidByHandReference} is null or (${t.refundStatus} = 'processed' and ${t.paidByHandBy} is not null)`,
    ),
  ],
);
