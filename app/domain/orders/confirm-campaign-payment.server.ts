import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import type {
  CheckoutAnswer,
  PaymentGateway,
} from "~/domain/money/payments/payment-gateway.server";
import type { Refusals } from "~/domain/shared/refusal";
import { type SettleOrderResult, settleCampaignOrder } from "./settle-order.server";

export type ConfirmCampaignPaymentResult =
  | Extract<SettleOrderResult, { ok: true }>
  | {
      ok: false;
      reason: "bad_signature" | "unknown_order" | "not_captured" | "gateway_down";
    };

export const confirmCampaignPaymentRefusals = {
  bad_signature: {
    status: 400,
    title: "payments.notVerifiedTitle",
    message: "payments.notVerifiedText",
  },
  unknown_order: {
    status: 404,
    title: "payments.notVerifiedTitle",
    message: "payments.notVerifiedText",
  },
  not_captured: { status: 409, title: "payments.pendingTitle", message: "payments.pendingText" },
  gateway_down: { status: 409, title: "payments.pendingTitle", message: "payments.pendingText" },
} as const satisfies Refusals<"bad_signature" | "unknown_order" | "not_captured" | "gateway_down">;

/**
 * Checkout's answer from the browser: its signature is checked before anything else, then the
 * payment is asked of the gateway (the browser's word is not proof it was captured) and settled:
 * a new campaign's order or an 'Add reviews' one, each confirmed from its own page. The order is
 * read first, so the provider is asked once: signature and payment together (decision 120).
 */
export async function confirmCampaignPayment(
  db: Database,
  deps: { gateway: PaymentGateway; now?: () => Date },
  input: { businessId: string } & CheckoutAnswer,
): Promise<ConfirmCampaignPaymentResult> {
  const { gateway } = deps;
  const [order] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.gateway, gateway.name),
        eq(paymentOrders.gatewayOrderId, input.orderId),
        eq(paymentOrders.businessId, input.businessId),
      ),
    );
  // A forged answer is refused as forged, whether or not it names an order of ours.
  if (!order) {
    return { ok: false, reason: gateway.verifyCheckout(input) ? "unknown_order" : "bad_signature" };
  }
  // gateway_down: the webhook or the reconciliation job settles it; the business is told it is on its way.
  const answer = await gateway.checkoutPayment(input);
  if (!answer.ok) return answer;
  const { payment } = answer;
  if (payment.orderId !== input.orderId) return { ok: false, reason: "bad_signature" };
  const now = deps.now?.() ?? new Date();
  const outcome = await db.transaction((tx) =>
    settleCampaignOrder(tx, { gateway: gateway.name, payment, now }),
  );
  if (outcome.ok) return outcome;
  return {
    ok: false,
    reason: outcome.reason === "unknown_order" ? "unknown_order" : "not_captured",
  };
}
