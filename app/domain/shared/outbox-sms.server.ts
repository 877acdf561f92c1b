import { lte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SmsMessage, SmsProvider } from "~/notifications/sms";

/*
 * One try of an SMS a transaction left in an outbox (digests, removal notices, dispute and appeal
 * answers, complaint updates, invitations, breach notices): it leaves after commit, and the row
 * records the try, sent or one attempt more, failed for good at the third.
 */

/** Tries an outbox SMS gets before it is marked failed. */
export const OUTBOX_SMS_MAX_ATTEMPTS = 3;

/** A page sends its own SMS right after commit; the job leaves them alone this long. */
const LEFT_TO_THE_PAGE_MS = 2 * 60 * 1000;

/** The rows the job may send: older than a page's own send could take, so the two never meet. */
export function pastThePagesTurn(createdAt: PgColumn, now: Date): SQL {
  return lte(createdAt, new Date(now.getTime() - LEFT_TO_THE_PAGE_MS));
}

/** What a try writes to its row; each outbox maps it to its own columns. */
export type OutboxSmsMark =
  | { status: "sent"; sentAt: Date; attempts: number }
  | { status?: "failed"; attempts: number };

/** Sends one outbox SMS and records the try through `mark`; answers how it went. */
export async function tryOutboxSms(input: {
  sms: SmsProvider;
  message: SmsMessage;
  attempts: number;
  now: Date;
  mark: (set: OutboxSmsMark) => Promise<unknown>;
}): Promise<"sent" | "failed"> {
  const attempts = input.attempts + 1;
  try {
    await input.sms.send(input.message);
    await input.mark({ status: "sent", sentAt: input.now, attempts });
    return "sent";
  } catch {
    await input.mark({
      attempts,
      ...(attempts >= OUTBOX_SMS_MAX_ATTEMPTS ? { status: "failed" as const } : {}),
    });
    return "failed";
  }
}
