import type { DbOrTx } from "~/db/client.server";
import { listReviewRisks } from "~/domain/review-risk.server";

/**
 * What a queue card shows of its review's risk (decision 027): the signals with their reason
 * keys and values, the score, and the reviewer's level; keyed by review id, for one page.
 */
export async function queueRisks(db: DbOrTx, input: { adminId: string; reviewIds: string[] }) {
  const risks = await listReviewRisks(db, input);
  return Object.fromEntries(
    [...risks].map(([id, risk]) => [
      id,
      {
        score: risk.score,
        level: risk.level,
        approvedReviews: risk.approvedReviews,
        signals: risk.signals.map(({ reason, level, values }) => ({ reason, level, values })),
      },
    ]),
  );
}

export type QueueRisk = Awaited<ReturnType<typeof queueRisks>>[string];
