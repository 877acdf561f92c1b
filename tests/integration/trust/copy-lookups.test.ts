import { eq, type SQL, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { comparableText } from "~/domain/trust/comparable-text";
import { proofKeys, proofProbes } from "~/domain/trust/proof-keys";
import {
  earlierSimilarProofs,
  perceptualHashAsBigint,
  REUSED_PROOF_DISTANCE,
} from "~/domain/trust/similar-proofs.server";
import { earlierSimilarTexts, keySearchSettings } from "~/domain/trust/similar-texts.server";
import { textBands } from "~/domain/trust/text-bands";
import {
  activeCampaign,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { insertSyntheticReviews } from "../../support/synthetic-reviews";

setUpReviewsDatabase();

// 20k reviews with proof hashes and keys, 2k of them with texts and bands: enough for the
// planner to prefer the indexes, as it must at any size.
const SYNTHETIC = 20_000;
const WITH_TEXT = 2_000;

const original =
  "We went to Sharma Dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people.";
const copy =
  "We visited Sharma Dhaba on Sunday evening with friends. The dal makhani was rich and creamy, the butter naan came hot from the tandoor and the lassi was really thick. Service was a little slow since it was crowded, but the staff were polite and the bill was fair for six people.";

let originalId: string;

beforeAll(async () => {
  await testDb.db.transaction(async (tx) => {
    for (const statement of insertSyntheticReviews({ count: SYNTHETIC, withText: WITH_TEXT })) {
      await tx.execute(statement);
    }
  });
  const review = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: original,
  });
  originalId = review.id;
  // Statistics for the planner, as autovacuum keeps them in service.
  await testDb.db.execute(sql`vacuum analyze reviews`);
}, 120_000);

async function planAndRows(query: SQL, settings?: SQL) {
  return testDb.db.transaction(async (tx) => {
    if (settings) await tx.execute(settings);
    const explained = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    const found = (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return {
      plan: explained.rows.map((row) => String(row["QUERY PLAN"])).join("\n"),
      rows: found.rows,
    };
  });
}

it("finds the earlier review most like a copy through the band index, not a scan", async () => {
  const comparable = comparableText(copy);
  expect(textBands(comparable).length).toBe(100);
  const { plan, rows } = await planAndRows(
    earlierSimilarTexts({ comparable, exceptReviewId: crypto.randomUUID(), limit: 5 }),
    keySearchSettings,
  );

  expect(plan).toContain("Bitmap Index Scan on reviews_text_bands");
  expect(plan).not.toContain("Seq Scan");
  expect(rows).toEqual([{ id: originalId, likeness: expect.any(Number) }]);
});

it("finds an earlier proof near a new one through the proof-key index, not a scan", async () => {
  const earlier = "8f3a5c7e9b1d2f40";
  // The same photo after an edit: 12 of its 64 bits flipped, three in every 16.
  const edited = (BigInt(`0x${earlier}`) ^ 0x0007_0700_0070_0e00n).toString(16).padStart(16, "0");
  // Locality-sensitive keys find a 12-bit edit ~95% of the time (decision 026): this one is found.
  expect(proofKeys(earlier).some((key) => proofProbes(edited).includes(key))).toBe(true);
  await testDb.db
    .update(reviews)
    .set({
      proofHash: perceptualHashAsBigint(earlier),
      proofSha256: "abc",
      proofKeys: proofKeys(earlier),
    })
    .where(eq(reviews.id, originalId));
  await testDb.db.execute(sql`vacuum analyze reviews`);

  const { plan, rows } = await planAndRows(
    earlierSimilarProofs({
      fingerprint: { perceptualHash: edited, sha256: "def" },
      exceptReviewId: crypto.randomUUID(),
      limit: 5,
    }),
    keySearchSettings,
  );

  expect(plan).toContain("Bitmap Index Scan on reviews_proof_keys");
  expect(plan).not.toContain("Seq Scan");
  expect(rows).toEqual([{ id: originalId, distance: 12, sameBytes: false }]);
  expect(12).toBeLessThanOrEqual(REUSED_PROOF_DISTANCE);
});
