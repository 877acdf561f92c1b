import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, type ReviewStatus, reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** A business reads the texts it will see published or already sees: pending and approved. */
const readableStatuses = ["pending", "approved"] as const satisfies ReviewStatus[];

export function businessReadsTextOf(status: ReviewStatus): boolean {
  return (readableStatuses as readonly ReviewStatus[]).includes(status);
}

/**
 * The whole text of a review of the business's own campaign, for 'Read the whole review' (the
 * list sends a preview). Null for another business's review, or a rejected or withdrawn one.
 */
export async function findReviewTextForBusiness(
  db: DbOrTx,
  input: { businessId: string; campaignId: string; reviewId: string },
): Promise<string | null> {
  if (![input.businessId, input.campaignId, input.reviewId].every(isUuid)) return null;
  const [row] = await db
    .select({ reviewText: reviews.reviewText })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(
      and(
        eq(reviews.id, input.reviewId),
        eq(reviews.campaignId, input.campaignId),
        eq(campaigns.businessId, input.businessId),
        inArray(reviews.status, readableStatuses),
      ),
    )
    .limit(1);
  return row?.reviewText ?? null;
}
