import { createHmac, timingSafeEqual } from "node:crypto";
import Razorpay from "razorpay";
import type { WebhookSignature } from "~/domain/money/webhooks/provider-webhooks.server";
import type {
  CheckoutAnswer,
  GatewayPayment,
  GatewayRefund,
  PaymentGateway,
} from "../payment-gateway.server";

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBaseUrl: string;
  checkoutScriptUrl: string;
};

type AxiosDefaults = { baseURL: string; timeout: number };
type AxiosInstance = {
  defaults: AxiosDefaults;
  post(
    url: string,
    body: unknown,
    config: { headers: Record<string, string> },
  ): Promise<{ data: unknown }>;
};
type RazorpayRefundEntity = {
  id: string;
  payment_id: string;
  status: string;
  amount: number;
  receipt?: string | null;
};
type RazorpayPaymentEntity = { id: string; order_id: string; status: string; amount: number };

/**
 * How Razorpay signs a webhook (https://razorpay.com/docs/webhooks/validate-test/): the
 * X-Razorpay-Signature header is the HMAC-SHA256 of the raw body with the webhook's secret, in
 * hex; X-Razorpay-Event-Id is the same for every delivery of one event (decisions 087, 127).
 */
export const razorpayWebhookSignature: WebhookSignature = {
  signatureHeader: "X-Razorpay-Signature",
  eventIdHeader: "X-Razorpay-Event-Id",
  verify: (rawBody, signature, secret) => sameHmac(rawBody, signature, secret),
};

/** The official SDK, pointed at `apiBaseUrl` (the SDK's axios instance holds its base URL). */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The SDK fixes https://api.razorpay.com on its axios instance; tests point it at a fake.
  const { rq } = (sdk as unknown as { api: { rq: AxiosInstance } }).api;
  const { defaults } = rq;
  defaults.baseURL = settings.apiBaseUrl;
  defaults.timeout = 15_000;
  /** Checkout's answer: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  const verifyCheckout = ({ orderId, paymentId, signature }: CheckoutAnswer) =>
    sameHmac(`${orderId}|${paymentId}`, signature, settings.keySecret);
  const fetchPayment = async (paymentId: string) =>
    toPayment((await sdk.payments.fetch(paymentId)) as RazorpayPaymentEntity);
  return {
    name: "razorpay",
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    async createOrder(input) {
      const order = await sdk.orders.create({
        amount: input.amountPaise,
        currency: "INR",
        receipt: input.receipt,
        notes: input.notes,
      });
      return { id: order.id };
    },
    fetchPayment,
    async fetchOrderPayments(orderId) {
      const list = (await sdk.orders.fetchPayments(orderId)) as { items: RazorpayPaymentEntity[] };
      return list.items.map(toPayment);
    },
    async refundPayment(input) {
      // The SDK's refund call cannot send a header: its own axios instance (auth, base URL) can.
      const answer = await rq.post(
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        {
          amount: input.amountPaise,
          speed: "normal",
          receipt: input.receipt,
          notes: input.notes,
        },
        { headers: { "X-Refund-Idempotency": input.idempotencyKey } },
      );
      return toRefund(answer.data as RazorpayRefundEntity);
    },
    async fetchPaymentRefunds(paymentId) {
      const list = (await sdk.payments.fetchMultipleRefund(paymentId, { count: 100 })) as {
        items: RazorpayRefundEntity[];
      };
      return list.items.map(toRefund);
    },
    verifyCheckout,
    async checkoutPayment(answer) {
      if (!verifyCheckout(answer)) return { ok: false, reason: "bad_signature" };
      try {
        return { ok: true, payment: await fetchPayment(answer.paymentId) };
      } catch {
        return { ok: false, reason: "gateway_down" };
      }
    },
    /** A webhook, signed with the current webhook secret. */
    verifyWebhook(rawBody, signature) {
      return razorpayWebhookSignature.verify(rawBody, signature, settings.webhookSecret);
    },
  };
}

const paymentStatuses = new Set(["created", "authorized", "captured", "refunded", "failed"]);

function toPayment(entity: RazorpayPaymentEntity): GatewayPayment {
  if (!paymentStatuses.has(entity.status))
    throw new Error(`unknown payment status ${entity.status}`);
  return {
    id: entity.id,
    orderId: entity.order_id,
    status: entity.status as GatewayPayment["status"],
    amountPaise: entity.amount,
  };
}

const refundStatuses = new Set(["pending", "processed", "failed"]);

export function toRefund(entity: RazorpayRefundEntity): GatewayRefund {
  if (!refundStatuses.has(entity.status)) throw new Error(`unknown refund status ${entity.status}`);
  return {
    id: entity.id,
    paymentId: entity.payment_id,
    status: entity.status as GatewayRefund["status"],
    amountPaise: entity.amount,
    receipt: entity.receipt ?? null,
  };
}

/** Compared in constant time: a signature is never guessed byte by byte from response times. */
export function sameHmac(message: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac("sha256", secret).update(message).digest("hex"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
