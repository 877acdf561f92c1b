import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviewRevisions, reviews } from "~/db/schema";
import { isAdmin, isOnModerationTeam } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { ProofStorage } from "~/storage/storage.server";
import { reviewPreview } from "./review-preview";

/*
 * The earlier versions of revised reviews (decision 028), as the moderation queue shows them, and
 * their proofs: for the moderation team (the admin, active moderators), and for the review's own
 * author. An earlier rating goes to the admin alone: a moderator decides rating-blind (decision 067).
 */

export type EarlierVersion = {
  version: number;
  /** The start of the text (reviewPreview); the rest comes from findEarlierTextForStaff. */
  reviewText: string;
  truncated: boolean;
  /** For the admin only, and only while deciding alone (decision 060); null for a rating-blind reader. */
  rating: number | null;
  /** The admin's note, or the whole reason when no template was used. */
  rejectionReason: string | null;
  /** The reason's template key (decision 054), worded by the page in the admin's language. */
  rejectionTemplate: string | null;
  submittedAt: Date;
  rejectedAt: Date | null;
  /** The admin who rejected it, by username. */
  rejectedBy: string | null;
};

/**
 * The earlier versions of these reviews, oldest first, keyed by review id, each text as a
 * preview like the queue's; reviews never revised are absent. One query bounded by the page's
 * ids; anyone off the moderation team gets nothing. Ratings only when asked for, and to the admin.
 */
export async function loadHistoryFor(
  db: DbOrTx,
  input: { staffId: string; reviewIds: readonly string[]; withRatings: boolean },
): Promise<Record<string, EarlierVersion[]>> {
  const ids = input.reviewIds.filter(isUuid);
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      reviewId: reviewRevisions.reviewId,
      version: reviewRevisions.version,
      reviewText: reviewRevisions.reviewText,
      rating: input.withRatings
        ? sql<number | null>`case when ${isAdmin(input.staffId)} then ${reviewRevisions.rating} end`
        : sql<null>`null`,
      rejectionReason: reviewRevisions.rejectionReason,
      rejectionTemplate: reviewRevisions.rejectionTemplate,
      submittedAt: reviewRevisions.submittedAt,
      rejectedAt: reviewRevisions.rejectedAt,
      rejectedBy: profiles.username,
    })
    .from(reviewRevisions)
    .leftJoin(profiles, eq(profiles.id, reviewRevisions.rejectedBy))
    .where(and(inArray(reviewRevisions.reviewId, ids), isOnModerationTeam(input.staffId)))
    .orderBy(asc(reviewRevisions.reviewId), asc(reviewRevisions.version));
  const history: Record<string, EarlierVersion[]> = {};
  for (const { reviewId, reviewText, ...version } of rows) {
    const preview = reviewPreview(reviewText);
    const versions = history[reviewId] ?? [];
    versions.push({ ...version, reviewText: preview.text, truncated: preview.truncated });
    history[reviewId] = versions;
  }
  return history;
}

/** An earlier version's proof image, for the moderation team and the review's author; null otherwise (a 404). */
export async function getEarlierProofForViewer(
  db: DbOrTx,
  deps: { storage: ProofStorage },
  input: { reviewId: string; version: number; viewerId: string },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.viewerId)) return null;
  if (!Number.isInteger(input.version) || input.version < 1 || input.version > 32767) return null;
  const [row] = await db
    .select({
      proof: reviewRevisions.proof,
      authorId: reviews.userId,
      onTeam: sql<boolean>`${isOnModerationTeam(input.viewerId)}`,
    })
    .from(reviewRevisions)
    .innerJoin(reviews, eq(reviews.id, reviewRevisions.reviewId))
    .where(
      and(eq(reviewRevisions.reviewId, input.reviewId), eq(reviewRevisions.version, input.version)),
    )
    .limit(1);
  if (!row) return null;
  if (row.authorId !== input.viewerId && !row.onTeam) return null;
  return deps.storage.get(row.proof);
}

/** The whole text of an earlier version, for the team's 'Read the whole review'; null otherwise. */
export async function findEarlierTextForStaff(
  db: DbOrTx,
  input: { reviewId: string; version: number; staffId: string },
): Promise<string | null> {
  if (!isUuid(input.reviewId) || !Number.isInteger(input.version)) return null;
  if (input.version < 1 || input.version > 32767) return null;
  const [row] = await db
    .select({ reviewText: reviewRevisions.reviewText })
    .from(reviewRevisions)
    .where(
      and(
        eq(reviewRevisions.reviewId, input.reviewId),
        eq(reviewRevisions.version, input.version),
        isOnModerationTeam(input.staffId),
      ),
    )
    .limit(1);
  return row?.reviewText ?? null;
}
