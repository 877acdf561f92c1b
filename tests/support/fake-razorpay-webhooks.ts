import { newId, type SignedWebhook, signedWebhook } from "./fake-razorpay";

/**
 * Webhooks for payments we never created (decision 087), shaped as Razorpay documents them: a
 * QR code's or BharatQR's captured payment has `order_id: null`
 * (https://razorpay.com/docs/payments/payment-methods/bharatqr/notification); a payment link's
 * payment names an order Razorpay made itself, which we do not know.
 */
export function foreignPaymentWebhook(
  secret: string,
  options: { orderId: string | null; event?: string; amount?: number },
): SignedWebhook {
  const now = Math.floor(Date.now() / 1000);
  const payment = {
    id: newId("pay"),
    entity: "payment",
    amount: options.amount ?? 50_000,
    currency: "INR",
    status: "captured",
    order_id: options.orderId,
    invoice_id: null,
    method: "upi",
    captured: true,
    description: "QRv2 Payment",
    vpa: "someone.else@okicici",
    email: "someone@example.com",
    contact: "+919876543210",
    created_at: now,
  };
  return signedWebhook(
    secret,
    JSON.stringify({
      entity: "event",
      account_id: "acc_fake",
      event: options.event ?? "payment.captured",
      contains: ["payment"],
      payload: { payment: { entity: payment } },
      created_at: now,
    }),
  );
}

/** The same delivery signed with another secret (a retry after a rotation), same event id. */
export function signedAgainWith(secret: string, hook: SignedWebhook): SignedWebhook {
  const again = signedWebhook(secret, hook.body);
  return {
    body: hook.body,
    headers: { ...again.headers, "x-razorpay-event-id": hook.headers["x-razorpay-event-id"] ?? "" },
  };
}
