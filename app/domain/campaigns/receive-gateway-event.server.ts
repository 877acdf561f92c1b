import type { Database } from "~/db/client.server";
import { claimGatewayEvent } from "~/domain/money/payments/claim-gateway-event.server";
import type { GatewayPayment } from "~/domain/money/payments/razorpay-gateway.server";
import {
  type GatewayRefundOutcome,
  receiveGatewayRefund,
} from "~/domain/money/payments/receive-gateway-refund.server";
import { z } from "~/forms/zod";
import { settleCampaignOrder } from "./campaign-orders.server";

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  amount: z.int(),
});

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
  | "amount_mismatch"
  | "malformed"
  | GatewayRefundOutcome;

const paymentEvents = new Set(["payment.captured", "payment.failed", "order.paid"]);
const refundEvents = new Set(["refund.processed", "refund.failed"]);

/**
 * One verified webhook event, handled once by its id (decision 057): the event's row and what
 * it changes commit together, so a retry after a crash is handled again and a duplicate is not.
 */
export async function receiveGatewayEvent(
  db: Database,
  input: { gateway: string; eventId: string; body: unknown; now?: Date },
): Promise<GatewayEventOutcome> {
  const parsed = eventSchema.safeParse(input.body);
  if (!parsed.success || input.eventId === "") return "malformed";
  const event = parsed.data;
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<GatewayEventOutcome> => {
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
    const payment: GatewayPayment = {
      id: entity.id,
      orderId: entity.order_id,
      status: entity.status,
      amountPaise: entity.amount,
    };
    const outcome = await settleCampaignOrder(tx, { gateway: input.gateway, payment, now });
    if (!outcome.ok)
      return outcome.reason === "not_captured" ? "payment_not_captured" : outcome.reason;
    if (!outcome.created) return "already_settled";
    if (outcome.purpose === "campaign") return "campaign_created";
    return outcome.givenBack ? "reviews_given_back" : "reviews_added";
  });
}
