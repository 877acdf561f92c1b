import type { Config } from "~/config/config.server";
import type { Database } from "~/db/client.server";
import {
  INVITATION_SMS_INTERVAL_MS,
  type InvitationSmsLimits,
  sendModeratorInvitations,
} from "~/domain/moderation/send-invitations.server";
import type { SmsProvider } from "~/notifications/sms";
import type { JobRunner } from "./jobs";

/**
 * Moderators' invitation SMS that the Team tab could not send right after its commit (decision
 * 110), retried once across servers every minute, up to three tries each, within the SMS limits.
 */
export function scheduleModeratorInvitations(
  jobs: JobRunner,
  deps: {
    db: Database;
    sms: SmsProvider;
    limits: InvitationSmsLimits;
    config: Pick<Config, "publicOrigin" | "port" | "sessionSecret">;
    logger: { info: (fields: object, message: string) => void };
  },
) {
  const origin = deps.config.publicOrigin ?? `http://localhost:${deps.config.port}`;
  jobs.schedule({
    name: "moderator_invitations",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: INVITATION_SMS_INTERVAL_MS,
    run: () =>
      sendModeratorInvitations(deps.db, {
        sms: deps.sms,
        limits: deps.limits,
        origin,
        secret: deps.config.sessionSecret,
      }),
    logOutcome: (outcome) => {
      if (outcome.sent + outcome.failed + outcome.skipped > 0)
        deps.logger.info(outcome, "moderator invitation SMS retried");
    },
  });
}
