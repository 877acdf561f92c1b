/**
 * Bills read as text (issue 49, decision 129): after a submission's commit its proof waits as a
 * 'pending' row of review_proof_checks; this job reads the photo's text by OCR, outside any
 * transaction, then writes what the bill says (number, date, total, GSTIN) in one transaction, and
 * names the earliest other review whose bill has the same number, date and total. It decides
 * nothing: the moderator reads 'Same bill as the review of …' beside the other signals, and no
 * risk score changes. A submission only inserts the pending row; it never waits for OCR.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviewProofChecks, reviews } from "~/db/schema";
import { type BillFacts, readBillText } from "~/domain/proofs/bill-text";
import { readImageText } from "~/domain/proofs/read-bill.server";
import type { ProofStorage } from "~/storage/proof-storage";

/** Small: each OCR takes about a second of one core, and a run looks at its signal between them. */
export const BILL_READ_BATCH = 5;
/** Looks for new proofs this often: a moderator opening a review a minute after it came sees its bill. */
export const BILL_READ_INTERVAL_MS = 60_000;
/** A photo that cannot be read this many times is given up ('failed'). */
export const BILL_READ_TRIES = 3;
/** Between batches the job rests as long as the batch took: at most about half a core for OCR. */
export const BILL_READ_REST_FACTOR = 1;

export type BillReadOutcome = {
  read: number;
  noBill: number;
  /** Tries that failed (an image OCR could not take); the row is tried again on a later run. */
  retried: number;
  failed: number;
  /** Bills found to be another review's: same number, date and total. */
  sameBill: number;
  /** Rows whose proof was replaced (or read by another run) while this one read it: not written. */
  stale: number;
};

type Pending = { reviewId: string; proof: string; billAttempts: number };

/**
 * Reads the pending proofs, oldest first, each at most once a run. Safe with two app servers or
 * two runs at once: a row is written only while it is still pending with the proof that was read,
 * so a race repeats work and a proof replaced meanwhile keeps its own pending row. Storage errors
 * stop the run (tried again on the next); an image OCR cannot read counts a try.
 */
export async function readBillTexts(
  db: DbOrTx,
  storage: ProofStorage,
  options: {
    batchSize?: number;
    signal?: AbortSignal;
    restFactor?: number;
    now?: () => Date;
    /** The OCR; tests give a failing one. */
    readText?: (bytes: Buffer) => Promise<string>;
  } = {},
): Promise<BillReadOutcome> {
  const batchSize = options.batchSize ?? BILL_READ_BATCH;
  const restFactor = options.restFactor ?? BILL_READ_REST_FACTOR;
  const readText = options.readText ?? readImageText;
  const now = options.now ?? (() => new Date());
  const outcome: BillReadOutcome = {
    read: 0,
    noBill: 0,
    retried: 0,
    failed: 0,
    sameBill: 0,
    stale: 0,
  };
  const tried: string[] = [];
  while (!options.signal?.aborted) {
    const started = performance.now();
    const batch: Pending[] = await db
      .select({
        reviewId: reviewProofChecks.reviewId,
        proof: reviewProofChecks.proof,
        billAttempts: reviewProofChecks.billAttempts,
      })
      .from(reviewProofChecks)
      .where(
        and(
          eq(reviewProofChecks.billStatus, "pending"),
          tried.length > 0 ? notInArray(reviewProofChecks.reviewId, tried) : undefined,
        ),
      )
      .orderBy(asc(reviewProofChecks.createdAt))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const row of batch) {
      if (options.signal?.aborted) break;
      tried.push(row.reviewId);
      const stored = await storage.get(row.proof);
      let facts: BillFacts | null | "unreadable" = "unreadable";
      if (stored) {
        try {
          facts = readBillText(await readText(stored.bytes));
        } catch {
          facts = "unreadable";
        }
      }
      // Shutting down ends the OCR worker mid-read: that is no try of the photo.
      if (options.signal?.aborted) break;
      const written = await db.transaction((tx) => writeRead(tx, row, facts, now()));
      outcome[written] += 1;
    }
    const took = performance.now() - started;
    if (restFactor > 0) await rest(took * restFactor, options.signal);
  }
  return outcome;
}

