import type { RateLimits } from "~/auth/rate-limit.server";
import type { Database } from "~/db/client.server";
import {
  APPEAL_ANSWER_SMS_INTERVAL_MS,
  sendAppealAnswerSms,
} from "~/domain/moderation/send-appeal-answer-sms.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/**
 * An answered appeal's SMS (decision 109) that the deciding page could not send right after its
 * commit, retried once across servers every minute, up to three tries, within the SMS budget.
 */
export function scheduleAppealAnswerSms(
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
    name: "appeal_answer_sms",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: APPEAL_ANSWER_SMS_INTERVAL_MS,
    run: () =>
      sendAppealAnswerSms(deps.db, { sms: deps.sms, limits: deps.limits, origin: deps.origin }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed + outcome.skipped > 0)
        deps.logger.info(outcome, "appeal answer SMS sent");
    },
  });
}
