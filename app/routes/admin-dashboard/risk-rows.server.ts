import type { DbOrTx } from "~/db/client.server";
import { loadFlagsFor } from "~/domain/moderation/queue-flags.server";
import { loadHistoryFor } from "~/domain/reviews/revision-history.server";
import { listReviewRisks, type ReviewRisk } from "~/domain/trust/review-risk.server";
import type { Language } from "~/i18n/languages";
import { signalText } from "./trust-texts.server";

/**
 * Everything a queue card shows beside its review, for one page: the risk (decision 027: the
 * signals as sentences in the admin's language, the score, the reviewer's level, keyed by review
 * id), the copy flags and the earlier versions. Most reviews have no flags and were never
 * revised: those two reads are made only for the reviews that have something to read (the risk
 * read counts the flags, the list carries revision_count), none on most pages.
 */
export async function queueCardExtras(
  db: DbOrTx,
  input: { adminId: string; language: Language; reviews: { id: string; revisionCount: number }[] },
) {
  const risks = await listReviewRisks(db, {
    adminId: input.adminId,
    reviewIds: input.reviews.map((review) => review.id),
  });
  const flaggedIds = [...risks].filter(([, risk]) => risk.flagged).map(([id]) => id);
  const revisedIds = input.reviews
    .filter((review) => review.revisionCount > 0)
    .map((review) => review.id);
  const [flags, history] = await Promise.all([
    loadFlagsFor(db, flaggedIds),
    loadHistoryFor(db, { adminId: input.adminId, reviewIds: revisedIds }),
  ]);
  return { risks: cardRisks(risks, input.language), flags, history };
}

function cardRisks(risks: Map<string, ReviewRisk>, language: Language) {
  return Object.fromEntries(
    [...risks].map(([id, risk]) => [
      id,
      {
        score: risk.score,
        level: risk.level,
        approvedReviews: risk.approvedReviews,
        signals: risk.signals.map((signal) => signalText(signal, language)),
      },
    ]),
  );
}

export type QueueRisk = ReturnType<typeof cardRisks>[string];
