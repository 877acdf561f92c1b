import type { RouterContextProvider } from "react-router";
import { sendDisputeAnswers } from "~/domain/jobs/send-dispute-answers.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";

/**
 * Sends the answers of a review's disputes right after the decision's commit (decision 108). A
 * failure is logged and left to the job (server/dispute-answers.ts): the decision is already kept.
 */
export async function sendDisputeAnswersNow(
  context: Readonly<RouterContextProvider>,
  reviewId: string,
): Promise<void> {
  const { db, sms, limits, config } = getServices(context);
  // The same origin the jobs write into SMS (PUBLIC_ORIGIN, else this server).
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  try {
    await sendDisputeAnswers(db, { sms, limits, origin, reviewId });
  } catch (error) {
    logger.error({ err: error }, "dispute answer not sent after commit; the job retries it");
  }
}
