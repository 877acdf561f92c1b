import { type SQL, sql } from "drizzle-orm";
import { arrayValue } from "~/db/rows.server";
import { COPIED_TEXT_SIMILARITY } from "./comparable-text";
import { textBands } from "./text-bands";

/**
 * The SQL that finds earlier reviews whose text is a likely copy (decision 026), on
 * `reviews.comparable_text` (comparableText of the review's text) and `reviews.text_bands`
 * (textBands of it), both written with the review, through the GIN index `reviews_text_bands`. The index finds the few
 * reviews sharing a band; pg_trgm's `similarity()` then decides on those alone.
 */

/**
 * Run first in the transaction of either GIN key lookup, earlierSimilarTexts (text bands) or
 * earlierSimilarProofs (proof keys); the setting ends with the transaction.
 * PostgreSQL keeps no statistics of band values (each is rare), guesses that `&&` with 100 of
 * them matches ~13% of the reviews, and scans the table: 1.3 s at 100k reviews (decision 026).
 */
export const keySearchSettings: SQL = sql`select current_setting('enable_seqscan') as "seqscan",
  set_config('enable_seqscan', 'off', true)`;

/** After the lookup, the rest of the transaction plans as before (`seqscan` read by the settings). */
export function restoreSearchSettings(seqscan: string): SQL {
  return sql`select set_config('enable_seqscan', ${seqscan}, true)`;
}

export type EarlierSimilarText = { id: string; likeness: number };

/**
 * The earlier reviews at least COPIED_TEXT_SIMILARITY like `comparable` (already passed through
 * comparableText), best first; `exceptReviewId` leaves out the review being checked. Reads no
 * rating.
 */
export function earlierSimilarTexts(options: {
  comparable: string;
  exceptReviewId: string;
  limit: number;
}): SQL {
  const { comparable, exceptReviewId, limit } = options;
  const bands = arrayValue(textBands(comparable));
  return sql`select id, similarity(comparable_text, ${comparable}) as likeness
    from reviews
    where text_bands && ${bands}::int4[]
      and similarity(comparable_text, ${comparable}) >= ${COPIED_TEXT_SIMILARITY}
      and id <> ${exceptReviewId}
    order by likeness desc, id
    limit ${limit}`;
}
