import { eq, inArray } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { reviewFlags, reviewProofChecks, reviews } from "~/db/schema";
import { BILL_READ_TRIES, readBillTexts } from "~/domain/jobs/read-bill-text.server";
import { loadVisitSignals } from "~/domain/moderation/visit-signals.server";
import { stopBillReader } from "~/domain/proofs/read-bill.server";
import {
  hammingDistance,
  perceptualHashFromBigint,
  REUSED_PROOF_DISTANCE,
} from "~/domain/trust/similar-proofs.server";
import { billPhoto, differentBills, rephotographed, SELLER_GSTIN } from "../../support/bill-photos";
import { pendingBillCheck } from "../../support/proof-checks";
import {
  activeCampaign,
  DAY2,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";

setUpReviewsDatabase();
// One OCR worker for the file, ended with it.
afterAll(() => stopBillReader());

const noRest = { restFactor: 0 };

async function checkOf(reviewId: string) {
  const [row] = await testDb.db
    .select()
    .from(reviewProofChecks)
    .where(eq(reviewProofChecks.reviewId, reviewId));
  if (!row) throw new Error("no proof check");
  return row;
}

/** A review by a new account on a new campaign, its proof waiting for the job. */
async function reviewWithPendingBill(
  proof: Buffer,
  at: { submitted?: Date; checkCreated?: Date } = {},
) {
  const review = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: words(30, "tasty"),
    proof,
    ...(at.submitted ? { now: at.submitted } : {}),
  });
  await pendingBillCheck(testDb.db, review, at.checkCreated);
  return review;
}

it("reads ten bills of one layout as ten bills, and the one photographed again by another account as the same bill", async () => {
  const bills = differentBills(10);
  const photos = await Promise.all(bills.map((bill) => billPhoto(bill)));
  const originals: Awaited<ReturnType<typeof reviewWithPendingBill>>[] = [];
  for (const photo of photos) originals.push(await reviewWithPendingBill(photo));
  const [first] = originals;
  const [firstPhoto] = photos;
  if (!first || !firstPhoto) throw new Error("no bills");
  const again = await reviewWithPendingBill(
    await rephotographed(firstPhoto, { crop: 0.03, turn: 3.5, seed: 5 }),
  );

  const outcome = await readBillTexts(testDb.db, storage, noRest);
  expect(outcome).toEqual({ read: 10, noBill: 0, retried: 0, failed: 0, sameBill: 1, stale: 0 });

  for (const [i, review] of originals.entries()) {
    const bill = bills[i];
    expect(await checkOf(review.id)).toMatchObject({
      billStatus: "read",
      billNumber: bill?.number,
      billDate: `2026-11-${bill?.printedDate.slice(0, 2)}`,
      billTotal: bill?.total,
      billGstin: SELLER_GSTIN,
      sameBillReviewId: null,
    });
  }
  expect(await checkOf(again.id)).toMatchObject({
    billStatus: "read",
    billNumber: "4711",
    billTotal: 45_000,
    sameBillReviewId: first.id,
  });
  // The moderator's card names the earlier review by its date; the ten others say nothing of it.
  const signals = await loadVisitSignals(
    testDb.db,
    [...originals, again].map((review) => review.id),
  );
  expect(signals.get(again.id)).toContainEqual({
    kind: "sameBill",
    tone: "warning",
    at: first.createdAt,
  });
  for (const review of originals) {
    expect(signals.get(review.id)?.some((signal) => signal.kind === "sameBill")).toBe(false);
  }

  // The perceptual hash beside it (decision 053): what the existing reused-proof flag saw.
  const hashes = new Map(
    (
      await testDb.db
        .select({ id: reviews.id, proofHash: reviews.proofHash })
        .from(reviews)
        .where(
          inArray(
            reviews.id,
            [...originals, again].map((review) => review.id),
          ),
        )
    ).map((row) => [row.id, perceptualHashFromBigint(row.proofHash ?? 0n)]),
  );
  const hashOf = (id: string) => hashes.get(id) ?? "";
  const betweenDifferent = originals.flatMap((a, i) =>
    originals.slice(i + 1).map((b) => hammingDistance(hashOf(a.id), hashOf(b.id))),
  );
  const reusedDistance = hammingDistance(hashOf(first.id), hashOf(again.id));
  const hashFlags = await testDb.db
    .select({ reviewId: reviewFlags.reviewId })
    .from(reviewFlags)
    .where(eq(reviewFlags.kind, "reused_proof"));
  const report = {
    differentBills: {
      pairs: betweenDifferent.length,
      hashDistanceMin: Math.min(...betweenDifferent),
      hashDistanceMax: Math.max(...betweenDifferent),
      hashFlagged: hashFlags.filter((flag) => flag.reviewId !== again.id).length,
      sameBillByText: 0,
    },
    rephotographed: {
      hashDistance: reusedDistance,
      hashFlagged: hashFlags.some((flag) => flag.reviewId === again.id),
      sameBillByText: 1,
    },
  };
  console.info(`bills: hash against text ${JSON.stringify(report)}`);
  // Where the hash cannot tell: the ten bills of one layout are within its reuse distance of
  // each other, and the bill photographed again is beyond it.
  expect(report.differentBills.hashDistanceMax).toBeLessThanOrEqual(REUSED_PROOF_DISTANCE);
  expect(report.rephotographed.hashDistance).toBeGreaterThan(REUSED_PROOF_DISTANCE);
}, 180_000);

