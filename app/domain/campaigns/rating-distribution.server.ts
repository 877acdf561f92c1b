import { and, eq, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { type RatingBar, ratingBars } from "./rating-bars";

/**
 * How many approved reviews of a campaign carry each star rating. One grouped count through
 * reviews_campaign_status_idx: bounded by the campaign's target (at most 1000 rows), however
 * many reviews the site holds (decision 030).
 */
export async function getRatingDistribution(
  db: DbOrTx,
  input: { campaignId: string },
): Promise<RatingBar[]> {
  if (!isUuid(input.campaignId)) return ratingBars(new Map());
  // Built once (decision 138): every public page and campaign page reads it.
  const rows = await builtOnce(db, "rating_distribution", (db, name) =>
    db
      .select({ rating: reviews.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(
        and(eq(reviews.campaignId, sql.placeholder("campaignId")), eq(reviews.status, "approved")),
      )
      .groupBy(reviews.rating)
      .prepare(name),
  ).execute({ campaignId: input.campaignId });
  return ratingBars(new Map(rows.map((row) => [row.rating, row.count])));
}
