import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import { createPayoutProvider as createConfiguredPayoutProvider } from "~/domain/money/payouts/provider/payout-providers.server";
import {
  RECONCILE_PAYOUTS_INTERVAL_MS,
  reconcilePayouts,
  SEND_PAYOUTS_INTERVAL_MS,
  sendQueuedPayouts,
} from "~/domain/money/payouts/send-queued-payouts.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { createJobRunner } from "./jobs";

/** PAYOUTS=razorpayx: the provider; null while the admin pays by hand (PAYOUTS=manual). */
export function createPayoutProvider(config: Config): PayoutProvider | null {
  return createConfiguredPayoutProvider(config.payouts);
}

/** The payout provider's jobs, each once across servers; nothing while payouts are manual. */
export function schedulePayoutJobs(
  jobs: ReturnType<typeof createJobRunner>,
  deps: { db: Database; provider: PayoutProvider | null; logger: typeof appLogger },
) {
  const { provider, db, logger } = deps;
  if (!provider) return;
  jobs.schedule({
    name: "payout_sending",
    acrossServers: true,
    firstAfterMs: 2_000,
    everyMs: SEND_PAYOUTS_INTERVAL_MS,
    run: (signal) => sendQueuedPayouts(db, { provider }, { signal }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed + outcome.unreachable > 0) {
        logger.info(outcome, "payouts sent to the provider");
      }
    },
  });
  jobs.schedule({
    name: "payout_reconciliation",
    acrossServers: true,
    firstAfterMs: 4_000,
    everyMs: RECONCILE_PAYOUTS_INTERVAL_MS,
    run: (signal) => reconcilePayouts(db, { provider }, { signal }),
    logOutcome: (outcome) => {
      if (outcome.changed + outcome.unreachable > 0) logger.info(outcome, "payouts reconciled");
    },
  });
}
