import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import {
  RECONCILE_INTERVAL_MS,
  reconcilePaymentOrders,
} from "~/domain/jobs/reconcile-payment-orders.server";
import type { PaymentGateway } from "~/domain/money/payments/razorpay-gateway.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { createJobRunner } from "./jobs";

/** The gateway's jobs, once across servers; nothing while payments are simulated. */
export function schedulePaymentJobs(
  jobs: ReturnType<typeof createJobRunner>,
  deps: { db: Database; gateway: PaymentGateway | null; logger: typeof appLogger },
) {
  const { gateway, db, logger } = deps;
  if (!gateway) return;
  jobs.schedule({
    name: "payment_reconciliation",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: RECONCILE_INTERVAL_MS,
    run: (signal) => reconcilePaymentOrders(db, { gateway }, { signal }),
    logOutcome: (outcome) => {
      if (outcome.settled + outcome.abandoned + outcome.unreachable > 0) {
        logger.info(outcome, "payment orders reconciled");
      }
    },
  });
}

/**
 * Razorpay Checkout's script and its payment frame, allowed by the CSP only when
 * PAYMENTS=razorpay; simulated payments leave the policy as it was (null: no directive).
 */
export function razorpayCheckoutSources(config: Config): {
  script: string[];
  frame: string[] | null;
} {
  if (config.payments.mode !== "razorpay") return { script: [], frame: null };
  const script = new URL(config.payments.checkoutScriptUrl);
  return {
    script: [script.origin],
    frame: ["'self'", script.origin, new URL(config.payments.apiBaseUrl).origin],
  };
}
