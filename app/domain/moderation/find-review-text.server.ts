import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { isOnModerationTeam } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/**
 * The whole text of a review, for the team's 'Read the whole review' (the queue sends only a
 * preview). Null for an unknown review and for anyone off the moderation team.
 */
export async function findReviewTextForStaff(
  db: DbOrTx,
  input: { reviewId: string; staffId: string },
): Promise<string | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.staffId)) return null;
  const [row] = await db
    .select({ reviewText: reviews.reviewText })
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), isOnModerationTeam(input.staffId)))
    .limit(1);
  return row?.reviewText ?? null;
}
