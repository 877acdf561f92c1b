/**
 * What the admin learns about a review as it is written (issue 17): the fingerprints that find
 * copied texts and reused proofs (decision 026), the client marks and the risk score (decision
 * 027). Called by submitReview and by a rejected review's revision, never with the rating: no
 * function here may read it (SPEC section 0).
 */
import type { DbOrTx } from "~/db/client.server";
import { comparableText } from "./comparable-text";
import { flagCopiedReview } from "./flag-copied-review.server";
import { proofKeys } from "./proof-keys";
import { assessReviewRisk } from "./review-risk.server";
import { fingerprintProof, perceptualHashAsBigint } from "./similar-proofs.server";
import { textBands } from "./text-bands";

/** The columns of a review that its text and stored proof decide. */
export type ReviewFingerprint = {
  comparableText: string | null;
  textBands: number[] | null;
  proofHash: bigint | null;
  proofSha256: string | null;
  proofKeys: number[] | null;
};

/** Slow work (the image's hash), done before the review's transaction. */
export async function fingerprintReview(
  reviewText: string,
  storedProof: Buffer,
): Promise<ReviewFingerprint> {
  const comparable = comparableText(reviewText);
  const proof = await fingerprintProof(storedProof);
  return {
    comparableText: comparable,
    textBands: textBands(comparable),
    proofHash: perceptualHashAsBigint(proof.perceptualHash),
    proofSha256: proof.sha256,
    proofKeys: proofKeys(proof.perceptualHash),
  };
}

/**
 * In the review's transaction, once its row holds the fingerprint and client hashes: the flags
 * against earlier reviews, the account's client marks, and the review's risk score.
 */
export async function screenReview(
  tx: DbOrTx,
  review: { id: string; userId: string; campaignId: string },
): Promise<void> {
  await flagCopiedReview(tx, review.id);
  // Last: the score reads the flags written above (decision 027).
  await assessReviewRisk(tx, review);
}
