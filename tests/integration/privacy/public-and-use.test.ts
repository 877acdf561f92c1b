/**
 * What the public page shows (policies.privacy.sections.public.text) and what a rating never
 * changes (policies.privacy.sections.use.text), read from the catalogue and checked on the data.
 */
import { describe, expect, it } from "vitest";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import en from "~/i18n/locales/en";
import {
  activeCampaign,
  approved,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

describe("what is public, and what the rating never changes", () => {
  it("shows a review's text, rating, dates and public name, never a proof, phone, email or UPI ID; the reward is the same for 1 star and 5", async () => {
    // policies.privacy.sections.public.text and policies.privacy.sections.use.text.
    expect(en.policies.privacy.sections.public.text).toContain(
      "Proofs, phone numbers, emails and UPI IDs are never published",
    );
    expect(en.policies.privacy.sections.use.text).toContain(
      "the rating of a review never changes a reward, its place or any score",
    );
    const campaign = await activeCampaign();
    const low = await newReviewer("Low Star");
    const high = await newReviewer("High Star");
    const five = await approved((await submitted(high, campaign, { rating: 5, now: DAY1 })).id);
    const later = new Date(DAY1.getTime() + 3_600_000);
    const one = await approved((await submitted(low, campaign, { rating: 1, now: later })).id);
    expect(one.earnings).toBe(five.earnings);
    const shown = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    // Newest first, whatever the rating: the 1-star review, written later, comes first.
    expect(shown.map((review) => review.id)).toEqual([one.id, five.id]);
    const published = JSON.stringify(shown);
    for (const secret of [low.phone, high.phone, "proofs/", "@example.in"]) {
      expect(published).not.toContain(secret);
    }
    for (const review of shown) {
      expect(Object.keys(review)).not.toEqual(
        expect.arrayContaining(["proof", "reviewerEmail", "phone", "upiId"]),
      );
    }
  });
});
