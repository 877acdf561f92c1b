import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, disputeAnswerSms, profiles, reviewComplaints, reviews } from "~/db/schema";
import { pastThePagesTurn, sendOutboxRows, waitOrSkip } from "~/domain/shared/outbox-sms.server";
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
  return sendOutboxRows(pending, {
    sms: input.sms,
    now,
    // A deleted account keeps no number of its own: nobody is left to tell.
    gate: (answer) => (answer.erasedAt ? "skipped" : "send"),
    limits: async (answer) =>
      (await input.limits.complaintFollowUpSms()).ok ? "send" : waitOrSkip(answer.createdAt, now),
    message: (answer) => {
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
      return {
        to: answer.phone,
        body: t(`disputeAnswerSms.${key}`, values),
        template: { name: "dispute_answer", values: { ...values, decision: key } },
      };
    },
    mark: (answer, set) => mark(db, answer.id, set),
  });
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
