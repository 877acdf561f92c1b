import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, removalNotices, reviews } from "~/db/schema";
import { tryOutboxSms } from "~/domain/shared/outbox-sms.server";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

/*
 * A removal's SMS (decision 080): the removal's transaction wrote an outbox row; this job sends
 * each after commit, in the person's language, and marks it sent, or failed after a few tries.
 */

/** How often the job looks: the author hears of a removal within a minute or so. */
export const REMOVAL_NOTICE_INTERVAL_MS = 60 * 1000;
const BATCH = 100;

export async function sendRemovalNotices(
  db: DbOrTx,
  input: { sms: SmsProvider; origin: string; now: Date },
): Promise<{ sent: number; failed: number }> {
  const pending = await db
    .select({
      id: removalNotices.id,
      what: removalNotices.what,
      ground: removalNotices.ground,
      attempts: removalNotices.attempts,
      business: campaigns.businessName,
      campaignId: campaigns.id,
      phone: profiles.phone,
      language: profiles.language,
    })
    .from(removalNotices)
    .innerJoin(reviews, eq(reviews.id, removalNotices.reviewId))
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .innerJoin(profiles, eq(profiles.id, removalNotices.recipientId))
    .where(eq(removalNotices.status, "pending"))
    .orderBy(removalNotices.createdAt)
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const notice of pending) {
    const t = serverT(isLanguage(notice.language) ? notice.language : "en");
    const link =
      notice.what === "review"
        ? `${input.origin}/user/dashboard`
        : `${input.origin}/campaign/${notice.campaignId}`;
    const values = { business: notice.business, ground: t(`removalGround.${notice.ground}`), link };
    const body = t(notice.what === "review" ? "removalSms.review" : "removalSms.reply", values);
    const result = await tryOutboxSms({
      sms: input.sms,
      message: { to: notice.phone, body, template: { name: "removal_notice", values } },
      attempts: notice.attempts,
      now: input.now,
      // Claimed by status: a second sender racing on the same row records nothing twice.
      mark: (set) =>
        db
          .update(removalNotices)
          .set(set)
          .where(and(eq(removalNotices.id, notice.id), eq(removalNotices.status, "pending"))),
    });
    if (result === "sent") sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
