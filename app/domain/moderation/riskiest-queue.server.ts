import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import {
  boundedLimit,
  boundedOffset,
  type Cursor,
  type KeysetWindow,
} from "~/domain/shared/list-pages";
import { isAdmin } from "~/domain/shared/roles.server";
import {
  DEFAULT_QUEUE_LIMIT,
  MAX_QUEUE_LIMIT,
  type QueueReview,
  queueColumns,
} from "./review-queue.server";

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
  const limit = boundedLimit(input.limit, DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT);
  const adminOnly = isAdmin(input.adminId);
  const cursor = input.after ?? input.before;
  const rank = cursor?.rank;
  if (!cursor || rank === undefined) {
    return readQueue(db, {
      where: adminOnly,
      orderBy: riskiestFirst,
      limit,
      offset: boundedOffset(input.offset),
    });
  }
  // After: the rest of the cursor's score, then lower scores. Before: the same backwards,
  // turned round into the list's order. The second read only fills what the first left.
  const after = Boolean(input.after);
  const rows: (QueueReview & { cursor: Cursor })[] = [];
  for (const part of riskQueueParts({ ...cursor, rank }, limit, after)) {
    if (rows.length >= limit) break;
    const where = and(part.where, adminOnly);
    rows.push(...(await readQueue(db, { ...part, where, limit: limit - rows.length })));
  }
  return after ? rows : rows.reverse();
}

/** The index is (risk_score desc nulls last, …): the order names it so the index serves it. */
const riskiestFirst = [
  sql`${reviews.riskScore} desc nulls last`,
  sql`${reviews.createdAt} asc`,
  sql`${reviews.id} asc`,
];

type QueuePart = { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number };

/** One index range read of the pending queue (exported so a test can read its plan). */
export function riskQueueQuery(db: DbOrTx, part: QueuePart) {
  // 'pending' is a literal, so that the embedded database's generic plan can use the index.
  return db
    .select({ ...queueColumns, riskScore: reviews.riskScore })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(sql`${reviews.status} = 'pending'`, part.where))
    .orderBy(...part.orderBy)
    .limit(part.limit)
    .offset(part.offset ?? 0);
}

/** The parts a page after (or before) a cursor is read from, in the order they are read. */
export function riskQueueParts(cursor: Cursor & { rank: number }, limit: number, after: boolean) {
  const position = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  const pair = sql`(${reviews.createdAt}, ${reviews.id})`;
  if (after) {
    return [
      {
        where: and(eq(reviews.riskScore, cursor.rank), sql`${pair} > ${position}`),
        orderBy: [sql`${reviews.createdAt} asc`, sql`${reviews.id} asc`],
        limit,
      },
      { where: sql`${reviews.riskScore} < ${cursor.rank}`, orderBy: riskiestFirst, limit },
    ];
  }
  return [
    {
      where: and(eq(reviews.riskScore, cursor.rank), sql`${pair} < ${position}`),
      orderBy: [sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`],
      limit,
    },
    {
      where: sql`${reviews.riskScore} > ${cursor.rank}`,
      orderBy: [
        sql`${reviews.riskScore} asc nulls first`,
        sql`${reviews.createdAt} desc`,
        sql`${reviews.id} desc`,
      ],
      limit,
    },
  ];
}

async function readQueue(
  db: DbOrTx,
  part: QueuePart,
): Promise<(QueueReview & { cursor: Cursor })[]> {
  const rows = await riskQueueQuery(db, part);
  return rows.map(({ userId, riskScore, cursorAt, ...row }) => ({
    ...row,
    reviewerIdTail: userId.slice(-6),
    cursor: { at: cursorAt, id: row.id, rank: riskScore },
  }));
}
