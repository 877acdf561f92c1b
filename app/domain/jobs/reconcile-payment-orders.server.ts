import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import { releaseWaitingPayments } from "~/domain/money/payments/unapplied-payments.server";
import { settleCampaignOrder } from "~/domain/orders/settle-order.server";

/** How often the job runs, and how long an order waits for its browser or webhook first. */
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/**
 * Razorpay orders do not expire on their own (decision 088): after this, unpaid, we close ours,
 * right after reading its payments once more, and give back any short payment made on it.
 */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;
const ORDERS_PER_RUN = 100;

/**
 * Settles orders whose browser never came back (a closed tab, a lost network) and whose webhook
 * did not arrive, by asking the gateway for the order's payments (decision 057); records a short
 * payment, and closes an order still unpaid a day on (decision 088), so none is asked forever.
 */
export async function reconcilePaymentOrders(
  db: Database,
  deps: { gateway: PaymentGateway },
  options: { now?: Date; signal?: AbortSignal } = {},
): Promise<{ checked: number; settled: number; abandoned: number; unreachable: number }> {
  const now = options.now ?? new Date();
  const open = await db
    .select({
      id: paymentOrders.id,
      orderId: paymentOrders.gatewayOrderId,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.status, ["created", "failed"]),
        eq(paymentOrders.gateway, deps.gateway.name),
        lt(paymentOrders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(ORDERS_PER_RUN);
  const tally = { checked: 0, settled: 0, abandoned: 0, unreachable: 0 };
  for (const order of open) {
    if (options.signal?.aborted) break;
    tally.checked += 1;
    let attempts: Awaited<ReturnType<PaymentGateway["fetchOrderPayments"]>>;
    try {
      attempts = await deps.gateway.fetchOrderPayments(order.orderId);
    } catch {
      tally.unreachable += 1;
      continue;
    }
    // Each captured payment is settled or, of another amount, recorded as short; one pays it.
    let paid = false;
    for (const payment of attempts.filter((attempt) => attempt.status === "captured")) {
      const outcome = await db.transaction((tx) =>
        settleCampaignOrder(tx, { gateway: deps.gateway.name, payment, now }),
      );
      if (outcome.ok) paid = true;
      if (outcome.ok && outcome.created) tally.settled += 1;
    }
    if (!paid && order.createdAt.getTime() < now.getTime() - ABANDON_AFTER_MS) {
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(paymentOrders)
          .set({ status: "abandoned" })
          .where(
            and(
              eq(paymentOrders.id, order.id),
              inArray(paymentOrders.status, ["created", "failed"]),
            ),
          )
          .returning({ id: paymentOrders.id });
        if (closed.length > 0) await releaseWaitingPayments(tx, { orderId: order.id, now });
      });
      tally.abandoned += 1;
    }
  }
  return tally;
}
