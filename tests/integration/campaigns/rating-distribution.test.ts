import { describe, expect, it } from "vitest";
import { getRatingDistribution } from "~/domain/campaigns/rating-distribution.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import {
  activeCampaign,
  admin,
  approved,
  atKolkata,
  DAY2,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** A campaign with approved reviews rated 5, 5, 4 and 1 (in that order), one pending, one rejected. */
async function campaignWithRatings() {
  const campaign = await activeCampaign({ name: "Distribution Dhaba" });
  const ids: string[] = [];
  for (const [i, rating] of [5, 5, 4, 1].entries()) {
    const review = await submitted(await newReviewer(), campaign, {
      rating,
      reviewText: words(30, `honest${i}`),
      now: atKolkata(`2026-11-22T1${i}:00:00`),
    });
    await approved(review.id, atKolkata("2026-11-22T18:00:00"));
    ids.push(review.id);
  }
  await submitted(await newReviewer(), campaign, {
    rating: 3,
    reviewText: words(30, "pending"),
    now: DAY2,
  });
  const rejected = await submitted(await newReviewer(), campaign, {
    rating: 2,
    reviewText: words(30, "rejected"),
    now: DAY2,
  });
  const refused = await rejectReview(testDb.db, {
    reviewId: rejected.id,
    adminId: admin.id,
    category: "no_visit_proof",
    template: "proof_other_place",
    reason: "The proof does not show this business.",
  });
  expect(refused.ok).toBe(true);
  return { campaign, ids };
}

describe("the public page's readers' tools", () => {
  it("counts approved reviews per star, with each share rounded", async () => {
    const { campaign } = await campaignWithRatings();
    expect(await getRatingDistribution(testDb.db, { campaignId: campaign.id })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });

  it("shows all zeros for a campaign without approved reviews or an unknown id", async () => {
    const campaign = await activeCampaign();
    for (const campaignId of [campaign.id, "not-a-uuid"]) {
      const bars = await getRatingDistribution(testDb.db, { campaignId });
      expect(bars.map((bar) => [bar.count, bar.percent])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
    }
  });

  it("filters by stars, newest first, and pages by keyset within the filter", async () => {
    const { campaign, ids } = await campaignWithRatings();
    const fives = await listPublicReviews(testDb.db, { campaignId: campaign.id, rating: 5 });
    expect(fives.map((review) => review.id)).toEqual([ids[1], ids[0]]);
    expect(fives.every((review) => review.rating === 5)).toBe(true);

    const first = await listPublicReviews(testDb.db, { campaignId: campaign.id, limit: 2 });
    expect(first.map((review) => review.id)).toEqual([ids[3], ids[2]]);
    const next = await listPublicReviews(testDb.db, {
      campaignId: campaign.id,
      limit: 2,
      after: first.at(-1)?.cursor,
    });
    expect(next.map((review) => review.id)).toEqual([ids[1], ids[0]]);

    const oneStar = await listPublicReviews(testDb.db, { campaignId: campaign.id, rating: 1 });
    expect(oneStar.map((review) => review.id)).toEqual([ids[3]]);
    expect(await listPublicReviews(testDb.db, { campaignId: campaign.id, rating: 3 })).toEqual([]);
  });
});
