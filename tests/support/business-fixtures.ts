/**
 * The business-side campaign tests' world: a database, an admin, businesses, their campaigns and
 * reviews of them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { type ReviewStatus, reviews } from "~/db/schema";
import type { Campaign } from "~/domain/campaigns/create-campaign.server";
import { minuteClock, paidCampaign } from "./campaigns";
import { createTestDatabase, type TestDatabase } from "./database";
import { profileMaker } from "./profiles";

export let testDb: TestDatabase;
/** Gives the test file its own database and an admin. */
export function setUpBusinessDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.close());
  beforeAll(async () => {
    admin = await newProfile("admin");
  });
}

export const { newProfile } = profileMaker({ database: () => testDb, firstPhone: 7300000000 });

/** Each record is one minute newer than the previous one. */
const tick = minuteClock("2026-10-01T04:00:00Z");

export async function campaignOf(
  businessId: string,
  options: { name?: string; target?: number } = {},
) {
  return paidCampaign(testDb, tick(), {
    businessId,
    businessName: options.name,
    topics: ["Food"],
    city: "Ujjain",
    targetReviews: options.target ?? 10,
  });
}

export let admin: { id: string };
export async function reviewOf(
  campaign: Campaign,
  options: { rating: number; status: ReviewStatus; reviewerName?: string },
) {
  const user = await newProfile("user");
  const [row] = await testDb.db
    .insert(reviews)
    .values({
      campaignId: campaign.id,
      userId: user.id,
      reviewText: "A first-hand account of the visit.",
      rating: options.rating,
      proof: `proofs/${randomUUID()}.webp`,
      reviewerName: options.reviewerName ?? "Asha",
      reviewerEmail: "asha@example.com",
      status: options.status,
      createdAt: tick(),
    })
    .returning();
  if (!row) throw new Error("no review");
  return { review: row, user };
}
