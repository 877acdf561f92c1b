/** Rejected reviews and their revisions, for the second-chance tests (decision 028). */
import { randomUUID } from "node:crypto";
import { reviews } from "~/db/schema";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { reviseReview } from "~/domain/reviews/revise-review.server";
import {
  admin,
  DAY1,
  newProfile,
  proofPng,
  storage,
  submitted,
  testDb,
  words,
} from "./review-fixtures";

export const REJECTED_AT = new Date("2026-11-22T08:00:00Z");
export const revisedText = words(30, "better");

/** A review by this reviewer, submitted on day 1 and rejected two hours later. */
export async function rejectedReview(
  reviewer: { id: string },
  campaign: { id: string; city: string },
  reason = "Please upload the bill",
) {
  const review = await submitted(reviewer, campaign, { now: DAY1 });
  const rejected = await rejectReview(testDb.db, {
    reviewId: review.id,
    adminId: admin.id,
    category: "other",
    reason,
    now: REJECTED_AT,
  });
  if (!rejected.ok) throw new Error(`rejection refused: ${rejected.reason}`);
  return review;
}

export function revise(
  reviewer: { id: string },
  review: { id: string },
  overrides: Partial<Parameters<typeof reviseReview>[2]> & { now?: Date } = {},
) {
  const { now = new Date("2026-11-22T10:00:00Z"), ...input } = overrides;
  return reviseReview(
    testDb.db,
    { storage, now: () => now },
    {
      userId: reviewer.id,
      reviewId: review.id,
      rating: 2,
      reviewText: revisedText,
      proof: proofPng,
      ...input,
    },
  );
}

/** Pending reviews of other reviewers, inserted directly to take a campaign's slots. */
export async function takeSlots(campaign: { id: string; city: string }, count: number) {
  for (let i = 0; i < count; i += 1) {
    const other = await newProfile("user", { city: campaign.city as "Bhopal" });
    await testDb.db.insert(reviews).values({
      campaignId: campaign.id,
      userId: other.id,
      reviewText: words(30),
      rating: 3,
      proof: `proofs/${randomUUID()}.webp`,
      reviewerName: "Kiran",
      reviewerEmail: "kiran@example.in",
    });
  }
}
