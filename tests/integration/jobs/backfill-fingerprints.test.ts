import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { reviewFlags, reviews } from "~/db/schema";
import { backfillFingerprints } from "~/domain/jobs/backfill-fingerprints.server";
import { comparableText } from "~/domain/trust/comparable-text";
import { KEY_TABLES } from "~/domain/trust/proof-keys";
import { billPhoto, platesPhoto } from "../../support/proof-photos";
import {
  activeCampaign,
  approved,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const fingerprint = {
  comparableText: reviews.comparableText,
  textBands: reviews.textBands,
  proofHash: reviews.proofHash,
  proofSha256: reviews.proofSha256,
  proofKeys: reviews.proofKeys,
};

/** Reviews as they were before fingerprints existed: the columns empty. */
async function forgetFingerprints(ids: string[]) {
  await testDb.db
    .update(reviews)
    .set({
      comparableText: null,
      textBands: null,
      proofHash: null,
      proofSha256: null,
      proofKeys: null,
    })
    .where(inArray(reviews.id, ids));
}

async function fingerprintsOf(ids: string[]) {
  const rows = await testDb.db
    .select({ id: reviews.id, ...fingerprint })
    .from(reviews)
    .where(inArray(reviews.id, ids));
  return new Map(rows.map(({ id, ...columns }) => [id, columns]));
}

it("gives old reviews the fingerprint a submission gives, once, and flags nothing between different reviews", async () => {
  const old = [
    await submitted(await newReviewer(), await activeCampaign(), {
      reviewText: words(40, "tasty"),
      proof: await billPhoto(),
    }),
    await submitted(await newReviewer(), await activeCampaign(), {
      reviewText: words(40, "spicy"),
      proof: await platesPhoto(1),
    }),
  ];
  const ids = old.map((review) => review.id);
  const expected = await fingerprintsOf(ids);
  await testDb.db.delete(reviewFlags).where(inArray(reviewFlags.reviewId, ids));
  await forgetFingerprints(ids);

  // Two servers at once: every review is written once between them.
  const [first, second] = await Promise.all([
    backfillFingerprints(testDb.db, storage, { batchSize: 1 }),
    backfillFingerprints(testDb.db, storage, { batchSize: 1 }),
  ]);
  expect((first?.fingerprinted ?? 0) + (second?.fingerprinted ?? 0)).toBe(2);

  expect(await fingerprintsOf(ids)).toEqual(expected);
  expect(
    await testDb.db.select().from(reviewFlags).where(inArray(reviewFlags.reviewId, ids)),
  ).toEqual([]);
  expect(await backfillFingerprints(testDb.db, storage)).toEqual({
    fingerprinted: 0,
    withoutProof: 0,
    keyed: 0,
    marked: 0,
  });
});

it("fingerprints the text of a review whose proof is gone, and leaves its proof hash empty", async () => {
  const review = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: words(40, "crowded"),
  });
  await forgetFingerprints([review.id]);
  await storage.delete(review.proof);

  expect(await backfillFingerprints(testDb.db, storage)).toEqual({
    fingerprinted: 1,
    withoutProof: 1,
    keyed: 0,
    marked: 0,
  });
  const [row] = await testDb.db.select(fingerprint).from(reviews).where(eq(reviews.id, review.id));
  expect(row?.comparableText).toBe(comparableText(words(40, "crowded")));
  expect(row?.textBands).toHaveLength(100);
  expect([row?.proofHash, row?.proofSha256, row?.proofKeys]).toEqual([null, null, null]);
});

it("stops without marking anything when the storage fails, to try again later", async () => {
  const review = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: words(40, "quiet"),
  });
  await forgetFingerprints([review.id]);
  const failing = {
    ...storage,
    get: async () => {
      throw new Error("storage unreachable");
    },
  };

  await expect(backfillFingerprints(testDb.db, failing)).rejects.toThrow("storage unreachable");
  expect((await fingerprintsOf([review.id])).get(review.id)?.textBands).toBeNull();
  expect((await backfillFingerprints(testDb.db, storage)).fingerprinted).toBe(1);
});

it("screens an old review still pending as a submission is, and leaves a decided one unflagged", async () => {
  const original = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: words(40, "biryani"),
    proof: await billPhoto(),
  });
  await approved(original.id);
  // The backfill goes oldest first: the copies are written after the original, as in life (at
  // one shared time the order among the three was the database's, and the pending copy could be
  // screened before the original had a fingerprint to be found by).
  const later = (minutes: number) => new Date(DAY1.getTime() + minutes * 60_000);
  const copies = [
    await submitted(await newReviewer(), await activeCampaign(), {
      reviewText: words(40, "biryani"),
      proof: await platesPhoto(1),
      now: later(1),
    }),
    await submitted(await newReviewer(), await activeCampaign(), {
      reviewText: words(40, "biryani"),
      proof: await platesPhoto(2),
      now: later(2),
    }),
  ];
  const [pendingCopy, decidedCopy] = copies as [(typeof copies)[0], (typeof copies)[0]];
  await approved(decidedCopy.id, later(3));
  const ids = [original.id, pendingCopy.id, decidedCopy.id];
  // As before fingerprints existed: no fingerprints, no flags, no score.
  await testDb.db.delete(reviewFlags).where(inArray(reviewFlags.reviewId, ids));
  await testDb.db.update(reviews).set({ riskScore: 0 }).where(inArray(reviews.id, ids));
  await forgetFingerprints(ids);

  expect((await backfillFingerprints(testDb.db, storage)).fingerprinted).toBe(3);

  const flags = await testDb.db
    .select()
    .from(reviewFlags)
    .where(inArray(reviewFlags.reviewId, ids));
  expect(flags.map((flag) => [flag.reviewId, flag.kind])).toEqual(
    expect.arrayContaining([[pendingCopy.id, "copied_text"]]),
  );
  expect(flags.every((flag) => flag.reviewId === pendingCopy.id)).toBe(true);
  const [scored] = await testDb.db
    .select({ riskScore: reviews.riskScore })
    .from(reviews)
    .where(eq(reviews.id, pendingCopy.id));
  expect(scored?.riskScore).toBeGreaterThan(0);
});

it("keys a proof hashed before proof keys existed from its stored hash, reading no proof file", async () => {
  const review = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: words(40, "parking"),
    proof: await platesPhoto(2),
  });
  const expected = (await fingerprintsOf([review.id])).get(review.id)?.proofKeys;
  expect(expected).toHaveLength(KEY_TABLES);
  await testDb.db.update(reviews).set({ proofKeys: null }).where(eq(reviews.id, review.id));
  const unreadable = {
    ...storage,
    get: async () => {
      throw new Error("no proof file may be read");
    },
  };

  expect(await backfillFingerprints(testDb.db, unreadable)).toEqual({
    fingerprinted: 0,
    withoutProof: 0,
    keyed: 1,
    marked: 0,
  });
  expect((await fingerprintsOf([review.id])).get(review.id)?.proofKeys).toEqual(expected);
});