/** The read's facts in one transaction; answers which count of the outcome it adds to. */
async function writeRead(
  tx: DbOrTx,
  row: Pending,
  facts: BillFacts | null | "unreadable",
  readAt: Date,
): Promise<keyof BillReadOutcome> {
  const still = and(
    eq(reviewProofChecks.reviewId, row.reviewId),
    eq(reviewProofChecks.proof, row.proof),
    eq(reviewProofChecks.billStatus, "pending"),
  );
  if (facts === "unreadable") {
    const attempts = row.billAttempts + 1;
    const gaveUp = attempts >= BILL_READ_TRIES;
    const updated = await tx
      .update(reviewProofChecks)
      .set({ billAttempts: attempts, billStatus: gaveUp ? "failed" : "pending" })
      .where(still)
      .returning({ id: reviewProofChecks.reviewId });
    if (updated.length === 0) return "stale";
    return gaveUp ? "failed" : "retried";
  }
  const updated = await tx
    .update(reviewProofChecks)
    .set({
      billStatus: facts ? "read" : "no_bill",
      billAttempts: row.billAttempts + 1,
      billNumber: facts?.number ?? null,
      billDate: facts?.date ?? null,
      billTotal: facts?.total ?? null,
      billGstin: facts?.gstin ?? null,
      billReadAt: readAt,
    })
    .where(still)
    .returning({ id: reviewProofChecks.reviewId });
  if (updated.length === 0) return "stale";
  if (!facts) return "noBill";
  if (facts.number === null || facts.date === null || facts.total === null) return "read";
  return (await markSameBill(tx, row.reviewId, facts)) ? "sameBill" : "read";
}

/**
 * The bills with this number, date and total, across every campaign and account. The earliest
 * review among them is the original: this one names it; when this one is the earliest (an older
 * proof read late), the later ones not yet naming any review name this one. Answers whether this
 * review's bill is another's.
 */
async function markSameBill(tx: DbOrTx, reviewId: string, facts: BillFacts): Promise<boolean> {
  const sameBills = await tx
    .select({ reviewId: reviewProofChecks.reviewId })
    .from(reviewProofChecks)
    .innerJoin(reviews, eq(reviews.id, reviewProofChecks.reviewId))
    .where(
      and(
        eq(reviewProofChecks.billStatus, "read"),
        eq(reviewProofChecks.billNumber, facts.number ?? ""),
        eq(reviewProofChecks.billDate, facts.date ?? ""),
        eq(reviewProofChecks.billTotal, facts.total ?? 0),
      ),
    )
    // Reviews submitted at one instant: the proof stored first is the original.
    .orderBy(asc(reviews.createdAt), asc(reviewProofChecks.createdAt), asc(reviews.id));
  const earliest = sameBills[0]?.reviewId;
  if (earliest === undefined || sameBills.length < 2) return false;
  if (earliest !== reviewId) {
    await tx
      .update(reviewProofChecks)
      .set({ sameBillReviewId: earliest })
      .where(eq(reviewProofChecks.reviewId, reviewId));
    return true;
  }
  const later = sameBills.slice(1).map((bill) => bill.reviewId);
  await tx
    .update(reviewProofChecks)
    .set({ sameBillReviewId: reviewId })
    .where(
      and(
        inArray(reviewProofChecks.reviewId, later),
        sql`${reviewProofChecks.sameBillReviewId} is null`,
      ),
    );
  return false;
}

/** A pause, ended early by `signal`; its listener leaves with it (one per pause piled up). */
function rest(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal?.addEventListener("abort", done, { once: true });
  });
}
