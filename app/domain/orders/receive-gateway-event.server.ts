import type { Database, Transaction } from "~/db/client.server";
import { claimGatewayEvent } from "~/domain/money/payments/claim-gateway-event.server";
import type { GatewayEvent } from "~/domain/money/payments/payment-gateway.server";
import { readGatewayEvent } from "~/domain/money/payments/payment-providers.server";
import {
  type GatewayRefundOutcome,
  receiveGatewayRefund,
} from "~/domain/money/payments/receive-gateway-refund.server";
import { settleCampaignOrder } from "./settle-order.server";

export type GatewayEventOutcome =
  | "duplicate"
  | "ignored"
  | "campaign_created"
  | "reviews_added"
  | "reviews_given_back"
  | "already_settled"
  | "payment_not_captured"
  | "unknown_order"
  | "not_our_payment"
  | "amount_mismatch"
  | "malformed"
  | GatewayRefundOutcome;

/**
 * One verified webhook event, handled once by its id (decision 057): the event's row and what
 * it changes commit together, so a retry after a crash is handled again and a duplicate is not.
 * `record` writes the stored webhook's state in that same transaction (decision 087).
 */
export async function receiveGatewayEvent(
  db: Database,
  input: {
    gateway: string;
    eventId: string;
    body: unknown;
    now?: Date;
    record?: (tx: Transaction, outcome: GatewayEventOutcome) => Promise<void>;
  },
): Promise<GatewayEventOutcome> {
  const event = readGatewayEvent(input.gateway, input.body);
  if (!event || input.eventId === "") return "malformed";
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<GatewayEventOutcome> => {
    const outcome = await handleEvent(tx, {
      gateway: input.gateway,
      eventId: input.eventId,
      event,
      now,
    });
    await input.record?.(tx, outcome);
    return outcome;
  });
}

async function handleEvent(
  tx: Transaction,
  input: { gateway: string; eventId: string; event: GatewayEvent; now: Date },
): Promise<GatewayEventOutcome> {
  const { event, now } = input;
  const fresh = await claimGatewayEvent(tx, {
    gateway: input.gateway,
    eventId: input.eventId,
    type: event.type,
    now,
  });
  if (!fresh) return "duplicate";
  const { act } = event;
  if (typeof act === "string") return act;
  if ("refund" in act) return receiveGatewayRefund(tx, { refund: act.refund, now });
  const outcome = await settleCampaignOrder(tx, {
    gateway: input.gateway,
    payment: act.payment,
    now,
  });
  if (!outcome.ok)
    return outcome.reason === "not_captured" ? "payment_not_captured" : outcome.reason;
  if (!outcome.created) return "already_settled";
  if (outcome.purpose === "campaign") return "campaign_created";
  return outcome.givenBack ? "reviews_given_back" : "reviews_added";
}
