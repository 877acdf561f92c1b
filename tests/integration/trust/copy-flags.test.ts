import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewFlags } from "~/db/schema";
import { loadFlagsFor } from "~/domain/moderation/queue-flags.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { billPhoto, halfSizePng, platesPhoto } from "../../support/proof-photos";
import {
  activeCampaign,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { visitOn } from "../../support/visit";

setUpReviewsDatabase();

const original =
  "We went to Sharma Dhaba on Saturday evening with family. The dal makhani was creamy and rich, the butter naan came hot from the tandoor and the lassi was thick. Service was a bit slow because it was crowded, but the staff were polite and the bill was reasonable for six people.";
const lightlyEdited =
  "We visited Sharma Dhaba on Sunday evening with friends. The dal makhani was rich and creamy, the butter naan came hot from the tandoor and the lassi was really thick. Service was a little slow since it was crowded, but the staff were polite and the bill was fair for six people.";
const honest =
  "Sharma Dhaba is my go-to place for Punjabi food. I ordered paneer tikka and jeera rice; the paneer was soft and smoky but the rice was slightly overcooked. The waiter suggested the gulab jamun which was excellent. Prices are okay and there is enough parking space.";
const otherHonest =
  "Visited for lunch on a weekday. The place was clean and quiet, and the food arrived in fifteen minutes. The chole bhature were fluffy and the chole were spicy, just how I like them. Washrooms could be cleaner. Overall a good experience, and the staff were polite.";

let bill: Buffer;
let plates: Buffer[];

beforeAll(async () => {
  bill = await billPhoto();
  plates = await Promise.all([platesPhoto(0), platesPhoto(1), platesPhoto(2)]);
});

async function flagsOf(reviewId: string) {
  return testDb.db
    .select({
      kind: reviewFlags.kind,
      earlierReviewId: reviewFlags.earlierReviewId,
      score: reviewFlags.score,
      sameBytes: reviewFlags.sameBytes,
    })
    .from(reviewFlags)
    .where(eq(reviewFlags.reviewId, reviewId))
    .orderBy(asc(reviewFlags.kind), asc(reviewFlags.earlierReviewId));
}

/** A review in a campaign of its own, by a reviewer of its own. */
async function reviewOf(business: string, text: string, proof: Buffer, rating = 4) {
  const campaign = await activeCampaign({ name: business });
  return submitted(await newReviewer(), campaign, { reviewText: text, proof, rating });
}

describe("copied texts", () => {
  it("flags a lightly edited copy of another account's review, naming that review", async () => {
    const first = await reviewOf("Sharma Dhaba", original, plates[0] as Buffer);
    const copy = await reviewOf("Gupta Sweets", lightlyEdited, plates[1] as Buffer);

    const flags = await flagsOf(copy.id);
    expect(flags).toEqual([
      {
        kind: "copied_text",
        earlierReviewId: first.id,
        score: expect.any(Number),
        sameBytes: false,
      },
    ]);
    expect(flags[0]?.score).toBeGreaterThanOrEqual(0.7);
    // The earlier review keeps no flag of the later one: the copier is the one flagged.
    expect(await flagsOf(first.id)).toEqual([]);

    // The admin's queue reads it in words: the earlier business, date and text.
    const shown = await loadFlagsFor(testDb.db, [copy.id, first.id]);
    expect(shown.get(first.id)).toBeUndefined();
    expect(shown.get(copy.id)).toEqual([
      {
        kind: "copied_text",
        score: Math.round((flags[0]?.score ?? 0) * 100),
        sameBytes: false,
        earlier: {
          id: first.id,
          businessName: "Sharma Dhaba",
          createdAt: first.createdAt,
          text: original,
          truncated: false,
        },
      },
    ]);
  });

  it("does not flag an honest review of the same shop", async () => {
    await reviewOf("Sharma Dhaba", otherHonest, bill);
    const review = await reviewOf("Sharma Dhaba", honest, plates[2] as Buffer);
    expect((await flagsOf(review.id)).filter((flag) => flag.kind === "copied_text")).toEqual([]);
  });

  it("flags a reviewer's copy of their own review for another business", async () => {
    const reviewer = await newReviewer();
    const first = await submitted(reviewer, await activeCampaign({ name: "Sharma Dhaba" }), {
      reviewText: `${otherHonest} Will come again.`,
    });
    const second = await submitted(reviewer, await activeCampaign({ name: "Gupta Sweets" }), {
      reviewText: `${otherHonest} Will surely come again!`,
    });
    expect(
      (await flagsOf(second.id))
        .filter((flag) => flag.kind === "copied_text")
        .map((f) => f.earlierReviewId),
    ).toContain(first.id);
  });
});

describe("reused proofs", () => {
  it("flags the same photo at half size saved as PNG, with its bit distance", async () => {
    const first = await reviewOf("Sharma Dhaba", honest, bill);
    const reuse = await reviewOf("Gupta Sweets", otherHonest, await halfSizePng(bill));
    const proofFlags = (await flagsOf(reuse.id)).filter((flag) => flag.kind === "reused_proof");
    expect(proofFlags).toContainEqual({
      kind: "reused_proof",
      earlierReviewId: first.id,
      score: expect.any(Number),
      sameBytes: false,
    });
    const distance = proofFlags.find((flag) => flag.earlierReviewId === first.id)?.score;
    expect(distance).toBeLessThanOrEqual(14);
  });

  it("says 'same bytes' when the very same file is uploaded again", async () => {
    const photo = await platesPhoto(2);
    const first = await reviewOf("Sharma Dhaba", `${honest} First visit.`, photo);
    const again = await reviewOf("Gupta Sweets", `${otherHonest} Second visit.`, photo);
    expect(await flagsOf(again.id)).toContainEqual({
      kind: "reused_proof",
      earlierReviewId: first.id,
      score: 0,
      sameBytes: true,
    });
  });
});

describe("the rating", () => {
  /** The flags a submission would get, rolled back afterwards so each rating meets the same past. */
  async function flagsIfSubmittedWith(rating: number) {
    const reviewer = await newReviewer();
    const campaign = await activeCampaign({ name: "Verma Bakery" });
    const rollback = new Error("rollback");
    let found: Awaited<ReturnType<typeof flagsOf>> = [];
    await testDb.db
      .transaction(async (tx) => {
        const result = await submitReview(
          tx,
          { storage, now: () => DAY1 },
          {
            userId: reviewer.id,
            campaignId: campaign.id,
            rating,
            reviewText: lightlyEdited,
            proof: await halfSizePng(bill),
            ...visitOn(DAY1),
          },
        );
        if (!result.ok) throw new Error(result.reason);
        found = await tx
          .select({
            kind: reviewFlags.kind,
            earlierReviewId: reviewFlags.earlierReviewId,
            score: reviewFlags.score,
            sameBytes: reviewFlags.sameBytes,
          })
          .from(reviewFlags)
          .where(eq(reviewFlags.reviewId, result.review.id))
          .orderBy(asc(reviewFlags.kind), asc(reviewFlags.earlierReviewId));
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return found;
  }

  it("plays no part: the same text and proof get the same flags with every rating", async () => {
    await reviewOf("Sharma Dhaba", original, bill, 5);
    const withOne = await flagsIfSubmittedWith(1);
    expect(withOne.map((flag) => flag.kind)).toEqual(
      expect.arrayContaining(["copied_text", "reused_proof"]),
    );
    for (const rating of [2, 3, 4, 5]) expect(await flagsIfSubmittedWith(rating)).toEqual(withOne);
  });
});
