import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, removalNotices, reviews } from "~/db/schema";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

/*
 * A removal's SMS (decision 080): the removal's transaction wrote an outbox row; this job sends
 * each after commit, in the person's language, and marks it sent, or failed after a few tries.
 */

/** How often the job looks: the author hears of a removal within a minute or so. */
export const REMOVAL_NOTICE_INTERVAL_MS = 60 * 1000;
const MAX_ATTEMPTS = 3;
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
    try {
      await input.sms.send({
        to: notice.phone,
        body,
        template: { name: "removal_notice", values },
      });
      await db
        .update(removalNotices)
        .set({ status: "sent", sentAt: input.now, attempts: notice.attempts + 1 })
        .where(eq(removalNotices.id, notice.id));
      sent += 1;
    } catch {
      const attempts = notice.attempts + 1;
      await db
        .update(removalNotices)
        .set({ attempts, ...(attempts >= MAX_ATTEMPTS ? { status: "failed" as const } : {}) })
        .where(and(eq(removalNotices.id, notice.id), eq(removalNotices.status, "pending")));
      failed += 1;
    }
  }
  return { sent, failed };
}
