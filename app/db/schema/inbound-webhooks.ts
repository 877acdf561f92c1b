/** Every webhook a provider sent us, as it arrived, and what became of it (decision 087). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * received: stored, not yet handled (or the server stopped halfway); processed: it changed what
 * it had to (or had already); ignored: not ours to act on (a payment we never created, an event
 * we do not handle); failed: it could not be handled, with the error, for the admin to replay.
 */
export const inboundWebhookStates = ["received", "processed", "ignored", "failed"] as const;
export type InboundWebhookState = (typeof inboundWebhookStates)[number];

export const inboundWebhooks = pgTable(
  "inbound_webhooks",
  {
    id: id(),
    /**
     * Whose webhook it is: the source a payment or payout provider's registry line declares
     * (decisions 125, 127). The registries own the names, so this is plain text; a name no line
     * declares (a provider since removed) is handled as a body we cannot read.
     */
    provider: text("provider").notNull(),
    /** X-Razorpay-Event-Id: the same for every delivery of one event. */
    eventId: text("event_id").notNull(),
    /** The body's `event` ("payment.captured"), or "" when the body is not what we expect. */
    event: text("event").notNull(),
    /** The body exactly as signed, so a replay handles what the provider sent. */
    rawBody: text("raw_body").notNull(),
    /** Which secret the signature matched: the current one, or the previous within its window. */
    signedWith: text("signed_with", { enum: ["current", "previous"] }).notNull(),
    state: text("state", { enum: inboundWebhookStates }).notNull().default("received"),
    /** What handling answered ("campaign_created", "unknown_order", ...). */
    outcome: text("outcome"),
    error: text("error"),
    /** Deliveries and replays, the first included. */
    attempts: integer("attempts").notNull().default(1),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("inbound_webhooks_event_key").on(t.provider, t.eventId),
    // The admin's list, newest first, all or one state; retention reads the oldest per state.
    index("inbound_webhooks_state_idx").on(t.state, t.receivedAt),
    index("inbound_webhooks_received_idx").on(t.receivedAt),
    check(
      "inbound_webhooks_state_check",
      sql`${t.state} in ('received', 'processed', 'ignored', 'failed')`,
    ),
    check("inbound_webhooks_attempts_check", sql`${t.attempts} >= 1`),
  ],
);
