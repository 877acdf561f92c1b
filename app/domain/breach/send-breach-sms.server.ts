import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { breachNotices, profiles } from "~/db/schema";
import { pastThePagesTurn, sendOutboxRows } from "~/domain/shared/outbox-sms.server";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

const BATCH = 200;
/** How often the job sends what the confirming page could not (or did not reach). */
export const BREACH_SMS_INTERVAL_MS = 60 * 1000;
/** Where the SMS points: the full notice, readable without signing in (decision 095). */
export const BREACH_NOTICE_PATH = "/breach";

/** The SMS of a breach notice in a language: short, it points to the full notice. */
export function breachSmsText(language: "en" | "hi", origin: string): string {
  return serverT(language)("breach.sms", { link: `${origin}${BREACH_NOTICE_PATH}` });
}

/**
 * Sends the pending SMS of breach notices (DPDP Rules r.7(1): 'through ... any mode of
 * communication registered by her'), each after the transaction that wrote it, in the person's
 * language: the confirming page sends its breach's at once (`breachId`), and a job every minute
 * sends what is older, up to three tries. A row is marked sent only while still pending, so two
 * senders never record one SMS twice; an erased account's number is gone and is not sent to.
 */
export async function sendBreachSms(
  db: DbOrTx,
  input: { sms: SmsProvider; origin: string; breachId?: string; now?: Date },
): Promise<{ sent: number; failed: number }> {
  const now = input.now ?? new Date();
  const pending = await db
    .select({
      id: breachNotices.id,
      attempts: breachNotices.smsAttempts,
      language: breachNotices.language,
      phone: profiles.phone,
      erasedAt: profiles.erasedAt,
    })
    .from(breachNotices)
    .innerJoin(profiles, eq(profiles.id, breachNotices.profileId))
    .where(
      and(
        eq(breachNotices.smsStatus, "pending"),
        input.breachId
          ? eq(breachNotices.breachId, input.breachId)
          : pastThePagesTurn(breachNotices.createdAt, now),
      ),
    )
    .orderBy(breachNotices.createdAt)
    .limit(BATCH);
  const link = `${input.origin}${BREACH_NOTICE_PATH}`;
  // A notice's SMS has no skipped status and no limits: an erased account's is marked failed.
  const { sent, failed } = await sendOutboxRows(pending, {
    sms: input.sms,
    now,
    gate: (notice) => (notice.erasedAt ? "failed" : "send"),
    message: (notice) => ({
      to: notice.phone,
      body: breachSmsText(notice.language, input.origin),
      template: { name: "breach_notice", values: { link } },
    }),
    mark: (notice, set) =>
      db
        .update(breachNotices)
        .set({
          smsStatus: set.status,
          smsSentAt: "sentAt" in set ? set.sentAt : undefined,
          smsAttempts: "attempts" in set ? set.attempts : undefined,
        })
        .where(and(eq(breachNotices.id, notice.id), eq(breachNotices.smsStatus, "pending"))),
  });
  return { sent, failed };
}
