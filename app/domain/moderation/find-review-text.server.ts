import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/**
 * The whole text of a review, for the admin's 'Read the whole review' (the queue sends only a
 * preview). Null for an unknown review and for anyone but an admin.
 */
export async function findReviewTextForAdmin(
  db: DbOrTx,
  input: { reviewId: string; adminId: string },
): Promise<string | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.adminId)) return null;
  const [row] = await db
    .select({ reviewText: reviews.reviewText })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), isAdmin(input.adminId)))
    .limit(1);
  return row?.reviewText ?? null;
}
