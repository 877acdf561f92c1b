import type { RateLimits } from "~/auth/rate-limit.server";
import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { SmsProvider } from "~/notifications/sms";
import type { ProofStorage } from "~/storage/storage.server";
import { scheduleAppealAnswerSms } from "./appeal-answer-sms";
import { scheduleBreachSms } from "./breach-sms";
import { scheduleComplaintSms } from "./complaint-sms";
import { scheduleDisputeAnswers } from "./dispute-answers";
import type { JobRunner } from "./jobs";
import { schedulePrivacyJobs } from "./privacy-jobs";
import { scheduleRemovalNotices } from "./removal-notices";

/**
 * The background work the law asks of the platform (issue 34): data exports and the retention
 * schedule (decisions 076, 077), complainants' SMS (078) and removed reviews' notices (080).
 */
export function scheduleLegalJobs(
  jobs: JobRunner,
  deps: {
    db: Database;
    storage: ProofStorage;
    sms: SmsProvider;
    limits: RateLimits;
    config: Pick<Config, "publicOrigin" | "port">;
    logger: typeof appLogger;
  },
) {
  const origin = deps.config.publicOrigin ?? `http://localhost:${deps.config.port}`;
  schedulePrivacyJobs(jobs, deps);
  scheduleComplaintSms(jobs, { ...deps, origin });
  // A breach notice's SMS to each affected person (decision 095).
  scheduleBreachSms(jobs, { ...deps, origin });
  scheduleRemovalNotices(jobs, deps);
  // An answered appeal's SMS to its person (decision 109).
  scheduleAppealAnswerSms(jobs, { ...deps, origin });
  // A dispute's answer to the business (decision 108).
  scheduleDisputeAnswers(jobs, { ...deps, origin });
}
