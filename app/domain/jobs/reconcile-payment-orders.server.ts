import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { paymentOrders } from "~/db/schema";
import { settleCampaignOrder } from "~/domain/campaigns/campaign-orders.server";
import type { PaymentGateway } from "~/domain/money/payments/razorpay-gateway.server";

/** How often the job runs, and how long an order waits for its browser or webhook first. */
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** Razorpay lets a business retry an order's payment for a while; after this we stop asking. */
export const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;
const ORDERS_PER_RUN = 100;

/**
 * Settles orders whose browser never came back (a closed tab, a lost network) and whose webhook
 * did not arrive, by asking the gateway for the order's payments (decision 057).
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
    const captured = attempts.find((payment) => payment.status === "captured");
    if (captured) {
      const outcome = await db.transaction((tx) =>
        settleCampaignOrder(tx, { gateway: deps.gateway.name, payment: captured, now }),
      );
      if (outcome.ok && outcome.created) tally.settled += 1;
    } else if (order.createdAt.getTime() < now.getTime() - ABANDON_AFTER_MS) {
      await db
        .update(paymentOrders)
        .set({ status: "abandoned" })
        .where(
          and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, ["created", "failed"])),
        );
      tally.abandoned += 1;
    }
  }
  return tally;
}
