import { and, eq, or } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payments, refunds } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import type { GatewayRefund } from "./razorpay-gateway.server";
import { applyGatewayRefund } from "./send-refunds.server";

export type GatewayRefundOutcome = "refund_updated" | "refund_unchanged" | "unknown_refund";

/**
 * A refund.processed or refund.failed webhook, inside the event's transaction: our refund is
 * found by its receipt (our row's id) or the gateway's refund id, and only for its own payment.
 * A processed refund stays processed whatever arrives after it (decision 058).
 */
export async function receiveGatewayRefund(
  tx: Transaction,
  input: { refund: GatewayRefund; now: Date },
): Promise<GatewayRefundOutcome> {
  const { refund } = input;
  const [ours] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.gatewayPaymentId, refund.paymentId),
        or(
          isUuid(refund.receipt) ? eq(refunds.id, refund.receipt) : undefined,
          eq(refunds.gatewayRefundId, refund.id),
        ),
      ),
    )
    .limit(1)
    .for("update", { of: refunds });
  if (!ours) return "unknown_refund";
  const changed = await applyGatewayRefund(tx, { refundId: ours.id, refund, now: input.now });
  return changed ? "refund_updated" : "refund_unchanged";
}
