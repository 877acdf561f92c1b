import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import {
  END_CAMPAIGNS_INTERVAL_MS,
  endFinishedCampaigns,
} from "~/domain/jobs/end-finished-campaigns.server";
import {
  RECONCILE_INTERVAL_MS,
  reconcilePaymentOrders,
} from "~/domain/jobs/reconcile-payment-orders.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import {
  SEND_REFUNDS_INTERVAL_MS,
  type SendRefundsTally,
  sendDueRefunds,
} from "~/domain/money/payments/send-refunds.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { createJobRunner } from "./jobs";

/**
 * The payment jobs, once across servers: campaigns whose schedule is over end and refund their
 * unfilled slots (simulated too); with a gateway, orders are reconciled and owed refunds asked.
 */
export function schedulePaymentJobs(
  jobs: ReturnType<typeof createJobRunner>,
  deps: { db: Database; gateway: PaymentGateway | null; logger: typeof appLogger },
) {
  const { gateway, db, logger } = deps;
  jobs.schedule({
    name: "campaign_end",
    acrossServers: true,
    firstAfterMs: 4_000,
    everyMs: END_CAMPAIGNS_INTERVAL_MS,
    run: (signal) => endFinishedCampaigns(db, { signal }),
    logOutcome: (outcome) => {
      if (outcome.ended > 0) logger.info(outcome, "finished campaigns ended");
    },
  });
  if (!gateway) return;
  jobs.schedule({
    name: "refund_requests",
    acrossServers: true,
    firstAfterMs: 5_000,
    everyMs: SEND_REFUNDS_INTERVAL_MS,
    run: (signal) => sendDueRefunds(db, { gateway }, { signal }),
    logOutcome: (outcome) => logRefunds(logger, outcome),
  });
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

function logRefunds(logger: typeof appLogger, outcome: SendRefundsTally) {
  if (outcome.claimed > 0) logger.info(outcome, "refunds asked of the gateway");
}

/**
 * Asks the gateway for refunds right after the commit that owed them (a rejection, a deletion,
 * 'Retry now'), in the background: the claim on each refund keeps this and the job apart.
 */
export function createRefundWaker(deps: {
  db: Database;
  gateway: PaymentGateway | null;
  logger: typeof appLogger;
}): ((refundIds?: string[]) => void) | undefined {
  const { gateway, db, logger } = deps;
  if (!gateway) return undefined;
  return (refundIds) => {
    void sendDueRefunds(db, { gateway }, refundIds ? { refundIds } : {}).then(
      (outcome) => logRefunds(logger, outcome),
      (error: unknown) => logger.error({ err: error }, "refunds not asked after commit"),
    );
  };
}
