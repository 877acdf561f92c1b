import type { RouterContextProvider } from "react-router";
import { sendBreachSms } from "~/domain/breach/send-breach-sms.server";
import { getServices } from "~/http/context.server";
import { logger } from "~/logging/logger.server";

/** The origin SMS links use, as the jobs write it: PUBLIC_ORIGIN, else this server. */
export function smsOrigin(config: { publicOrigin: string | null; port: number }): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

/**
 * Sends a breach's SMS right after the commit that wrote its notices. A failure is logged and
 * left to the job that retries them (server/breach-sms.ts): every notice is already kept.
 */
export async function sendBreachSmsNow(
  context: Readonly<RouterContextProvider>,
  breachId: string,
): Promise<void> {
  const { db, sms, config } = getServices(context);
  // The same origin the job writes into SMS (PUBLIC_ORIGIN, else this server).
  const origin = smsOrigin(config);
  try {
    await sendBreachSms(db, { sms, origin, breachId });
  } catch (error) {
    logger.error({ err: error }, "breach SMS not sent after commit; the job retries it");
  }
}
