/**
 * Campaigns and reviews for the integration tests: made through createCampaign where its rules
 * matter, or inserted directly (already active, one review each) where only earnings do.
 */
import { randomUUID } from "node:crypto";
import { campaigns, reviews } from "~/db/schema";
import {
  type CreateCampaignInput,
  createCampaign,
} from "~/domain/campaigns/create-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { PRICE_PER_REVIEW } from "~/domain/money/rupees";
import type { TestDatabase } from "./database";

/** A clock that moves one minute on every call, from `start` on. */
export function minuteClock(start: string) {
  let clock = Date.parse(start);
  return () => {
    clock += 60_000;
    return new Date(clock);
  };
}

/** A paid, pending campaign made by createCampaign at `createdAt`. */
export async function paidCampaign(
  testDb: TestDatabase,
  createdAt: Date,
  input: Pick<CreateCampaignInput, "businessId" | "topics" | "city" | "targetReviews"> & {
    businessName?: string;
  },
) {
  const result = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider(), now: () => createdAt },
    {
      ...input,
      requestId: randomUUID(),
      businessName: input.businessName ?? "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/sharma",
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.campaign;
}

/** Active campaigns inserted directly, open from 22 Nov 2026 for one day. */
export async function insertActiveCampaigns(
  testDb: TestDatabase,
  business: { id: string },
  count: number,
  options: { city?: string; target?: number } = {},
) {
  const target = options.target ?? 1;
  return testDb.db
    .insert(campaigns)
    .values(
      Array.from({ length: count }, () => ({
        businessId: business.id,
        businessName: "Sharma Sweets",
        mapsLink: "https://maps.app.goo.gl/sharma",
        city: options.city ?? "Bhopal",
        targetReviews: target,
        cost: PRICE_PER_REVIEW * target,
        status: "active" as const,
        distributionDays: 1,
        distributionSchedule: [target],
        startDate: new Date("2026-11-22T04:00:00Z"),
      })),
    )
    .returning({ id: campaigns.id, city: campaigns.city });
}

export const honestText = Array.from({ length: 30 }, () => "honest").join(" ");

/** Pending reviews by `reviewer` inserted directly, one per campaign. */
export async function insertPendingReviews(
  testDb: TestDatabase,
  reviewer: { id: string },
  campaignIds: string[],
  rating: number,
) {
  return testDb.db
    .insert(reviews)
    .values(
      campaignIds.map((campaignId) => ({
        campaignId,
        userId: reviewer.id,
        reviewText: honestText,
        rating,
        proof: `proofs/${randomUUID()}.webp`,
        reviewerName: "Kiran",
        reviewerEmail: "kiran@example.in",
      })),
    )
    .returning({ id: reviews.id });
}
