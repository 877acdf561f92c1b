import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, reviewProofChecks } from "~/db/schema";
import type { CaptureClaim } from "~/domain/proofs/photo-facts";
import { exifPhoto } from "../../support/exif-photos";
import {
  activeCampaign,
  DAY1,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { rejectedReview, revise } from "../../support/revision-fixtures";

/*
 * A proof's facts (issue 49, decision 129): the band from the business and the time, from the
 * camera's fields or the photo's EXIF, kept in review_proof_checks with the review, and replaced
 * by a revision's new proof.
 */

setUpReviewsDatabase();

const shop = { lat: 23.2599, lng: 77.4126 };
const atTheShop = { lat: 23.2605, lng: 77.4131 }; // about 80 m away
const inIndore = { lat: 22.7196, lng: 75.8577 }; // about 170 km away

async function campaignAtTheShop() {
  const campaign = await activeCampaign();
  await testDb.db
    .update(campaigns)
    .set({ placeLat: shop.lat, placeLng: shop.lng })
    .where(eq(campaigns.id, campaign.id));
  return campaign;
}

async function factsOf(reviewId: string) {
  const [row] = await testDb.db
    .select()
    .from(reviewProofChecks)
    .where(eq(reviewProofChecks.reviewId, reviewId));
  return row;
}

const camera = (claim: Partial<CaptureClaim> = {}): CaptureClaim => ({
  camera: true,
  position: atTheShop,
  accuracyM: 12,
  capturedAt: new Date(DAY1.getTime() - 2 * 60_000),
  ...claim,
});

describe("a submission's proof facts", () => {
  it("keeps the band and time of a photo taken in the dialog at the shop", async () => {
    const campaign = await campaignAtTheShop();
    const review = await submitted(await newReviewer(), campaign, {
      proof: await exifPhoto(),
      capture: camera(),
    });
    expect(await factsOf(review.id)).toMatchObject({
      proof: review.proof,
      placeBand: "within_200m",
      placeSource: "camera",
      distanceKm: null,
      takenAt: new Date(DAY1.getTime() - 2 * 60_000),
      takenSource: "camera",
      billStatus: "pending",
    });
  });

  it("keeps the band and time of a chosen photo's EXIF", async () => {
    const campaign = await campaignAtTheShop();
    const review = await submitted(await newReviewer(), campaign, {
      proof: await exifPhoto({ takenAt: "2026:11:13 20:15:00", position: inIndore }),
    });
    expect(await factsOf(review.id)).toMatchObject({
      placeBand: "elsewhere",
      placeSource: "photo",
      distanceKm: 170,
      takenAt: new Date("2026-11-13T20:15:00+05:30"),
      takenSource: "photo",
    });
  });

  it("keeps 'unknown' and no time for a photo without either, and never refuses it", async () => {
    const campaign = await campaignAtTheShop();
    const review = await submitted(await newReviewer(), campaign, {
      proof: await exifPhoto(),
      capture: { camera: false, position: null, accuracyM: null, capturedAt: null },
    });
    expect(await factsOf(review.id)).toMatchObject({
      placeBand: "unknown",
      placeSource: null,
      distanceKm: null,
      takenAt: null,
      takenSource: null,
    });
  });

  it("says 'unknown' for a campaign without its place, and still keeps the time", async () => {
    const campaign = await activeCampaign();
    const review = await submitted(await newReviewer(), campaign, { capture: camera() });
    expect(await factsOf(review.id)).toMatchObject({
      placeBand: "unknown",
      takenSource: "camera",
    });
  });
});

describe("a revision's proof facts", () => {
  it("replaces the row with the new proof's, to be read again", async () => {
    const campaign = await campaignAtTheShop();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    await testDb.db
      .update(reviewProofChecks)
      .set({ billStatus: "read", billAttempts: 1, billNumber: "A-17", billTotal: 52_000 })
      .where(eq(reviewProofChecks.reviewId, review.id));
    const now = new Date("2026-11-22T10:00:00Z");
    const revised = await revise(reviewer, review, {
      now,
      proof: await exifPhoto({ takenAt: "2026:11:22 15:00:00", position: atTheShop }),
    });
    if (!revised.ok) throw new Error(revised.reason);
    expect(revised.review.proof).not.toBe(review.proof);
    expect(await factsOf(review.id)).toMatchObject({
      proof: revised.review.proof,
      placeBand: "within_200m",
      placeSource: "photo",
      takenAt: new Date("2026-11-22T15:00:00+05:30"),
      takenSource: "photo",
      billStatus: "pending",
      billAttempts: 0,
      billNumber: null,
      billTotal: null,
      createdAt: now,
    });
  });

  it("keeps the row of a kept proof, whatever the camera's fields say", async () => {
    const campaign = await campaignAtTheShop();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const before = await factsOf(review.id);
    expect(before).toMatchObject({ proof: review.proof, placeBand: "unknown" });
    const revised = await revise(reviewer, review, { proof: Buffer.alloc(0), capture: camera() });
    if (!revised.ok) throw new Error(revised.reason);
    expect(await factsOf(review.id)).toEqual(before);
  });
});
