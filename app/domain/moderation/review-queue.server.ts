import { and, eq } from "drizzle-orm";
import { listPage } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import { cursorTime, keysetPage, pageRows } from "~/domain/shared/keyset-query.server";
import { boundedLimit, type Cursor, type KeysetWindow } from "~/domain/shared/list-pages";
import { isAdminAt } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

export const DEFAULT_QUEUE_LIMIT = 50;
export const MAX_QUEUE_LIMIT = 100;

/**
 * What the admin's queue reads of a pending review, oldest first or riskiest first: never its
 * rating, in any setup (decision 091); 'Show rating' asks for it, logged (revealRating).
 */
export const queueColumns = {
  id: reviews.id,
  campaignId: reviews.campaignId,
  businessName: campaigns.businessName,
  userId: reviews.userId,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  revisionCount: reviews.revisionCount,
  cursorAt: cursorTime(reviews.createdAt),
};

export type QueueReview = {
  id: string;
  campaignId: string;
  businessName: string;
  /** SPEC §5: admin lists show only the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  reviewText: string;
  createdAt: Date;
  /** Above 0 when the review was revised: only then has it a history to read (decision 028). */
  revisionCount: number;
};

/** The admin's Review Queue, oldest first. Anyone but an admin gets an empty list. */
export async function listPendingReviews(
  db: DbOrTx,
  input: { adminId: string } & Partial<KeysetWindow>,
): Promise<(QueueReview & { cursor: Cursor })[]> {
  if (!isUuid(input.adminId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "asc", input);
  const rows = await listPage(
    db,
    {
      name: "pending_reviews_first_page",
      page,
      values: { adminId: input.adminId },
      limit: boundedLimit(input.limit, DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT),
    },
    (db, values) =>
      db
        .select(queueColumns)
        .from(reviews)
        .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
        .where(and(eq(reviews.status, "pending"), page.where, isAdminAt(values.adminId)))
        .orderBy(...page.orderBy),
  );
  return pageRows(rows, page).map(({ userId, ...row }) => ({
    ...row,
    reviewerIdTail: userId.slice(-6),
  }));
}
