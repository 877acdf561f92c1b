import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/db/client.server";
import {
  type AppealAnswerKind,
  appealAnswers,
  campaigns,
  profiles,
  removalAppeals,
} from "~/db/schema";
import { pastThePagesTurn, sendOutboxRows, waitOrSkip } from "~/domain/shared/outbox-sms.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

/** The hourly SMS budget of the whole service (app/auth/rate-limit.server.ts, above the domain). */
export type AppealAnswerSmsLimits = { answerSms(): Promise<{ ok: boolean }> };

const BATCH = 100;
/** How often the job sends what the deciding page could not. */
export const APPEAL_ANSWER_SMS_INTERVAL_MS = 60 * 1000;

/** Where each answer is read: the sign-in (then /suspended or the dashboard), or My Reviews. */
const paths: Record<AppealAnswerKind, string> = {
  suspension_lifted: "/login",
  suspension_kept: "/login",
  removal_reinstated: "/user/dashboard",
  removal_upheld: "/user/dashboard",
};

/**
 * An answered appeal's SMS in the person's language: a template that says the outcome and where
 * to read the reply; the staff member's words themselves are never in it (decision 109).
 */
export function appealAnswerSmsText(
  language: Language,
  input: { kind: AppealAnswerKind; origin: string; business: string | null },
): { body: string; values: Record<string, string> } {
  const values = {
    link: `${input.origin}${paths[input.kind]}`,
    ...(input.business ? { business: input.business } : {}),
  };
  return { body: serverT(language)(`appealAnswers.sms.${input.kind}`, values), values };
}

/**
 * Sends the pending SMS of answered appeals, each after the transaction that wrote it, in the
 * person's profile language: the deciding page sends its answer's at once (`answerOf`), a job
 * every minute sends what is older, up to three tries. Each counts in the hourly SMS budget; past
 * it, an SMS waits for a later hour, up to a day. An erased account's number is not sent to.
 */
export async function sendAppealAnswerSms(
  db: DbOrTx,
  input: {
    sms: SmsProvider;
    limits: AppealAnswerSmsLimits;
    origin: string;
    answerOf?: { suspensionId: string } | { removalAppealId: string };
    now?: Date;
  },
): Promise<{ sent: number; failed: number; skipped: number; waiting: number }> {
  const now = input.now ?? new Date();
  const appealCampaigns = alias(campaigns, "appeal_campaigns");
  const of = input.answerOf;
  const pending = await db
    .select({
      id: appealAnswers.id,
      kind: appealAnswers.kind,
      attempts: appealAnswers.smsAttempts,
      createdAt: appealAnswers.createdAt,
      phone: profiles.phone,
      language: profiles.language,
      erasedAt: profiles.erasedAt,
      business: appealCampaigns.businessName,
    })
    .from(appealAnswers)
    .innerJoin(profiles, eq(profiles.id, appealAnswers.profileId))
    .leftJoin(removalAppeals, eq(removalAppeals.id, appealAnswers.removalAppealId))
    .leftJoin(appealCampaigns, eq(appealCampaigns.id, removalAppeals.campaignId))
    .where(
      and(
        eq(appealAnswers.smsStatus, "pending"),
        of
          ? "suspensionId" in of
            ? eq(appealAnswers.suspensionId, of.suspensionId)
            : eq(appealAnswers.removalAppealId, of.removalAppealId)
          : pastThePagesTurn(appealAnswers.createdAt, now),
      ),
    )
    .orderBy(appealAnswers.createdAt)
    .limit(BATCH);
  return sendOutboxRows(pending, {
    sms: input.sms,
    now,
    // An erased account's number is gone: nobody is left to tell.
    gate: (answer) => (answer.erasedAt ? "skipped" : "send"),
    limits: async (answer) =>
      (await input.limits.answerSms()).ok ? "send" : waitOrSkip(answer.createdAt, now),
    message: (answer) => {
      const language = isLanguage(answer.language) ? answer.language : "en";
      const text = appealAnswerSmsText(language, {
        kind: answer.kind,
        origin: input.origin,
        business: answer.business,
      });
      return {
        to: answer.phone,
        body: text.body,
        template: { name: "appeal_answer", values: { ...text.values, kind: answer.kind } },
      };
    },
    // Claimed by status: a second sender racing on the same row records nothing twice.
    mark: (answer, set) =>
      db
        .update(appealAnswers)
        .set({
          smsStatus: set.status,
          smsSentAt: "sentAt" in set ? set.sentAt : undefined,
          smsAttempts: "attempts" in set ? set.attempts : undefined,
        })
        .where(and(eq(appealAnswers.id, answer.id), eq(appealAnswers.smsStatus, "pending"))),
  });
}
