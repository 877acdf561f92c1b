/**
 * How a business pays for a campaign. `reference` is the idempotency key of the purchase: a
 * real gateway must charge a reference once, however often it is asked (a double click, two
 * tabs), as Razorpay and Stripe do with their idempotency keys.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(input: {
    amount: number;
    businessId: string;
    reference: string;
  }): Promise<{ status: "succeeded" | "failed" }>;
}

/** What Checkout answers the page with once a payment is made. */
export type CheckoutAnswer = { orderId: string; paymentId: string; signature: string };

/** A payment as the gateway reports it (Razorpay's payment entity, the fields we use). */
export type GatewayPayment = {
  id: string;
  orderId: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  /** In paise, as the gateway counts. */
  amountPaise: number;
};

/** A refund as the gateway reports it (Razorpay's refund entity, the fields we use). */
export type GatewayRefund = {
  id: string;
  paymentId: string;
  status: "pending" | "processed" | "failed";
  amountPaise: number;
  /** Ours: the refund row's id, so a refund is found again after an unknown outcome. */
  receipt: string | null;
};

/**
 * A gateway Checkout pays through (PAYMENTS=razorpay): orders, payments, refunds and its two
 * signatures. Each provider is one folder beside this file (razorpay/), chosen by
 * payment-providers.server.ts (decision 120).
 */
export interface PaymentGateway {
  /** The provider's name, kept on its orders, payments and webhooks. */
  readonly name: string;
  /** The public key id Checkout is opened with. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /**
   * POST /v1/payments/:id/refund; `idempotencyKey` goes in X-Refund-Idempotency, so a retry
   * after a lost answer gets the same refund back instead of a second one.
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
    idempotencyKey: string;
  }): Promise<GatewayRefund>;
  /** GET /v1/payments/:id/refunds: every refund of a payment, ours found by their receipt. */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
  /** Checkout's answer: is its signature the gateway's? */
  verifyCheckout(input: CheckoutAnswer): boolean;
  /**
   * Checkout's answer, then the payment it names as the gateway reports it (the browser's word is
   * not proof it was captured): one call, so confirming enters the provider once.
   */
  checkoutPayment(
    input: CheckoutAnswer,
  ): Promise<
    { ok: true; payment: GatewayPayment } | { ok: false; reason: "bad_signature" | "gateway_down" }
  >;
  /** A webhook: is its signature the gateway's, for this raw body? */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/**
 * A verified webhook's body as its provider's folder reads it: its type (kept with the claim of
 * the event) and what it asks of us — a payment to settle, a refund's outcome, or nothing.
 */
export type GatewayEvent = {
  type: string;
  act: { payment: GatewayPayment } | { refund: GatewayRefund } | "not_our_payment" | "ignored";
};
