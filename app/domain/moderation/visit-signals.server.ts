import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { arrayValue } from "~/db/rows.server";
import { campaigns, reviewProofChecks, reviews } from "~/db/schema";
import { type VisitFacts, type VisitSignal, visitSignals } from "~/domain/proofs/visit-signals";
import { isUuid } from "~/domain/shared/uuid";

const sameBillReview = alias(reviews, "same_bill_review");

/**
 * The proof signals of a page of staff cards, in one statement whatever the page's size: each
 * review's facts row with its visit date, whether its business set a place, and the date of the
 * review whose bill it repeats. A review without a row (written before issue 49) has none.
 */
export async function loadVisitSignals(
  db: DbOrTx,
  reviewIds: readonly string[],
): Promise<Map<string, VisitSignal[]>> {
  const ids = reviewIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  // Built once (decision 138): the page's ids are one array value, whatever their number.
  const rows = await builtOnce(db, "visit_signals", (db, name) =>
    db
      .select({
        reviewId: reviewProofChecks.reviewId,
        placeBand: reviewProofChecks.placeBand,
        distanceKm: reviewProofChecks.distanceKm,
        takenAt: reviewProofChecks.takenAt,
        visitedOn: reviews.visitedOn,
        placeLat: campaigns.placeLat,
        sameBillAt: sameBillReview.createdAt,
      })
      .from(reviewProofChecks)
      .innerJoin(reviews, eq(reviews.id, reviewProofChecks.reviewId))
      .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
      .leftJoin(sameBillReview, eq(sameBillReview.id, reviewProofChecks.sameBillReviewId))
      .where(sql`${reviewProofChecks.reviewId} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare(name),
  ).execute({ ids: arrayValue(ids) });
  return new Map(
    rows.map(({ reviewId, placeLat, ...row }) => {
      const facts: VisitFacts = { ...row, placeKnown: placeLat !== null };
      return [reviewId, visitSignals(facts)];
    }),
  );
}
