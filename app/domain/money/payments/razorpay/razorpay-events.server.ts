import { z } from "~/forms/zod";
import type { GatewayEvent, GatewayPayment } from "../payment-gateway.server";

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

const paymentEvents = new Set(["payment.captured", "payment.failed", "order.paid"]);
const refundEvents = new Set(["refund.processed", "refund.failed"]);

/** A Razorpay webhook's body as what it asks of us; null when not in the documented shape. */
export function readRazorpayEvent(body: unknown): GatewayEvent | null {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return null;
  const { event: type, payload } = parsed.data;
  const refund = payload.refund?.entity;
  if (refundEvents.has(type) && refund) {
    return {
      type,
      act: {
        refund: {
          id: refund.id,
          paymentId: refund.payment_id,
          status: refund.status,
          amountPaise: refund.amount,
          receipt: refund.receipt ?? null,
        },
      },
    };
  }
  const entity = payload.payment?.entity;
  if (!paymentEvents.has(type) || !entity) return { type, act: "ignored" };
  if (!entity.order_id) return { type, act: "not_our_payment" };
  if (!paymentStatuses.has(entity.status)) return { type, act: "ignored" };
  const payment: GatewayPayment = {
    id: entity.id,
    orderId: entity.order_id,
    status: entity.status as GatewayPayment["status"],
    amountPaise: entity.amount,
  };
  return { type, act: { payment } };
}
