import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import { cursorTime } from "./keyset.server";
import { boundedLimit, boundedOffset, type Cursor, type KeysetWindow } from "./paging";
import { DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT, type QueueReview } from "./review-lists.server";
import { findRole } from "./roles.server";

/**
 * The admin's Review Queue, riskiest first (decision 027): by the stored risk score, then oldest
 * first, keyset-paged on (risk_score desc, created_at, id) through reviews_pending_risk_idx.
 * A page after a cursor is two index range reads: the rest of the cursor's score, then the lower
 * scores; so page 2,000 costs what page 1 costs. Anyone but an admin gets an empty list.
 */
export async function listRiskiestPendingReviews(
  db: DbOrTx,
  input: { adminId: string } & Partial<KeysetWindow>,
): Promise<(QueueReview & { cursor: Cursor })[]> {
  if ((await findRole(db, input.adminId)) !== "admin") return [];
  const limit = boundedLimit(input.limit, DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT);
  const cursor = input.after ?? input.before;
  const rank = cursor?.rank;
  if (!cursor || rank === undefined) {
    // The index is (risk_score desc nulls last, …): the order names it so the index serves it.
    return readQueue(db, {
      where: undefined,
      orderBy: [
        sql`${reviews.riskScore} desc nulls last`,
        sql`${reviews.createdAt} asc`,
        sql`${reviews.id} asc`,
      ],
      limit,
      offset: boundedOffset(input.offset),
    });
  }
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const pair = sql`(${reviews.createdAt}, ${reviews.id})`;
  if (input.after) {
    const sameScore = await readQueue(db, {
      where: and(eq(reviews.riskScore, rank), sql`${pair} > ${position}`),
      orderBy: [sql`${reviews.createdAt} asc`, sql`${reviews.id} asc`],
      limit,
    });
    if (sameScore.length >= limit) return sameScore;
    const lower = await readQueue(db, {
      where: sql`${reviews.riskScore} < ${rank}`,
      orderBy: [
        sql`${reviews.riskScore} desc nulls last`,
        sql`${reviews.createdAt} asc`,
        sql`${reviews.id} asc`,
      ],
      limit: limit - sameScore.length,
    });
    return [...sameScore, ...lower];
  }
  // Previous: the same two reads backwards from the cursor, turned round into the list's order.
  const sameScore = await readQueue(db, {
    where: and(eq(reviews.riskScore, rank), sql`${pair} < ${position}`),
    orderBy: [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
    limit,
  });
  const higher =
    sameScore.length >= limit
      ? []
      : await readQueue(db, {
          where: sql`${reviews.riskScore} > ${rank}`,
          orderBy: [
            sql`${reviews.riskScore} asc nulls first`,
            sql`${reviews.createdAt} desc`,
            sql`${reviews.id} desc`,
          ],
          limit: limit - sameScore.length,
        });
  return [...sameScore, ...higher].reverse();
}

async function readQueue(
  db: DbOrTx,
  query: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
): Promise<(QueueReview & { cursor: Cursor })[]> {
  const rows = await db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      userId: reviews.userId,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      riskScore: reviews.riskScore,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(eq(reviews.status, "pending"), query.where))
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map(({ userId, riskScore, cursorAt, ...row }) => ({
    ...row,
    reviewerIdTail: userId.slice(-6),
    cursor: { at: cursorAt, id: row.id, rank: riskScore },
  }));
}
