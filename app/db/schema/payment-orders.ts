/** Orders at the payment gateway, and the gateway's webhook events already handled. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { campaigns, paymentPurposes } from "./campaigns";
import { createdAt, id } from "./columns";

export const paymentOrderStatuses = ["created", "paid", "failed", "abandoned"] as const;
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

/**
 * A charge asked of the gateway before it is paid (decision 057): what the business typed waits
 * here, and becomes a campaign (or more reviews) once, when the gateway says it was captured.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    purpose: text("purpose", { enum: paymentPurposes }).notNull(),
    /** The campaign it paid for: set when paid (a new campaign), or from the start (more reviews). */
    campaignId: uuid("campaign_id").references(() => campaigns.id),
    /** The form's idempotency key: one order per form shown. */
    requestId: uuid("request_id").notNull(),
    /** What the business typed, kept until the payment is captured. */
    details: jsonb("details").notNull(),
    amount: integer("amount").notNull(),
    gateway: text("gateway").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    status: text("status", { enum: paymentOrderStatuses }).notNull().default("created"),
    gatewayPaymentId: text("gateway_payment_id"),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_orders_request_id_key").on(t.requestId),
    uniqueIndex("payment_orders_gateway_order_key").on(t.gateway, t.gatewayOrderId),
    // The reconciliation job reads only orders still waiting for their answer.
    index("payment_orders_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} in ('created', 'failed')`),
    index("payment_orders_business_idx").on(t.businessId, t.createdAt),
    check("payment_orders_amount_check", sql`${t.amount} > 0`),
    check(
      "payment_orders_status_check",
      sql`${t.status} in ('created', 'paid', 'failed', 'abandoned')`,
    ),
    check(
      "payment_orders_paid_check",
      sql`(${t.status} = 'paid') = (${t.gatewayPaymentId} is not null and ${t.settledAt} is not null)`,
    ),
  ],
);

/** A gateway's webhook event handled once: its id is the idempotency key (decision 057). */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
);
