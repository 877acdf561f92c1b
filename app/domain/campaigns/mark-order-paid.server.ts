import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import { releaseWaitingPayments } from "~/domain/money/payments/unapplied-payments.server";

/**
 * A locked order settled by its captured payment: paid, for its campaign, once; a short payment
 * that waited on it is owed back now (decision 088).
 */
export async function markOrderPaid(
  tx: Transaction,
  input: { orderId: string; campaignId: string; gatewayPaymentId: string; now: Date },
) {
  await tx
    .update(paymentOrders)
    .set({
      status: "paid",
      campaignId: input.campaignId,
      gatewayPaymentId: input.gatewayPaymentId,
      settledAt: input.now,
    })
    .where(
      and(
        eq(paymentOrders.id, input.orderId),
        inArray(paymentOrders.status, ["created", "failed", "abandoned"]),
      ),
    );
  await releaseWaitingPayments(tx, { orderId: input.orderId, now: input.now });
}
