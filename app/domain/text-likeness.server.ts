import { type SQL, sql } from "drizzle-orm";
import { COPIED_TEXT_SIMILARITY } from "./text-likeness";

/**
 * The SQL that finds earlier reviews whose text is a likely copy (decision 026). It expects, once
 * wired into the schema, `reviews.comparable_text` (comparableText of the review's text, written
 * with it) and `create index reviews_comparable_text_trgm on reviews using gin (comparable_text
 * gin_trgm_ops)`. The `%` operator is what lets PostgreSQL use that index; `similarity()` alone
 * would compare with every review.
 */

/**
 * Run first in the transaction of earlierSimilarTexts; both settings end with the transaction.
 * `%` then means "similarity at least COPIED_TEXT_SIMILARITY". Sequential scans are refused
 * because the planner prices `%` like `=`: on 20k reviews it chose a scan costed below the index
 * that took 2.1 s against 44 ms through the index (decision 026).
 */
export const copiedTextSearchSettings: SQL = sql`select
  set_config('pg_trgm.similarity_threshold', ${String(COPIED_TEXT_SIMILARITY)}, true),
  set_config('enable_seqscan', 'off', true)`;

export type EarlierSimilarText = { id: string; likeness: number };

/**
 * The earlier reviews most like `comparable` (already passed through comparableText), best first;
 * `exceptReviewId` leaves out the review being checked. Reads no rating.
 */
export function earlierSimilarTexts(options: {
  comparable: string;
  exceptReviewId: string;
  limit: number;
}): SQL {
  const { comparable, exceptReviewId, limit } = options;
  return sql`select id, similarity(comparable_text, ${comparable}) as likeness
    from reviews
    where comparable_text % ${comparable} and id <> ${exceptReviewId}
    order by likeness desc, id
    limit ${limit}`;
}
