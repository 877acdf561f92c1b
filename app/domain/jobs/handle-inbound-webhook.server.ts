import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type InboundWebhookProvider, inboundWebhooks } from "~/db/schema";
import {
  completeUpiValidation,
  type UpiValidationEventOutcome,
} from "~/domain/money/payouts/complete-upi-validation.server";
import {
  type PayoutEventOutcome,
  receivePayoutEvent,
} from "~/domain/money/payouts/receive-payout-event.server";
import {
  finishInboundWebhook,
  type WebhookResult,
} from "~/domain/money/webhooks/finish-inbound-webhook.server";
import { findInboundWebhook } from "~/domain/money/webhooks/list-inbound-webhooks.server";
import { recordInboundWebhook } from "~/domain/money/webhooks/record-inbound-webhook.server";
import {
  type GatewayEventOutcome,
  receiveGatewayEvent,
} from "~/domain/orders/receive-gateway-event.server";
import { isUuid } from "~/domain/shared/uuid";

type Done = "processed" | "ignored";
type Mapped = Done | "duplicate" | { failed: string };

/** Every answer of the Razorpay payment handler, and what it makes of the stored event. */
const gatewayStates: Record<GatewayEventOutcome, Mapped> = {
  duplicate: "duplicate",
  ignored: "ignored",
  campaign_created: "processed",
  reviews_added: "processed",
  reviews_given_back: "processed",
  already_settled: "processed",
  payment_not_captured: "processed",
  // A payment for an order we never made, or with no order at all (payment links, QR codes).
  unknown_order: "ignored",
  not_our_payment: "ignored",
  amount_mismatch: { failed: "The captured amount differs from the order's." },
  malformed: { failed: "The event is not in the shape the documentation gives." },
  refund_updated: "processed",
  refund_unchanged: "processed",
  unknown_refund: "ignored",
};

/** Every answer of the RazorpayX payout handler (decision 066, 085). */
const payoutStates: Record<PayoutEventOutcome, Mapped> = {
  duplicate: "duplicate",
  ignored: "ignored",
  changed: "processed",
  unchanged: "processed",
  unknown_payout: "ignored",
  malformed: { failed: "The event is not in the shape the documentation gives." },
};

/** Every answer of the fund account validation handler (decision 086); idempotent, no claim. */
const validationStates: Record<Exclude<UpiValidationEventOutcome, "not_a_validation">, Mapped> = {
  completed: "processed",
  unchanged: "processed",
  malformed: { failed: "The event is not in the shape the documentation gives." },
};

function resultOf(outcome: string, mapped: Mapped): WebhookResult {
  if (mapped === "duplicate") return { state: "duplicate" };
  if (typeof mapped === "object") return { state: "failed", outcome, error: mapped.failed };
  return { state: mapped, outcome };
}

export type InboundWebhookAnswer =
  | { ok: true; id: string; outcome: string; result: WebhookResult }
  /** Handling threw (the database, a bug): stored as failed, answered 500 so it comes again. */
  | { ok: false; id: string; error: string };

/**
 * A verified webhook, end to end (decision 087): stored with its raw body first, then handled
 * by its provider's handler, then marked processed, ignored or failed — for Razorpay payments
 * and RazorpayX payouts inside the transaction that acts on it. A delivery of an event already
 * done is not handled again; the handlers' own claim (gateway_events) keeps a racing second
 * delivery harmless.
 */
export async function handleInboundWebhook(
  db: Database,
  input: {
    provider: InboundWebhookProvider;
    eventId: string;
    rawBody: string;
    signedWith: "current" | "previous";
    now?: Date;
  },
): Promise<InboundWebhookAnswer> {
  const now = input.now ?? new Date();
  const body = parseBody(input.rawBody);
  const stored = await recordInboundWebhook(db, {
    provider: input.provider,
    eventId: input.eventId,
    event: eventName(body),
    rawBody: input.rawBody,
    signedWith: input.signedWith,
    now,
  });
  if (stored.state === "processed" || stored.state === "ignored") {
    return { ok: true, id: stored.id, outcome: "duplicate", result: { state: "duplicate" } };
  }
  return runHandler(db, { ...input, id: stored.id, body, now });
}

/**
 * Handles a stored webhook again, from its stored body (the admin's Replay, scripts/): one more
 * attempt on its row. Idempotent: an event already acted on answers 'duplicate' from the
 * handlers' claim and changes nothing.
 */
export async function replayInboundWebhook(
  db: Database,
  input: { id: string; now?: Date },
): Promise<InboundWebhookAnswer | { ok: false; id: string; error: "not_found" }> {
  const now = input.now ?? new Date();
  const row = isUuid(input.id) ? await findInboundWebhook(db, input.id) : null;
  if (!row) return { ok: false, id: input.id, error: "not_found" };
  await db
    .update(inboundWebhooks)
    .set({ attempts: sql`${inboundWebhooks.attempts} + 1`, lastAttemptAt: now })
    .where(sql`${inboundWebhooks.id} = ${row.id}`);
  return runHandler(db, {
    provider: row.provider,
    eventId: row.eventId,
    id: row.id,
    body: parseBody(row.rawBody),
    now,
  });
}

async function runHandler(
  db: Database,
  input: {
    provider: InboundWebhookProvider;
    eventId: string;
    id: string;
    body: unknown;
    now: Date;
  },
): Promise<InboundWebhookAnswer> {
  const { id, now } = input;
  try {
    if (input.provider === "razorpay") {
      let written = false;
      const outcome = await receiveGatewayEvent(db, {
        gateway: input.provider,
        eventId: input.eventId,
        body: input.body,
        now,
        record: async (tx, answer) => {
          written = true;
          await finishInboundWebhook(tx, {
            id,
            result: resultOf(answer, gatewayStates[answer]),
            now,
          });
        },
      });
      const result = resultOf(outcome, gatewayStates[outcome]);
      // Answered before its transaction (a body not in the documented shape).
      if (!written) await finishInboundWebhook(db, { id, result, now });
      return { ok: true, id, outcome, result };
    }
    // A validation's handler (decision 086) takes no hook: its state is written just after.
    const validation = await completeUpiValidation(db, input.body, now);
    if (validation !== "not_a_validation") {
      const result = resultOf(validation, validationStates[validation]);
      await finishInboundWebhook(db, { id, result, now });
      return { ok: true, id, outcome: validation, result };
    }
    let written = false;
    const outcome = await receivePayoutEvent(db, {
      gateway: input.provider,
      eventId: input.eventId,
      body: input.body,
      now,
      // A payout event's state commits with the payout's (decision 085's handler).
      record: async (tx, answer) => {
        written = true;
        await finishInboundWebhook(tx, { id, result: resultOf(answer, payoutStates[answer]), now });
      },
    });
    const result = resultOf(outcome, payoutStates[outcome]);
    if (!written) await finishInboundWebhook(db, { id, result, now });
    return { ok: true, id, outcome, result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishInboundWebhook(db, {
      id,
      result: { state: "failed", outcome: null, error: message },
      now,
    });
    return { ok: false, id, error: message };
  }
}

function parseBody(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return null;
  }
}

function eventName(body: unknown): string {
  const event = (body as { event?: unknown } | null)?.event;
  return typeof event === "string" ? event.slice(0, 100) : "";
}
