import { and, eq, or } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payments, refunds, unappliedPayments } from "~/db/schema";
import type { GatewayRefund } from "~/domain/money/payments/payment-gateway.server";
import { isUuid } from "~/domain/shared/uuid";
import { applyGatewayRefund, refundBackoffMs } from "./send-refunds.server";
import { applyUnappliedRefund } from "./unapplied-payments.server";

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
  if (!ours) return receiveUnappliedRefund(tx, input);
  const changed = await applyGatewayRefund(tx, { refundId: ours.id, refund, now: input.now });
  return changed ? "refund_updated" : "refund_unchanged";
}

/** The refund of a payment its order did not take (decision 088), found the same way. */
async function receiveUnappliedRefund(
  tx: Transaction,
  input: { refund: GatewayRefund; now: Date },
): Promise<GatewayRefundOutcome> {
  const { refund, now } = input;
  const [ours] = await tx
    .select({ id: unappliedPayments.id })
    .from(unappliedPayments)
    .where(
      and(
        eq(unappliedPayments.gatewayPaymentId, refund.paymentId),
        or(
          isUuid(refund.receipt) ? eq(unappliedPayments.id, refund.receipt) : undefined,
          eq(unappliedPayments.gatewayRefundId, refund.id),
        ),
      ),
    )
    .limit(1)
    .for("update");
  if (!ours) return "unknown_refund";
  const retryAt = new Date(now.getTime() + refundBackoffMs(1));
  const changed = await applyUnappliedRefund(tx, { id: ours.id, refund, now, retryAt });
  return changed ? "refund_updated" : "refund_unchanged";
}
