import type { RateLimits } from "~/auth/rate-limit.server";
import type { Database } from "~/db/client.server";
import {
  DISPUTE_ANSWER_INTERVAL_MS,
  sendDisputeAnswers,
} from "~/domain/jobs/send-dispute-answers.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/**
 * The answers to businesses' disputes that the admin's page could not send right after its
 * commit (decision 108), once across servers every minute, up to three tries each.
 */
export function scheduleDisputeAnswers(
  jobs: JobRunner,
  deps: {
    db: Database;
    sms: SmsProvider;
    limits: RateLimits;
    origin: string;
    logger: typeof appLogger;
  },
) {
  jobs.schedule({
    name: "dispute_answers",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: DISPUTE_ANSWER_INTERVAL_MS,
    run: () =>
      sendDisputeAnswers(deps.db, { sms: deps.sms, limits: deps.limits, origin: deps.origin }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed + outcome.skipped > 0)
        deps.logger.info(outcome, "dispute answers sent");
    },
  });
}
