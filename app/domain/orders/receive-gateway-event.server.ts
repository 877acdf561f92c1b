import type { Database, Transaction } from "~/db/client.server";
import { claimGatewayEvent } from "~/domain/money/payments/claim-gateway-event.server";
import type { GatewayPayment } from "~/domain/money/payments/razorpay-gateway.server";
import {
  type GatewayRefundOutcome,
  receiveGatewayRefund,
} from "~/domain/money/payments/receive-gateway-refund.server";
import { z } from "~/forms/zod";
import { settleCampaignOrder } from "./settle-order.server";

// A payment we did not create (a payment link, a QR code on the same account) may have no order
// (`order_id` null), and statuses we never act on (`pending`): both are read, then ignored.
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.optional(z.nullable(z.string())),
  status: z.string(),
  amount: z.int(),
});
const paymentStatuses = new Set<string>([
  "created",
  "authorized",
  "captured",
  "refunded",
  "failed",
]);

const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  amount: z.int(),
  receipt: z.optional(z.nullable(z.string())),
});

/** The events we act on; any other type is recorded and answered 200 so the gateway stops. */
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.optional(z.object({ entity: paymentEntity })),
    refund: z.optional(z.object({ entity: refundEntity })),
  }),
});

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

const paymentEvents = new Set(["payment.captured", "payment.failed", "order.paid"]);
const refundEvents = new Set(["refund.processed", "refund.failed"]);

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
  const parsed = eventSchema.safeParse(input.body);
  if (!parsed.success || input.eventId === "") return "malformed";
  const event = parsed.data;
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
  input: { gateway: string; eventId: string; event: z.infer<typeof eventSchema>; now: Date },
): Promise<GatewayEventOutcome> {
  const { event, now } = input;
  const fresh = await claimGatewayEvent(tx, {
    gateway: input.gateway,
    eventId: input.eventId,
    type: event.event,
    now,
  });
  if (!fresh) return "duplicate";
  const refund = event.payload.refund?.entity;
  if (refundEvents.has(event.event) && refund) {
    return receiveGatewayRefund(tx, {
      refund: {
        id: refund.id,
        paymentId: refund.payment_id,
        status: refund.status,
        amountPaise: refund.amount,
        receipt: refund.receipt ?? null,
      },
      now,
    });
  }
  const entity = event.payload.payment?.entity;
  if (!paymentEvents.has(event.event) || !entity) return "ignored";
  if (!entity.order_id) return "not_our_payment";
  if (!paymentStatuses.has(entity.status)) return "ignored";
  const payment: GatewayPayment = {
    id: entity.id,
    orderId: entity.order_id,
    status: entity.status as GatewayPayment["status"],
    amountPaise: entity.amount,
  };
  const outcome = await settleCampaignOrder(tx, { gateway: input.gateway, payment, now });
  if (!outcome.ok)
    return outcome.reason === "not_captured" ? "payment_not_captured" : outcome.reason;
  if (!outcome.created) return "already_settled";
  if (outcome.purpose === "campaign") return "campaign_created";
  return outcome.givenBack ? "reviews_given_back" : "reviews_added";
}
