import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { campaigns, reviews } from "~/db/schema";
import { backfillFingerprints } from "~/domain/jobs/backfill-fingerprints.server";
import {
  activeCampaign,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";
import { rejectedReview, revise } from "../../support/revision-fixtures";

setUpReviewsDatabase();

// The fixture campaign's topics are ["Food", "Service"]: bit 0 for Food, bit 1 for Service.

async function topicBitsOf(reviewId: string) {
  const [row] = await testDb.db
    .select({ topicMentions: reviews.topicMentions })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row?.topicMentions;
}

it("are stored with a submitted review's text (decision 034)", async () => {
  const campaign = await activeCampaign();
  const both = await submitted(await newReviewer(), campaign, {
    reviewText: `${words(15, "calm")} खाना and the SERVICE were good ${words(15, "kind")}`,
  });
  const none = await submitted(await newReviewer(), campaign, { reviewText: words(40, "calm") });

  expect(await topicBitsOf(both.id)).toBe(0b11);
  expect(await topicBitsOf(none.id)).toBe(0);
});

it("are stored again with a revised review's new text", async () => {
  const campaign = await activeCampaign();
  const reviewer = await newReviewer();
  const review = await rejectedReview(reviewer, campaign);
  expect(await topicBitsOf(review.id)).toBe(0);

  const revised = await revise(reviewer, review, {
    reviewText: `${words(15, "better")} the service was quick ${words(15, "kind")}`,
  });

  expect(revised.ok).toBe(true);
  expect(await topicBitsOf(review.id)).toBe(0b10);
});

it("marks the topics of reviews written before topic bits, as a submission marks them", async () => {
  const campaign = await activeCampaign();
  await testDb.db
    .update(campaigns)
    .set({ topics: ["Food", "Service", "Parking"] })
    .where(eq(campaigns.id, campaign.id));
  const review = await submitted(await newReviewer(), campaign, {
    reviewText: `${words(20, "tasty")} the food and parking ${words(20, "calm")}`,
  });
  expect(await topicBitsOf(review.id)).toBe(0b101);
  await testDb.db.update(reviews).set({ topicMentions: null }).where(eq(reviews.id, review.id));

  expect((await backfillFingerprints(testDb.db, storage)).marked).toBe(1);
  expect(await topicBitsOf(review.id)).toBe(0b101);
  expect((await backfillFingerprints(testDb.db, storage)).marked).toBe(0);
});
