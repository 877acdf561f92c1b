import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { ComplaintDecision, RemovalGround } from "~/db/complaint-grounds";
import { campaigns, type ReviewStatus, reviewComplaints, reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** The business's latest dispute of a review: waiting for the team, or decided with the admin's note. */
export type OwnerDispute =
  | { state: "open"; sentAt: Date }
  | { state: "decided"; decision: ComplaintDecision; note: string; decidedAt: Date };

/**
 * What the campaign page tells its owner about a review beyond the review itself (decision 108):
 * the answer to its dispute, and why a removed review was removed. Read only; the rating plays no
 * part, and nothing here lets a business change or hide a review.
 */
export type OwnerReviewAnswer = {
  dispute: OwnerDispute | null;
  removalGround: RemovalGround | null;
};

export const noOwnerReviewAnswer: OwnerReviewAnswer = { dispute: null, removalGround: null };

/** The answers for one page of the owner's reviews, by review id; another business's reviews have none. */
export async function listOwnerReviewAnswers(
  db: DbOrTx,
  input: {
    businessId: string;
    campaignId: string;
    reviews: readonly { id: string; status: ReviewStatus }[];
  },
): Promise<Map<string, OwnerReviewAnswer>> {
  const answers = new Map<string, OwnerReviewAnswer>();
  const ids = input.reviews.map((review) => review.id).filter(isUuid);
  if (!isUuid(input.businessId) || !isUuid(input.campaignId) || ids.length === 0) return answers;
  const answerOf = (reviewId: string) => {
    const answer = answers.get(reviewId) ?? { ...noOwnerReviewAnswer };
    answers.set(reviewId, answer);
    return answer;
  };
  // Only the business's own disputes (filed_by), newest first: the first per review is its latest.
  const disputes = await db
    .select({
      reviewId: reviewComplaints.reviewId,
      createdAt: reviewComplaints.createdAt,
      decision: reviewComplaints.decision,
      note: reviewComplaints.decisionNote,
      decidedAt: reviewComplaints.decidedAt,
    })
    .from(reviewComplaints)
    .where(
      and(
        eq(reviewComplaints.campaignId, input.campaignId),
        eq(reviewComplaints.kind, "dispute"),
        eq(reviewComplaints.filedBy, input.businessId),
        inArray(reviewComplaints.reviewId, ids),
      ),
    )
    .orderBy(desc(reviewComplaints.createdAt), desc(reviewComplaints.id));
  for (const dispute of disputes) {
    const answer = answerOf(dispute.reviewId);
    if (answer.dispute) continue;
    answer.dispute =
      dispute.decision && dispute.decidedAt
        ? {
            state: "decided",
            decision: dispute.decision,
            note: dispute.note ?? "",
            decidedAt: dispute.decidedAt,
          }
        : { state: "open", sentAt: dispute.createdAt };
  }
  const removedIds = input.reviews
    .filter((review) => review.status === "removed" && isUuid(review.id))
    .map((review) => review.id);
  if (removedIds.length > 0) {
    const removed = await db
      .select({ id: reviews.id, ground: reviews.removalGround })
      .from(reviews)
      .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
      .where(
        and(
          inArray(reviews.id, removedIds),
          eq(reviews.campaignId, input.campaignId),
          eq(campaigns.businessId, input.businessId),
          eq(reviews.status, "removed"),
        ),
      );
    for (const review of removed) answerOf(review.id).removalGround = review.ground;
  }
  return answers;
}
