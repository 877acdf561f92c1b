import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, reviewProofChecks } from "~/db/schema";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import type { Language } from "~/i18n/languages";
import { reviewCardDetails } from "~/routes/_staff/review-card/queue-cards.server";
import { exifPhoto } from "../../support/exif-photos";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

/*
 * A proof's facts in words (decision 129): the staff card's signals beside the risk ones, in
 * English and Hindi, and the public page's 'Visit checked: photo taken at the place'
 * (publicPage.visitChecked) only for a photo within 200 m on the visit's day.
 */

setUpReviewsDatabase();

const shop = { lat: 23.2599, lng: 77.4126 };
const atTheShop = { camera: true, position: { lat: 23.2605, lng: 77.4131 }, accuracyM: 10 };

async function campaignAtTheShop() {
  const campaign = await activeCampaign();
  await testDb.db
    .update(campaigns)
    .set({ placeLat: shop.lat, placeLng: shop.lng })
    .where(eq(campaigns.id, campaign.id));
  return campaign;
}

async function signalsOf(reviewId: string, language: Language = "en") {
  const details = await reviewCardDetails(testDb.db, {
    staffId: admin.id,
    language,
    reviews: [{ id: reviewId, revisionCount: 0 }],
  });
  return details.get(reviewId)?.visit?.signals.map((signal) => [signal.text, signal.tone]);
}

describe("the staff card's proof signals", () => {
  it("says a photo taken in the dialog at the shop was taken at the place, in both languages", async () => {
    const campaign = await campaignAtTheShop();
    const review = await submitted(await newReviewer(), campaign, {
      capture: { ...atTheShop, capturedAt: new Date(DAY1.getTime() - 60_000) },
    });
    expect(await signalsOf(review.id)).toEqual([["Photo taken at the place", "success"]]);
    expect(await signalsOf(review.id, "hi")).toEqual([["फ़ोटो उसी जगह ली गई", "success"]]);
  });

  it("says how far and how many days before the visit a photo's EXIF puts it", async () => {
    const campaign = await campaignAtTheShop();
    const review = await submitted(await newReviewer(), campaign, {
      proof: await exifPhoto({
        takenAt: "2026:11:13 12:00:00",
        position: { lat: 22.7196, lng: 75.8577 },
      }),
    });
    expect(await signalsOf(review.id)).toEqual([
      ["Photo taken 170 km from the business", "warning"],
      ["Photo taken 9 days before the visit date", "warning"],
    ]);
    expect(await signalsOf(review.id, "hi")).toEqual([
      ["फ़ोटो व्यवसाय से 170 किमी दूर ली गई", "warning"],
      ["फ़ोटो विज़िट की तारीख़ से 9 दिन पहले ली गई", "warning"],
    ]);
  });

  it("says 'Location not shared' neutrally, and names the review with the same bill", async () => {
    const campaign = await campaignAtTheShop();
    const first = await submitted(await newReviewer(), campaign, { now: DAY1 });
    const second = await submitted(await newReviewer(), campaign, {
      now: new Date(DAY1.getTime() + 60_000),
    });
    // What the bill-reading job writes when it finds the bill of an earlier review.
    await testDb.db
      .update(reviewProofChecks)
      .set({ sameBillReviewId: first.id })
      .where(eq(reviewProofChecks.reviewId, second.id));
    expect(await signalsOf(second.id)).toEqual([
      ["Location not shared", "neutral"],
      ["Same bill as the review of 22 Nov 2026", "warning"],
    ]);
  });

  it("says nothing of the place when the business set none", async () => {
    const campaign = await activeCampaign();
    const review = await submitted(await newReviewer(), campaign);
    expect(await signalsOf(review.id)).toBeUndefined();
  });
});

describe("'Visit checked' on the public page", () => {
  it("shows for a photo at the place on the visit's day, and for no other", async () => {
    const campaign = await campaignAtTheShop();
    const checked = await submitted(await newReviewer(), campaign, {
      capture: { ...atTheShop, capturedAt: new Date(DAY1.getTime() - 60_000) },
    });
    const nearOnly = await submitted(await newReviewer(), campaign, {
      capture: { ...atTheShop, accuracyM: 500, capturedAt: DAY1 },
    });
    const earlier = await submitted(await newReviewer(), campaign, {
      proof: await exifPhoto({
        takenAt: "2026:11:13 12:00:00",
        position: { lat: 23.2605, lng: 77.4131 },
      }),
    });
    for (const review of [checked, nearOnly, earlier]) await approved(review.id);
    const shown = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(Object.fromEntries(shown.map((review) => [review.id, review.visitChecked]))).toEqual({
      [checked.id]: true,
      [nearOnly.id]: false,
      [earlier.id]: false,
    });
    // Only the yes or no leaves the server: no band, distance or time.
    for (const key of ["placeBand", "takenAt", "distanceKm"]) {
      expect(shown[0]).not.toHaveProperty(key);
    }
  });
});
