import type { RouterContextProvider } from "react-router";
import { sendAppealAnswerSms } from "~/domain/moderation/send-appeal-answer-sms.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";

/**
 * Sends an answered appeal's SMS right after the commit that wrote it (decision 109). A failure
 * is logged and left to the job that retries it (server/appeal-answer-sms.ts): the answer is kept.
 */
export async function sendAppealAnswerNow(
  context: Readonly<RouterContextProvider>,
  answerOf: { suspensionId: string } | { removalAppealId: string },
): Promise<void> {
  const { db, sms, limits, config } = getServices(context);
  // The same origin the job writes into SMS (PUBLIC_ORIGIN, else this server).
  const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
  try {
    await sendAppealAnswerSms(db, { sms, limits, origin, answerOf });
  } catch (error) {
    logger.error({ err: error }, "appeal answer SMS not sent after commit; the job retries it");
  }
}
