import type { RouterContextProvider } from "react-router";
import { sendComplaintSms } from "~/domain/grievances/send-complaint-sms.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";

/**
 * Sends a complaint's pending SMS right after the commit that wrote them. A failure is logged
 * and left to the job that retries them (server/app.ts): the ticket itself is already kept.
 */
export async function sendComplaintSmsNow(
  context: Readonly<RouterContextProvider>,
  complaintId: string,
): Promise<{ skipped: boolean }> {
  const { db, sms, limits, config } = getServices(context);
  // The same origin the jobs write into SMS (PUBLIC_ORIGIN, else this server).
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  try {
    const outcome = await sendComplaintSms(db, { sms, limits, origin, complaintId });
    return { skipped: outcome.skipped > 0 };
  } catch (error) {
    logger.error({ err: error }, "complaint SMS not sent after commit; the job retries it");
    return { skipped: false };
  }
}