it("names the earliest review's bill when an older proof is read after a newer one", async () => {
  const text = `Bill No: 900\nDate: 14/11/2026\nGrand Total Rs. 1,250.00`;
  const older = await reviewWithPendingBill(await billPhoto(differentBills(1)[0] ?? never()));
  const newer = await reviewWithPendingBill(await billPhoto(differentBills(2)[1] ?? never()), {
    submitted: DAY2,
    checkCreated: new Date(Date.now() - 60_000),
  });
  // The newer review's row waited longer (read first); the older review came first.
  expect(
    await readBillTexts(testDb.db, storage, { ...noRest, readText: async () => text }),
  ).toMatchObject({ read: 2, sameBill: 0 });
  expect((await checkOf(older.id)).sameBillReviewId).toBeNull();
  expect(await checkOf(newer.id)).toMatchObject({
    billNumber: "900",
    billDate: "2026-11-14",
    billTotal: 125_000,
    sameBillReviewId: older.id,
  });
});

it("says no bill for a photo without one, and gives up on an unreadable one after its tries", async () => {
  const plate = await reviewWithPendingBill(await billPhoto(differentBills(1)[0] ?? never()));
  expect(
    await readBillTexts(testDb.db, storage, {
      ...noRest,
      readText: async () => "A plate of biryani\n",
    }),
  ).toMatchObject({ noBill: 1 });
  expect(await checkOf(plate.id)).toMatchObject({ billStatus: "no_bill", billNumber: null });

  const broken = await reviewWithPendingBill(await billPhoto(differentBills(1)[0] ?? never()));
  const unreadable = async (): Promise<string> => {
    throw new Error("not an image OCR can take");
  };
  const outcomes = [];
  for (let run = 0; run < BILL_READ_TRIES; run++) {
    // Each run tries the row once.
    outcomes.push(
      await readBillTexts(testDb.db, storage, { ...noRest, batchSize: 1, readText: unreadable }),
    );
  }
  expect(outcomes.map((outcome) => [outcome.retried, outcome.failed])).toEqual([
    [1, 0],
    [1, 0],
    [0, 1],
  ]);
  expect(await checkOf(broken.id)).toMatchObject({ billStatus: "failed", billAttempts: 3 });
  expect(await readBillTexts(testDb.db, storage, noRest)).toMatchObject({ retried: 0, failed: 0 });
});

it("never writes a stale read over a proof replaced while it was read", async () => {
  const review = await reviewWithPendingBill(await billPhoto(differentBills(1)[0] ?? never()));
  const outcome = await readBillTexts(testDb.db, storage, {
    ...noRest,
    readText: async () => {
      // A revision replaces the proof (and its pending row) while OCR reads the old one.
      await testDb.db
        .update(reviewProofChecks)
        .set({ proof: "proofs/replaced.webp" })
        .where(eq(reviewProofChecks.reviewId, review.id));
      return "Bill No: 77\nDate: 12/11/2026\nTotal 100";
    },
  });
  expect(outcome).toMatchObject({ read: 0, stale: 1 });
  expect(await checkOf(review.id)).toMatchObject({
    proof: "proofs/replaced.webp",
    billStatus: "pending",
    billNumber: null,
    billReadAt: null,
  });
  await testDb.db.delete(reviewProofChecks).where(eq(reviewProofChecks.reviewId, review.id));
});

it("counts no try when shutdown ends the OCR mid-read", async () => {
  const review = await reviewWithPendingBill(await billPhoto(differentBills(1)[0] ?? never()));
  const shutdown = new AbortController();
  const outcome = await readBillTexts(testDb.db, storage, {
    ...noRest,
    signal: shutdown.signal,
    readText: async () => {
      shutdown.abort();
      throw new Error("the worker was terminated");
    },
  });
  expect(outcome).toEqual({ read: 0, noBill: 0, retried: 0, failed: 0, sameBill: 0, stale: 0 });
  expect(await checkOf(review.id)).toMatchObject({ billStatus: "pending", billAttempts: 0 });
  await testDb.db.delete(reviewProofChecks).where(eq(reviewProofChecks.reviewId, review.id));
});

function never(): never {
  throw new Error("no bill");
}
