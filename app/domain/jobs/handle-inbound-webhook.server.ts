import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { inboundWebhooks } from "~/db/schema";
import {
  type PaymentWebhookSource,
  paymentWebhookSources,
} from "~/domain/money/payments/payment-providers.server";
import {
  type PayoutWebhookSource,
  payoutWebhookSources,
} from "~/domain/money/payouts/provider/payout-providers.server";
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

/** A body no reader of its provider could read: failed, for the admin to look at. */
const unreadable: Mapped = { failed: "The event is not in the shape the documentation gives." };

/** Every answer of the payment events' handler, and what it makes of the stored event. */
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
  malformed: unreadable,
  refund_updated: "processed",
  refund_unchanged: "processed",
  unknown_refund: "ignored",
};

/**
 * Every answer of the payout events' handler (decisions 066, 085), a UPI check's answer among
 * them (decision 086: `completed`, or `unchanged` when no check was waiting).
 */
const payoutStates: Record<PayoutEventOutcome, Mapped> = {
  duplicate: "duplicate",
  ignored: "ignored",
  changed: "processed",
  unchanged: "processed",
  unknown_payout: "ignored",
  malformed: unreadable,
  completed: "processed",
};

/** A handler of one kind of webhook: it reads the body by the stored provider's folder. */
type Receive<Outcome extends string> = (
  db: Database,
  input: {
    gateway: string;
    eventId: string;
    body: unknown;
    now: Date;
    record: (tx: Transaction, outcome: Outcome) => Promise<void>;
  },
) => Promise<Outcome>;

/** A stored webhook; its provider is the source a registry line declared when it arrived. */
type Stored = { provider: string; eventId: string; id: string; body: unknown };
type Handle = (db: Database, input: Stored & { now: Date }) => Promise<InboundWebhookAnswer>;

/**
 * Whose webhook it is decides its handler (decision 125): a payment provider's (its line in
 * money/payments' registry names the source its webhooks are stored under) settles orders; a
 * payout provider's (money/payouts' registry) moves payouts and completes UPI checks. This job
 * compares no provider's name.
 */
const handlers = new Map<string, Handle>([
  ...paymentWebhookSources.map((source): [string, Handle] => [
    source,
    (db, input) => handleWith(db, input, receiveGatewayEvent, gatewayStates),
  ]),
  ...payoutWebhookSources.map((source): [string, Handle] => [
    source,
    (db, input) => handleWith(db, input, receivePayoutEvent, payoutStates),
  ]),
]);

/**
 * A webhook's arrival names one of the registries' sources (the type says so); a stored row
 * may name one no line declares any more (a provider since removed, then a replay): its body
 * is then one no reader of ours reads, handled as a malformed one (decision 127).
 */
const handleUnread: Handle = async (db, { id, now }) => {
  const result = resultOf("malformed", unreadable);
  await finishInboundWebhook(db, { id, result, now });
  return { ok: true, id, outcome: "malformed", result };
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
 * by its kind's handler (a payment provider's or a payout provider's, as the registries say,
 * decision 125), then marked processed, ignored or failed — for payments and payouts inside the
 * transaction that acts on it. A delivery of an event already
 * done is not handled again; the handlers' own claim (gateway_events) keeps a racing second
 * delivery harmless.
 */
export async function handleInboundWebhook(
  db: Database,
  input: {
    provider: PaymentWebhookSource | PayoutWebhookSource;
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
  input: Stored & { now: Date },
): Promise<InboundWebhookAnswer> {
  const { id, now } = input;
  try {
    const handle = handlers.get(input.provider) ?? handleUnread;
    return await handle(db, input);
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

/** One stored webhook through one kind's handler, then what became of it written. */
async function handleWith<Outcome extends string>(
  db: Database,
  input: Stored & { now: Date },
  receive: Receive<Outcome>,
  states: Record<Outcome, Mapped>,
): Promise<InboundWebhookAnswer> {
  const { id, now } = input;
  let written = false;
  const outcome = await receive(db, {
    gateway: input.provider,
    eventId: input.eventId,
    body: input.body,
    now,
    // Where the handler takes a transaction (a payment, a payout), the stored webhook's state
    // commits with what the event changed.
    record: async (tx, answer) => {
      written = true;
      await finishInboundWebhook(tx, { id, result: resultOf(answer, states[answer]), now });
    },
  });
  const result = resultOf(outcome, states[outcome]);
  // Answered before any transaction (a body not in the documented shape), or by a handler that
  // takes none (a UPI check's answer): written just after.
  if (!written) await finishInboundWebhook(db, { id, result, now });
  return { ok: true, id, outcome, result };
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
