/**
 * The copy and reuse flags of the reviews on one page of the admin's queue (decision 026), with
 * what the admin needs to judge them: the earlier review's business, date and text. Admin only.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, type ReviewFlagKind, reviewFlags, reviews } from "~/db/schema";
import { reviewPreview } from "~/domain/reviews/review-preview";
import { isUuid } from "~/domain/shared/uuid";

export type QueueFlag = {
  kind: ReviewFlagKind;
  /** Text: similarity as a whole percentage. Proof: how many of 64 bits differ. */
  score: number;
  sameBytes: boolean;
  earlier: {
    id: string;
    businessName: string;
    createdAt: Date;
    /** The start of its text, for the side-by-side view (copied texts only). */
    text: string | null;
    truncated: boolean;
  };
};

/**
 * Each review's flags, strongest first (the closest text, then the nearest proof), in one query
 * bounded by the page: at most 5 flags of each kind a review.
 */
export async function loadFlagsFor(
  db: DbOrTx,
  reviewIds: readonly string[],
): Promise<Map<string, QueueFlag[]>> {
  const ids = reviewIds.filter(isUuid);
  const byReview = new Map<string, QueueFlag[]>();
  if (ids.length === 0) return byReview;
  const rows = await db
    .select({
      reviewId: reviewFlags.reviewId,
      kind: reviewFlags.kind,
      score: reviewFlags.score,
      sameBytes: reviewFlags.sameBytes,
      earlierId: reviews.id,
      earlierText: reviews.reviewText,
      earlierCreatedAt: reviews.createdAt,
      businessName: campaigns.businessName,
    })
    .from(reviewFlags)
    .innerJoin(reviews, eq(reviews.id, reviewFlags.earlierReviewId))
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(inArray(reviewFlags.reviewId, ids))
    .orderBy(
      asc(reviewFlags.reviewId),
      asc(reviewFlags.kind),
      // Text: the most alike first; proof: the fewest bits apart first.
      sql`case when ${reviewFlags.kind} = 'copied_text' then -${reviewFlags.score} else ${reviewFlags.score} end`,
      asc(reviews.createdAt),
    );
  for (const row of rows) {
    const preview = row.kind === "copied_text" ? reviewPreview(row.earlierText) : null;
    const flag: QueueFlag = {
      kind: row.kind,
      score: row.kind === "copied_text" ? Math.round(row.score * 100) : Math.round(row.score),
      sameBytes: row.sameBytes,
      earlier: {
        id: row.earlierId,
        businessName: row.businessName,
        createdAt: row.earlierCreatedAt,
        text: preview?.text ?? null,
        truncated: preview?.truncated ?? false,
      },
    };
    const list = byReview.get(row.reviewId) ?? [];
    list.push(flag);
    byReview.set(row.reviewId, list);
  }
  return byReview;
}
