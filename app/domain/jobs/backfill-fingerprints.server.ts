/**
 * Reviews written before fingerprints existed (text_bands is null) get theirs in the background,
 * a small batch at a time, so later copies of them are found (decision 026). A review still
 * pending is screened as a submission is (its flags and risk score), since no admin has judged
 * it yet; a moderated one is not: its copies were already judged by the admin who decided it.
 * Proofs hashed before proof keys existed get their keys from the stored hash alone, and reviews
 * written before topic bits existed get those from their text.
 */
import { and, asc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviews } from "~/db/schema";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import { comparableText } from "~/domain/trust/comparable-text";
import { proofKeys } from "~/domain/trust/proof-keys";
import { screenReview } from "~/domain/trust/screen-review.server";
import {
  fingerprintProof,
  perceptualHashAsBigint,
  perceptualHashFromBigint,
} from "~/domain/trust/similar-proofs.server";
import { textBands } from "~/domain/trust/text-bands";
import type { ProofStorage } from "~/storage/proof-storage";

/** Small, so each write is short and requests keep their turn on the embedded database. */
export const BACKFILL_BATCH = 20;
/**
 * Between batches the backfill rests this many times as long as the batch took, so an old
 * installation's catch-up takes at most about a fifth of one core from the requests.
 */
export const BACKFILL_REST_FACTOR = 4;
/** Runs again this often, to retry what a storage failure left. */
export const BACKFILL_INTERVAL_MS = 60 * 60 * 1000;

export type BackfillOutcome = {
  fingerprinted: number;
  withoutProof: number;
  keyed: number;
  /** Reviews given their topic bits (topicMentionBits), written before the bits were stored. */
  marked: number;
};

/**
 * Fingerprints every review still without one, oldest first. Idempotent and safe with two app
 * servers: each write only fills a review still null, so a race costs repeated work, never a
 * wrong row. A proof missing or unreadable leaves the proof hash null (the text still counts);
 * a storage failure stops the run, to be retried later, without marking anything.
 */
export async function backfillFingerprints(
  db: DbOrTx,
  storage: ProofStorage,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<BackfillOutcome> {
  const batchSize = options.batchSize ?? BACKFILL_BATCH;
  const outcome: BackfillOutcome = { fingerprinted: 0, withoutProof: 0, keyed: 0, marked: 0 };
  while (!options.signal?.aborted) {
    const started = performance.now();
    const batch = await db
      .select({
        id: reviews.id,
        userId: reviews.userId,
        campaignId: reviews.campaignId,
        reviewText: reviews.reviewText,
        proof: reviews.proof,
      })
      .from(reviews)
      .where(isNull(reviews.textBands))
      .orderBy(asc(reviews.createdAt))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const review of batch) {
      const comparable = comparableText(review.reviewText);
      const proof = await storedProofFingerprint(storage, review.proof);
      const written = await db.transaction(async (tx) => {
        const rows = await tx
          .update(reviews)
          .set({
            comparableText: comparable,
            textBands: textBands(comparable),
            proofHash: proof ? perceptualHashAsBigint(proof.perceptualHash) : null,
            proofSha256: proof?.sha256 ?? null,
            proofKeys: proof ? proofKeys(proof.perceptualHash) : null,
          })
          .where(and(eq(reviews.id, review.id), isNull(reviews.textBands)))
          .returning({ status: reviews.status });
        if (rows[0]?.status === "pending") await screenReview(tx, review);
        return rows.length > 0;
      });
      if (!written) continue;
      outcome.fingerprinted += 1;
      if (!proof) outcome.withoutProof += 1;
    }
    await restAfter(started);
  }
  outcome.keyed = await keyHashedProofs(db, batchSize, options.signal);
  outcome.marked = await markTopicMentions(db, batchSize, options.signal);
  return outcome;
}

/**
 * Reviews whose proof was hashed before proof keys existed: the keys come from the stored hash,
 * no proof file is read.
 */
function keyHashedProofs(db: DbOrTx, batchSize: number, signal: AbortSignal | undefined) {
  const unkeyed = and(isNotNull(reviews.proofHash), isNull(reviews.proofKeys));
  return fillMissing(db, {
    missing: unkeyed,
    read: (limit) =>
      db
        .select({ id: reviews.id, proofHash: reviews.proofHash })
        .from(reviews)
        .where(unkeyed)
        .orderBy(asc(reviews.createdAt))
        .limit(limit),
    fill: (review) => ({
      proofKeys:
        review.proofHash === null ? null : proofKeys(perceptualHashFromBigint(review.proofHash)),
    }),
    batchSize,
    signal,
  });
}

/**
 * Reviews written before topic bits were stored (decision 034): the bits from the text and the
 * campaign's topics, so the analytics stop reading their texts (a revision writes its own).
 */
function markTopicMentions(db: DbOrTx, batchSize: number, signal: AbortSignal | undefined) {
  const unmarked = isNull(reviews.topicMentions);
  return fillMissing(db, {
    missing: unmarked,
    read: (limit) =>
      db
        .select({ id: reviews.id, reviewText: reviews.reviewText, topics: campaigns.topics })
        .from(reviews)
        .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
        .where(unmarked)
        .orderBy(asc(reviews.createdAt))
        .limit(limit),
    fill: (review) => ({ topicMentions: topicMentionBits(review.topics, review.reviewText) }),
    batchSize,
    signal,
  });
}

/**
 * Fills columns that older reviews lack, oldest first, a batch at a time: `read` gives the next
 * reviews still `missing` them, `fill` their values. Each write only fills a review still
 * missing them, so a race (two servers, or a revision writing its own) repeats work harmlessly.
 * Returns how many reviews were filled.
 */
async function fillMissing<Row extends { id: string }>(
  db: DbOrTx,
  phase: {
    missing: SQL | undefined;
    read: (limit: number) => Promise<Row[]>;
    fill: (row: Row) => Partial<typeof reviews.$inferInsert>;
    batchSize: number;
    signal: AbortSignal | undefined;
  },
): Promise<number> {
  let filled = 0;
  while (!phase.signal?.aborted) {
    const started = performance.now();
    const batch = await phase.read(phase.batchSize);
    if (batch.length === 0) break;
    for (const row of batch) {
      const written = await db
        .update(reviews)
        .set(phase.fill(row))
        .where(and(eq(reviews.id, row.id), phase.missing))
        .returning({ id: reviews.id });
      filled += written.length;
    }
    await restAfter(started);
  }
  return filled;
}

/** Requests come first: each phase rests in proportion to the batch it has just done. */
function restAfter(started: number): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(resolve, (performance.now() - started) * BACKFILL_REST_FACTOR).unref(),
  );
}

/** Null when the proof is gone or is not an image sharp can read; storage errors propagate. */
async function storedProofFingerprint(storage: ProofStorage, key: string) {
  const stored = await storage.get(key);
  if (!stored) return null;
  try {
    return await fingerprintProof(stored.bytes);
  } catch {
    return null;
  }
}
