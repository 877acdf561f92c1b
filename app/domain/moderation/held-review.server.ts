import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, type ReviewCheckKind, reviewChecks, reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { heldBy } from "./hand-out-review.server";
import { checkOrder } from "./review-checks.server";
import { teamHasTwoPeople } from "./team.server";

/** The review a moderator holds, as the workbench shows it: never its rating (decision 067). */
export type HeldReview = {
  id: string;
  businessName: string;
  /** SPEC §5: the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  reviewText: string;
  /** Revised once (decision 028): its earlier version is shown beside it. */
  revisionCount: number;
  createdAt: Date;
  heldUntil: Date;
  /** The check this person makes now; with a team of one, the admin makes both in one go. */
  dueCheck: ReviewCheckKind;
  /** Two or more people on the team: this person makes one check only. */
  team: boolean;
};

/** The pending review the moderator holds now, or null; the rating is not read at all. */
export async function findHeldReview(
  db: DbOrTx,
  input: { moderatorId: string; now?: Date },
): Promise<HeldReview | null> {
  if (!isUuid(input.moderatorId)) return null;
  const now = input.now ?? new Date();
  const [row] = await db
    .select({
      id: reviews.id,
      businessName: campaigns.businessName,
      userId: reviews.userId,
      reviewText: reviews.reviewText,
      revisionCount: reviews.revisionCount,
      createdAt: reviews.createdAt,
      heldUntil: reviews.heldUntil,
      made: sql<ReviewCheckKind[]>`array(select kind from review_checks c
        where c.review_id = ${reviews.id})`,
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(heldBy(input.moderatorId, now), sql`${reviews.status} = 'pending'`))
    .limit(1);
  if (!row?.heldUntil) return null;
  const { userId, made, heldUntil, ...review } = row;
  return {
    ...review,
    heldUntil,
    reviewerIdTail: userId.slice(-6),
    dueCheck: checkOrder.find((kind) => !made.includes(kind)) ?? "text",
    team: await teamHasTwoPeople(db),
  };
}

/**
 * The rating of a review, for a team member who has recorded a check on it: the reveal that
 * follows their check (logged by recordChecks). Null for anyone who has not.
 */
export async function revealedRating(
  db: DbOrTx,
  input: { reviewId: string; moderatorId: string },
): Promise<number | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.moderatorId)) return null;
  const [row] = await db
    .select({ rating: reviews.rating })
    .from(reviews)
    .innerJoin(reviewChecks, eq(reviewChecks.reviewId, reviews.id))
    .where(and(eq(reviews.id, input.reviewId), eq(reviewChecks.madeBy, input.moderatorId)))
    .limit(1);
  return row?.rating ?? null;
}
