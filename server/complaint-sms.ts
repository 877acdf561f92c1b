import type { RateLimits } from "~/auth/rate-limit.server";
import type { Database } from "~/db/client.server";
import {
  COMPLAINT_SMS_INTERVAL_MS,
  sendComplaintSms,
} from "~/domain/grievances/send-complaint-sms.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/**
 * Complainants' SMS that a page could not send right after its commit (decision 078), retried
 * once across servers every minute, up to three tries each; the limits on complaint SMS hold here
 * too (decision 103).
 */
export function scheduleComplaintSms(
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
    name: "complaint_sms",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: COMPLAINT_SMS_INTERVAL_MS,
    run: () =>
      sendComplaintSms(deps.db, { sms: deps.sms, limits: deps.limits, origin: deps.origin }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed + outcome.skipped > 0)
        deps.logger.info(outcome, "complaint SMS retried");
    },
  });
}
