import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import sharp from "sharp";
import { arrayValue } from "~/db/rows.server";
import { proofProbes } from "./proof-keys";

/**
 * Fingerprints of a proof image that survive resizing, re-compression, a slight crop or a change
 * of brightness, to catch the same photo proving two visits (issue 17, decision 026). Only
 * images are read here: nothing about the review, and never its rating (SPEC section 0).
 */

/**
 * Two proofs whose perceptual hashes differ in at most this many of 64 bits are the same photo.
 * From proof-likeness.server.test.ts: edits of one photo (half size as PNG, JPEG quality 50,
 * 3–5% cropped, brighter, all at once) stay within 12; different photos start at 20.
 */
export const REUSED_PROOF_DISTANCE = 14;

/**
 * Re-saving and resizing move the hash by 0–2 bits: that close, it is the same picture saved
 * again. Between 3 and 14 a flag is a resemblance: a cropped or edited copy, or another bill of
 * the same shop's layout, which come as close (decision 053); the admin compares the two.
 */
export const RESAVED_PROOF_DISTANCE = 2;

const SIDE = 32;
const KEPT = 8;

export type ProofFingerprint = {
  /** 64-bit DCT perceptual hash, 16 hex characters. */
  perceptualHash: string;
  /** SHA-256 of the exact bytes, 64 hex characters. */
  sha256: string;
};

/**
 * Takes the stored proof, the output of prepareProofImage: its size is already bounded, and old
 * proofs can be fingerprinted from storage alike. The same upload gives the same stored bytes.
 */
export async function fingerprintProof(bytes: Buffer): Promise<ProofFingerprint> {
  return {
    perceptualHash: await perceptualHash(bytes),
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/**
 * pHash: the image as 32×32 grey, its 2-D cosine transform, and one bit per low frequency
 * (the 8×8 corner) saying whether it is above their median. Fine detail, compression noise and
 * brightness live outside those bits.
 */
export async function perceptualHash(bytes: Buffer): Promise<string> {
  const grey = await sharp(bytes)
    .autoOrient()
    .flatten({ background: "#ffffff" })
    .greyscale()
    .resize(SIDE, SIDE, { fit: "fill" })
    .raw()
    .toBuffer();
  const low = lowFrequencies(grey);
  // The median leaves out the DC term (the average brightness), which dwarfs the others.
  const sorted = low.slice(1).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  let hash = 0n;
  for (const value of low) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return hash.toString(16).padStart(16, "0");
}

const COSINES = Array.from({ length: KEPT }, (_, u) =>
  Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The 8×8 lowest frequencies of the 32×32 DCT-II, row by row (DC first). */
function lowFrequencies(pixels: Buffer): number[] {
  const rows = Array.from({ length: SIDE }, (_, y) =>
    COSINES.map((cos) => cos.reduce((sum, c, x) => sum + c * (pixels[y * SIDE + x] ?? 0), 0)),
  );
  return COSINES.flatMap((cosV) =>
    Array.from({ length: KEPT }, (_, u) =>
      cosV.reduce((sum, c, y) => sum + c * (rows[y]?.[u] ?? 0), 0),
    ),
  );
}

/** How many of the 64 bits differ between two perceptual hashes. */
export function hammingDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (difference > 0n) {
    difference &= difference - 1n;
    count++;
  }
  return count;
}

/** The hash as PostgreSQL's signed bigint, the form the `perceptual_hash` column will hold. */
export function perceptualHashAsBigint(hash: string): bigint {
  return BigInt.asIntN(64, BigInt(`0x${hash}`));
}

/** The signed bigint of a `reviews.proof_hash` back to the 16 hex characters of the hash. */
export function perceptualHashFromBigint(hash: bigint): string {
  return BigInt.asUintN(64, hash).toString(16).padStart(16, "0");
}

export type EarlierSimilarProof = { id: string; distance: number; sameBytes: boolean };

/**
 * Earlier reviews whose proof is within REUSED_PROOF_DISTANCE of this one, nearest first: the
 * reviews holding one of its proofProbes, through the GIN index `reviews_proof_keys`, then the
 * exact distance on `reviews.proof_hash` (signed bigint). The probes are a fixed 1,562 and chance
 * candidates stay few (about 750 at a million proofs), so the cost hardly grows with the
 * reviews. Run it after keySearchSettings: the planner cannot estimate `&&` on rare keys.
 * Reads no rating.
 */
export function earlierSimilarProofs(options: {
  fingerprint: ProofFingerprint;
  exceptReviewId: string;
  limit: number;
}): SQL {
  const { fingerprint, exceptReviewId, limit } = options;
  const hash = sql`${perceptualHashAsBigint(fingerprint.perceptualHash).toString()}::bigint`;
  const keys = sql`${arrayValue(proofProbes(fingerprint.perceptualHash))}::int4[]`;
  return sql`select id, bit_count((proof_hash # ${hash})::bit(64))::int as distance,
      proof_sha256 = ${fingerprint.sha256} as "sameBytes"
    from reviews
    where proof_keys && ${keys}
      and bit_count((proof_hash # ${hash})::bit(64)) <= ${REUSED_PROOF_DISTANCE}
      and id <> ${exceptReviewId}
    order by distance, id
    limit ${limit}`;
}
