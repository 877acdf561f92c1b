import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviewRevisions, reviews } from "~/db/schema";
import { findRole, isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { ProofStorage } from "~/storage/storage.server";
import { reviewPreview } from "./review-preview";

/*
 * The earlier versions of revised reviews (decision 028), as the admin's queue shows them, and
 * their proofs: for admins, and for the review's own author.
 */

export type EarlierVersion = {
  version: number;
  /** The start of the text (reviewPreview); the rest comes from findEarlierTextForAdmin. */
  reviewText: string;
  truncated: boolean;
  /** The admin may see an earlier rating: it is part of the review, and decides nothing. */
  rating: number;
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
 * preview like the queue's; reviews never revised are absent. One query bounded by the page's ids; anyone but an admin gets nothing.
 */
export async function loadHistoryFor(
  db: DbOrTx,
  input: { adminId: string; reviewIds: readonly string[] },
): Promise<Record<string, EarlierVersion[]>> {
  const ids = input.reviewIds.filter(isUuid);
  if (ids.length === 0) return {};
  const rows = await db
    .select({
      reviewId: reviewRevisions.reviewId,
      version: reviewRevisions.version,
      reviewText: reviewRevisions.reviewText,
      rating: reviewRevisions.rating,
      rejectionReason: reviewRevisions.rejectionReason,
      rejectionTemplate: reviewRevisions.rejectionTemplate,
      submittedAt: reviewRevisions.submittedAt,
      rejectedAt: reviewRevisions.rejectedAt,
      rejectedBy: profiles.username,
    })
    .from(reviewRevisions)
    .leftJoin(profiles, eq(profiles.id, reviewRevisions.rejectedBy))
    .where(and(inArray(reviewRevisions.reviewId, ids), isAdmin(input.adminId)))
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

/** An earlier version's proof image, for admins and the review's author; null otherwise (a 404). */
export async function getEarlierProofForViewer(
  db: DbOrTx,
  deps: { storage: ProofStorage },
  input: { reviewId: string; version: number; viewerId: string },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.viewerId)) return null;
  if (!Number.isInteger(input.version) || input.version < 1 || input.version > 32767) return null;
  const [row] = await db
    .select({ proof: reviewRevisions.proof, authorId: reviews.userId, viewerRole: profiles.role })
    .from(reviewRevisions)
    .innerJoin(reviews, eq(reviews.id, reviewRevisions.reviewId))
    .innerJoin(profiles, eq(profiles.id, input.viewerId))
    .where(
      and(eq(reviewRevisions.reviewId, input.reviewId), eq(reviewRevisions.version, input.version)),
    )
    .limit(1);
  if (!row) return null;
  if (row.authorId !== input.viewerId && row.viewerRole !== "admin") return null;
  return deps.storage.get(row.proof);
}

/** The whole text of an earlier version, for the admin's 'Read the whole review'; null otherwise. */
export async function findEarlierTextForAdmin(
  db: DbOrTx,
  input: { reviewId: string; version: number; adminId: string },
): Promise<string | null> {
  if (!isUuid(input.reviewId) || !Number.isInteger(input.version)) return null;
  if (input.version < 1 || input.version > 32767) return null;
  if ((await findRole(db, input.adminId)) !== "admin") return null;
  const [row] = await db
    .select({ reviewText: reviewRevisions.reviewText })
    .from(reviewRevisions)
    .where(
      and(eq(reviewRevisions.reviewId, input.reviewId), eq(reviewRevisions.version, input.version)),
    )
    .limit(1);
  return row?.reviewText ?? null;
}
