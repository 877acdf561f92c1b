import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import {
  REMOVAL_NOTICE_INTERVAL_MS,
  sendRemovalNotices,
} from "~/domain/jobs/send-removal-notices.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/** A removal's SMS to the review's author or the reply's business, after its commit (decision 080). */
export function scheduleRemovalNotices(
  jobs: JobRunner,
  deps: {
    db: Database;
    sms: SmsProvider;
    config: Pick<Config, "publicOrigin" | "port">;
    logger: { info: (fields: object, message: string) => void };
  },
) {
  const origin = deps.config.publicOrigin ?? `http://localhost:${deps.config.port}`;
  jobs.schedule({
    name: "removal_notices",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: REMOVAL_NOTICE_INTERVAL_MS,
    run: () => sendRemovalNotices(deps.db, { sms: deps.sms, origin, now: new Date() }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed > 0) deps.logger.info(outcome, "removal SMS sent");
    },
  });
}
