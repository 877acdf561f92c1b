import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, disputeAnswerSms, profiles, reviewComplaints, reviews } from "~/db/schema";
import { pastThePagesTurn, tryOutboxSms } from "~/domain/shared/outbox-sms.server";
import { isLanguage } from "~/i18n/languages";
import { serverT } from "~/i18n/translate.server";
import type { SmsProvider } from "~/notifications/sms";

/*
 * The answer to a business's dispute (decision 108): the decision's transaction wrote an outbox
 * row; the admin's page sends it right after commit and this job sends what is left, in the
 * business's profile language. The SMS says the decision and links to the campaign page, where
 * the admin's note is shown in their own words; the note itself is never put in an SMS.
 */

/**
 * The hourly SMS budget of the whole service (app/auth/rate-limit.server.ts): staff write these,
 * one per dispute, like a complaint's later SMS (decision 103), so they count there only.
 */
export type DisputeAnswerLimits = { complaintFollowUpSms(): Promise<{ ok: boolean }> };

/** How often the job looks for answers the page could not send. */
export const DISPUTE_ANSWER_INTERVAL_MS = 60 * 1000;
const BATCH = 100;
/** An answer the hourly budget refused waits for a later hour this long, then is skipped. */
const WAITS_MS = 24 * 60 * 60 * 1000;

export type DisputeAnswersOutcome = {
  sent: number;
  failed: number;
  skipped: number;
  waiting: number;
};

export async function sendDisputeAnswers(
  db: DbOrTx,
  input: {
    sms: SmsProvider;
    limits: DisputeAnswerLimits;
    origin: string;
    /** The page's send after its decision: only this review's answers. */
    reviewId?: string;
    now?: Date;
  },
): Promise<DisputeAnswersOutcome> {
  const now = input.now ?? new Date();
  const pending = await db
    .select({
      id: disputeAnswerSms.id,
      attempts: disputeAnswerSms.attempts,
      createdAt: disputeAnswerSms.createdAt,
      decision: reviewComplaints.decision,
      campaignId: campaigns.id,
      business: campaigns.businessName,
      removalGround: reviews.removalGround,
      phone: profiles.phone,
      language: profiles.language,
      erasedAt: profiles.erasedAt,
    })
    .from(disputeAnswerSms)
    .innerJoin(reviewComplaints, eq(reviewComplaints.id, disputeAnswerSms.complaintId))
    .innerJoin(reviews, eq(reviews.id, reviewComplaints.reviewId))
    .innerJoin(campaigns, eq(campaigns.id, reviewComplaints.campaignId))
    .innerJoin(profiles, eq(profiles.id, disputeAnswerSms.recipientId))
    .where(
      and(
        eq(disputeAnswerSms.status, "pending"),
        input.reviewId
          ? eq(reviewComplaints.reviewId, input.reviewId)
          : pastThePagesTurn(disputeAnswerSms.createdAt, now),
      ),
    )
    .orderBy(disputeAnswerSms.createdAt)
    .limit(BATCH);
  const outcome: DisputeAnswersOutcome = { sent: 0, failed: 0, skipped: 0, waiting: 0 };
  for (const answer of pending) {
    // A deleted account keeps no number of its own: nobody is left to tell.
    if (answer.erasedAt) {
      await mark(db, answer.id, { status: "skipped" });
      outcome.skipped += 1;
      continue;
    }
    // Counted once, before the first try: a retry after a provider failure is the same SMS.
    if (answer.attempts === 0 && !(await input.limits.complaintFollowUpSms()).ok) {
      if (now.getTime() - answer.createdAt.getTime() < WAITS_MS) {
        outcome.waiting += 1;
        continue;
      }
      await mark(db, answer.id, { status: "skipped" });
      outcome.skipped += 1;
      continue;
    }
    const t = serverT(isLanguage(answer.language) ? answer.language : "en");
    const values = {
      business: answer.business,
      link: `${input.origin}/campaign/${answer.campaignId}`,
      ...(answer.decision === "removed_review" && answer.removalGround
        ? { ground: t(`removalGround.${answer.removalGround}`) }
        : {}),
    };
    const key =
      answer.decision === "removed_review"
        ? "removedReview"
        : answer.decision === "removed_reply"
          ? "removedReply"
          : "kept";
    const result = await tryOutboxSms({
      sms: input.sms,
      message: {
        to: answer.phone,
        body: t(`disputeAnswerSms.${key}`, values),
        template: { name: "dispute_answer", values: { ...values, decision: key } },
      },
      attempts: answer.attempts,
      now,
      mark: (set) => mark(db, answer.id, set),
    });
    outcome[result] += 1;
  }
  return outcome;
}

/** Claimed by status: a second sender racing on the same row records nothing twice. */
async function mark(
  db: DbOrTx,
  id: string,
  set: Partial<Pick<typeof disputeAnswerSms.$inferInsert, "status" | "attempts" | "sentAt">>,
) {
  await db
    .update(disputeAnswerSms)
    .set(set)
    .where(and(eq(disputeAnswerSms.id, id), eq(disputeAnswerSms.status, "pending")));
}
