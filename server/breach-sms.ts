import type { Database } from "~/db/client.server";
import { BREACH_SMS_INTERVAL_MS, sendBreachSms } from "~/domain/breach/send-breach-sms.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/**
 * Breach notices' SMS that the confirming page could not send right after its commit (decision
 * 095), sent once across servers every minute, up to three tries each.
 */
export function scheduleBreachSms(
  jobs: JobRunner,
  deps: { db: Database; sms: SmsProvider; origin: string; logger: typeof appLogger },
) {
  jobs.schedule({
    name: "breach_sms",
    acrossServers: true,
    firstAfterMs: 3_500,
    everyMs: BREACH_SMS_INTERVAL_MS,
    run: () => sendBreachSms(deps.db, { sms: deps.sms, origin: deps.origin }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed > 0) deps.logger.info(outcome, "breach SMS sent");
    },
  });
}
