import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviews, staffAccessViews } from "~/db/schema";
import type { ReasonOf, Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { findTeamRole } from "./team.server";

export type RevealRatingResult =
  | { ok: true; rating: number }
  | { ok: false; reason: "not_on_team" | "not_found" };

export const revealRatingRefusals = {
  not_on_team: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_found: {
    status: 404,
    title: "accessLog.revealGoneTitle",
    message: "queue.ratingGoneText",
  },
} as const satisfies Refusals<ReasonOf<RevealRatingResult>>;

/**
 * 'Show rating' (decision 091): a review's star rating shown to a team member before their check
 * is recorded, with its row of the staff access log (who, which review, whose, from which screen,
 * when) in the same transaction: no rating is shown before a check that is not logged. The queues
 * never send a rating; this and the reveal after a recorded check (revealedRating) are the only
 * ways a rating reaches anyone who checks reviews.
 */
export async function revealRating(
  db: DbOrTx,
  input: { staffId: string; reviewId: string; screen: string; now?: Date },
): Promise<RevealRatingResult> {
  if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<RevealRatingResult> => {
    if (!(await findTeamRole(tx, input.staffId))) return { ok: false, reason: "not_on_team" };
    const [review] = await tx
      .select({ rating: reviews.rating, userId: reviews.userId })
      .from(reviews)
      .where(eq(reviews.id, input.reviewId))
      .limit(1);
    if (!review) return { ok: false, reason: "not_found" };
    await tx.insert(staffAccessViews).values({
      staffId: input.staffId,
      kind: "rating",
      subjectId: review.userId,
      recordId: input.reviewId,
      screen: input.screen,
      ...(input.now ? { viewedAt: input.now } : {}),
    });
    return { ok: true, rating: review.rating };
  });
}
