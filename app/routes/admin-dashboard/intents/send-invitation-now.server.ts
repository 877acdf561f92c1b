import type { RouterContextProvider } from "react-router";
import { sendModeratorInvitations } from "~/domain/moderation/send-invitations.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";

/**
 * Sends a new moderator's invitation SMS right after the commit that wrote it (decision 110). A
 * failure is logged and left to the job that retries it (server/moderator-invitations.ts).
 */
export async function sendInvitationNow(
  context: Readonly<RouterContextProvider>,
  phone: string,
): Promise<void> {
  const { db, sms, limits, config } = getServices(context);
  // The same origin the jobs write into SMS (PUBLIC_ORIGIN, else this server).
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  try {
    await sendModeratorInvitations(db, {
      sms,
      limits,
      origin,
      secret: config.sessionSecret,
      phone,
    });
  } catch (error) {
    logger.error({ err: error }, "invitation SMS not sent after commit; the job retries it");
  }
}
