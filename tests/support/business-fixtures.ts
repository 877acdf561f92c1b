/**
 * The business-side campaign tests' world: a database, an admin, businesses, their campaigns and
 * reviews of them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { profiles, type ReviewStatus, type Role, reviews } from "~/db/schema";
import { type Campaign, createCampaign } from "~/domain/campaigns.server";
import { createSimulatedPaymentProvider } from "~/domain/payments.server";
import { createTestDatabase, type TestDatabase } from "./database";

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

let phoneCounter = 7300000000;
export async function newProfile(role: Role) {
  phoneCounter += 1;
  const [row] = await testDb.db
    .insert(profiles)
    .values({ phone: `+91${phoneCounter}`, role })
    .returning();
  if (!row) throw new Error("no profile");
  return row;
}

let clock = Date.parse("2026-10-01T04:00:00Z");
/** Each record is one minute newer than the previous one. */
function tick() {
  clock += 60_000;
  return new Date(clock);
}

export async function campaignOf(
  businessId: string,
  options: { name?: string; target?: number } = {},
) {
  const createdAt = tick();
  const result = await createCampaign(
    testDb.db,
    { payments: createSimulatedPaymentProvider(), now: () => createdAt },
    {
      businessId,
      requestId: randomUUID(),
      businessName: options.name ?? "Sharma Sweets",
      mapsLink: "https://maps.app.goo.gl/sharma",
      topics: ["Food"],
      city: "Ujjain",
      targetReviews: options.target ?? 10,
    },
  );
  if (!result.ok) throw new Error(result.reason);
  return result.campaign;
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
