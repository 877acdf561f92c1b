import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, reviewDigests } from "~/db/schema";
import { kolkataDateKey } from "~/domain/shared/dates";
import { tryOutboxSms } from "~/domain/shared/outbox-sms.server";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

/*
 * The owner's daily SMS of new reviews (issue 30, decision 050). From DIGEST_HOUR in Kolkata, a
 * transaction writes one outbox row per campaign whose approved reviews grew since its last SMS
 * (at most one a day: unique campaign and day) and marks them told; then, after commit, each
 * pending row is sent through the SMS provider and marked sent, or failed after a few tries.
 */

/** 7 pm in Kolkata: after the day's moderation, inside every SMS category's allowed hours. */
export const DIGEST_HOUR = 19;
/** The job looks this often; a day's digests leave within one interval of DIGEST_HOUR. */
export const DIGEST_INTERVAL_MS = 15 * 60 * 1000;

const BATCH = 200;

function kolkataHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(now),
  );
}

/** Writes today's digests (after DIGEST_HOUR); answers how many were queued. */
export async function queueReviewDigests(db: DbOrTx, input: { now: Date }): Promise<number> {
  if (kolkataHour(input.now) < DIGEST_HOUR) return 0;
  const day = kolkataDateKey(input.now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: campaigns.id,
        businessId: campaigns.businessId,
        completed: campaigns.completedReviews,
        reported: campaigns.reportedReviews,
        wants: profiles.reviewSms,
      })
      .from(campaigns)
      .innerJoin(profiles, eq(profiles.id, campaigns.businessId))
      .where(sql`${campaigns.completedReviews} > ${campaigns.reportedReviews}`)
      .limit(BATCH)
      .for("update", { of: campaigns, skipLocked: true });
    if (due.length === 0) return 0;
    const wanted = due.filter((row) => row.wants);
    const queued =
      wanted.length === 0
        ? []
        : await tx
            .insert(reviewDigests)
            .values(
              wanted.map((row) => ({
                campaignId: row.id,
                businessId: row.businessId,
                day,
                newReviews: row.completed - row.reported,
                createdAt: input.now,
              })),
            )
            .onConflictDoNothing()
            .returning({ campaignId: reviewDigests.campaignId });
    // Told, or not wanting to be: either way these reviews are never counted again.
    const told = new Set(queued.map((row) => row.campaignId));
    const done = due.filter((row) => !row.wants || told.has(row.id)).map((row) => row.id);
    if (done.length > 0) {
      await tx
        .update(campaigns)
        .set({ reportedReviews: sql`${campaigns.completedReviews}` })
        .where(inArray(campaigns.id, done));
    }
    return queued.length;
  });
}

/** Sends the pending digests, each after the transaction that wrote it; answers how many left. */
export async function sendReviewDigests(
  db: DbOrTx,
  input: { sms: SmsProvider; origin: string; now: Date },
): Promise<{ sent: number; failed: number }> {
  const pending = await db
    .select({
      id: reviewDigests.id,
      campaignId: reviewDigests.campaignId,
      newReviews: reviewDigests.newReviews,
      attempts: reviewDigests.attempts,
      business: campaigns.businessName,
      phone: profiles.phone,
      language: profiles.language,
    })
    .from(reviewDigests)
    .innerJoin(campaigns, eq(campaigns.id, reviewDigests.campaignId))
    .innerJoin(profiles, eq(profiles.id, reviewDigests.businessId))
    .where(eq(reviewDigests.status, "pending"))
    .orderBy(reviewDigests.createdAt)
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const digest of pending) {
    const language = isLanguage(digest.language) ? digest.language : "en";
    const values = {
      count: String(digest.newReviews),
      business: digest.business,
      link: `${input.origin}/campaign/${digest.campaignId}`,
    };
    const body = serverT(language)("reviewDigest.body", { ...values, count: digest.newReviews });
    const result = await tryOutboxSms({
      sms: input.sms,
      message: { to: digest.phone, body, template: { name: "review_digest", values } },
      attempts: digest.attempts,
      now: input.now,
      // Claimed by status: a second sender racing on the same row records nothing twice.
      mark: (set) =>
        db
          .update(reviewDigests)
          .set(set)
          .where(and(eq(reviewDigests.id, digest.id), eq(reviewDigests.status, "pending"))),
    });
    if (result === "sent") sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
