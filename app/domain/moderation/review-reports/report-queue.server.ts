import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import type { ComplaintKind } from "~/db/complaint-grounds";
import { campaigns, reviewComplaints, reviewReplies, reviews } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";

/** Reviews shown at once in the Reports tab (a page of the other queues); the badge counts all. */
export const COMPLAINT_REVIEWS_SHOWN = 20;
/** Open complaints read to find the oldest reviews: a few per review at most. */
const OPEN_COMPLAINTS_READ = 200;

export type OpenComplaint = {
  id: string;
  kind: ComplaintKind;
  ground: string;
  details: string;
  createdAt: Date;
};

export type ComplainedReview = {
  reviewId: string;
  campaignId: string;
  businessName: string;
  reviewerName: string;
  reviewText: string;
  status: string;
  reply: string | null;
  reports: number;
  disputes: number;
  complaints: OpenComplaint[];
};

/**
 * The admin's Reports queue (decision 080): published reviews with open reports or disputes,
 * the one with the oldest open complaint first, each with its complaints, their grounds and the
 * counts. No rating is read: the queue's order is the complaints' age alone.
 */
export async function listComplainedReviews(
  db: DbOrTx,
  input: { adminId: string },
): Promise<{ list: ComplainedReview[]; count: number }> {
  const open = await db
    .select({
      id: reviewComplaints.id,
      reviewId: reviewComplaints.reviewId,
      kind: reviewComplaints.kind,
      ground: reviewComplaints.ground,
      details: reviewComplaints.details,
      createdAt: reviewComplaints.createdAt,
    })
    .from(reviewComplaints)
    .where(and(isNull(reviewComplaints.decidedAt), isAdmin(input.adminId)))
    .orderBy(asc(reviewComplaints.createdAt), asc(reviewComplaints.id))
    .limit(OPEN_COMPLAINTS_READ);
  const count = await countOpenComplaints(db, input);
  const reviewIds = [...new Set(open.map((row) => row.reviewId))].slice(0, COMPLAINT_REVIEWS_SHOWN);
  if (reviewIds.length === 0) return { list: [], count };
  const [shown, counts] = await Promise.all([
    db
      .select({
        reviewId: reviews.id,
        campaignId: reviews.campaignId,
        businessName: campaigns.businessName,
        reviewerName: reviews.reviewerName,
        reviewText: reviews.reviewText,
        status: reviews.status,
        reply: reviewReplies.replyText,
        replyRemovedAt: reviewReplies.removedAt,
      })
      .from(reviews)
      .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(inArray(reviews.id, reviewIds)),
    db
      .select({
        reviewId: reviewComplaints.reviewId,
        reports: sql<number>`count(*) filter (where ${reviewComplaints.kind} = 'report')`.mapWith(
          Number,
        ),
        disputes: sql<number>`count(*) filter (where ${reviewComplaints.kind} = 'dispute')`.mapWith(
          Number,
        ),
      })
      .from(reviewComplaints)
      .where(and(inArray(reviewComplaints.reviewId, reviewIds), isNull(reviewComplaints.decidedAt)))
      .groupBy(reviewComplaints.reviewId),
  ]);
  const byId = new Map(shown.map((row) => [row.reviewId, row]));
  const countsOf = new Map(counts.map((row) => [row.reviewId, row]));
  const list = reviewIds.flatMap((reviewId): ComplainedReview[] => {
    const review = byId.get(reviewId);
    if (!review) return [];
    const { replyRemovedAt, reply, ...rest } = review;
    return [
      {
        ...rest,
        reply: replyRemovedAt ? null : reply,
        reports: countsOf.get(reviewId)?.reports ?? 0,
        disputes: countsOf.get(reviewId)?.disputes ?? 0,
        complaints: open
          .filter((row) => row.reviewId === reviewId)
          .map(({ reviewId: _review, ...complaint }) => complaint),
      },
    ];
  });
  return { list, count };
}

/**
 * The open reports and disputes as a scalar subquery, for the statement that reads every badge
 * of the admin's dashboard at once (admin-counts.server.ts): the open rows' partial index.
 */
export const openReportsCount = sql<number>`(select count(*)::int from ${reviewComplaints}
  where ${isNull(reviewComplaints.decidedAt)})`;

/** The open complaints, for the Reports tab's own count: counted from the open rows' partial index. */
async function countOpenComplaints(db: DbOrTx, input: { adminId: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewComplaints)
    .where(and(isNull(reviewComplaints.decidedAt), isAdmin(input.adminId)));
  return row?.count ?? 0;
}
