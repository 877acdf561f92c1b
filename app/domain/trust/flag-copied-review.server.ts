/**
 * Flags a review whose text or proof looks like another review's (issue 17, decision 026): for
 * the admin only. Reads the review's fingerprint columns, never its rating (SPEC section 0), and
 * tells the submitter nothing: telling would teach the copier what to change.
 */
import { eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { type ReviewFlagKind, reviewFlags, reviews } from "~/db/schema";
import {
  type EarlierSimilarProof,
  earlierSimilarProofs,
  perceptualHashFromBigint,
} from "./similar-proofs.server";
import {
  type EarlierSimilarText,
  earlierSimilarTexts,
  keySearchSettings,
  restoreSearchSettings,
} from "./similar-texts.server";

/** At most this many earlier reviews are named for each kind of flag. */
export const FLAGS_PER_KIND = 5;

/** What the checks see of a review: its fingerprint, never its rating. */
export type ReviewFingerprintRow = {
  id: string;
  comparableText: string | null;
  proofHash: bigint | null;
  proofSha256: string | null;
};

export type FoundFlag = {
  kind: ReviewFlagKind;
  earlierReviewId: string;
  score: number;
  sameBytes: boolean;
};

/**
 * In the review's transaction, after its row holds the fingerprint: replaces its flags with the
 * other reviews (any business, any author, the same author too) its text or proof looks like.
 */
export async function flagCopiedReview(tx: DbOrTx, reviewId: string): Promise<FoundFlag[]> {
  const [review] = await tx
    .select({
      id: reviews.id,
      comparableText: reviews.comparableText,
      proofHash: reviews.proofHash,
      proofSha256: reviews.proofSha256,
    })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review) return [];
  const found = await findCopies(tx, review);
  // A revised review is judged on what it says now; its old flags go.
  await tx.delete(reviewFlags).where(eq(reviewFlags.reviewId, review.id));
  if (found.length > 0) {
    await tx
      .insert(reviewFlags)
      .values(found.map((flag) => ({ reviewId: review.id, ...flag })))
      .onConflictDoNothing();
  }
  return found;
}

/** Both lookups, up to FLAGS_PER_KIND each; the review itself is left out. */
export async function findCopies(tx: DbOrTx, review: ReviewFingerprintRow): Promise<FoundFlag[]> {
  const found: FoundFlag[] = [];
  if (review.comparableText) {
    const texts = await withKeySearchSettings<EarlierSimilarText>(
      tx,
      earlierSimilarTexts({
        comparable: review.comparableText,
        exceptReviewId: review.id,
        limit: FLAGS_PER_KIND,
      }),
    );
    for (const text of texts) {
      found.push({
        kind: "copied_text",
        earlierReviewId: text.id,
        score: Number(text.likeness),
        sameBytes: false,
      });
    }
  }
  if (review.proofHash !== null && review.proofSha256) {
    const proofs = await withKeySearchSettings<EarlierSimilarProof>(
      tx,
      earlierSimilarProofs({
        fingerprint: {
          perceptualHash: perceptualHashFromBigint(review.proofHash),
          sha256: review.proofSha256,
        },
        exceptReviewId: review.id,
        limit: FLAGS_PER_KIND,
      }),
    );
    for (const proof of proofs) {
      found.push({
        kind: "reused_proof",
        earlierReviewId: proof.id,
        score: Number(proof.distance),
        sameBytes: proof.sameBytes === true,
      });
    }
  }
  return found;
}

/**
 * Both lookups find candidates by GIN keys the planner cannot estimate (decision 026): they run
 * with sequential scans off, then the transaction gets its own setting back.
 */
async function withKeySearchSettings<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  const [settings] = await rowsOf<{ seqscan: string }>(tx, keySearchSettings);
  const rows = await rowsOf<T>(tx, query);
  await tx.execute(restoreSearchSettings(settings?.seqscan ?? "on"));
  return rows;
}
