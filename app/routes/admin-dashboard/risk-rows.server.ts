import type { DbOrTx } from "~/db/client.server";
import { listReviewRisks } from "~/domain/review-risk.server";
import type { Language } from "~/i18n/languages";
import { signalText } from "./trust-texts.server";

/**
 * What a queue card shows of its review's risk (decision 027): the signals as sentences in the
 * admin's language, the score, and the reviewer's level; keyed by review id, for one page.
 */
export async function queueRisks(
  db: DbOrTx,
  input: { adminId: string; reviewIds: string[]; language: Language },
) {
  const risks = await listReviewRisks(db, { adminId: input.adminId, reviewIds: input.reviewIds });
  return Object.fromEntries(
    [...risks].map(([id, risk]) => [
      id,
      {
        score: risk.score,
        level: risk.level,
        approvedReviews: risk.approvedReviews,
        signals: risk.signals.map((signal) => signalText(signal, input.language)),
      },
    ]),
  );
}

export type QueueRisk = Awaited<ReturnType<typeof queueRisks>>[string];
