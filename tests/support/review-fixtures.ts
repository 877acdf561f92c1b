/**
 * The reviews domain tests' world: a database, proof storage, an admin, and builders of reviewers,
 * campaigns and reviews.
 */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { campaigns, profiles, reviews } from "~/db/schema";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { inviteModerator } from "~/domain/moderation/manage-team.server";
import { walletOf } from "~/domain/money/wallet.server";
import { listAvailableCampaigns } from "~/domain/reviews/reviewer-lists.server";
import { saveReviewerInfo } from "~/domain/reviews/save-reviewer-info.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import type { City } from "~/domain/shared/city";
import type { ProofStorage } from "~/storage/storage.server";
import { minuteClock, paidCampaign } from "./campaigns";
import { createTestDatabase, type TestDatabase } from "./database";
import { expectLedgerBalanced } from "./ledger";
import { profileMaker } from "./profiles";
import { openProofStorage } from "./proof-storage";
import { visitOn } from "./visit";

export let testDb: TestDatabase;
let storageDir: string;
export let storage: ProofStorage;
export let proofPng: Buffer;
export let admin: { id: string };

/**
 * Gives the test file its own database and proof folder, and checks every wallet after each test.
 */
export function setUpReviewsDatabase() {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const proofs = await openProofStorage({
      prefix: "reviewkaro-proofs-",
      width: 32,
      height: 24,
      background: { r: 30, g: 120, b: 60 },
    });
    ({ dir: storageDir, storage, proofPng } = proofs);
    admin = await newProfile("admin");
  });
  afterAll(async () => {
    await testDb.close();
    rmSync(storageDir, { recursive: true, force: true });
  });
  // SPEC §3: after every test, every wallet equals the sum of its ledger rows.
  afterEach(() => expectLedgerBalanced(testDb.db));
}

// Day 1 of every campaign: approved at 09:30 in Kolkata on 22 Nov 2026.
export const START = new Date("2026-11-22T04:00:00Z");
export const DAY1 = new Date("2026-11-22T06:00:00Z");
export const DAY2 = new Date("2026-11-23T06:00:00Z");
export const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

const profileMade = profileMaker({
  database: () => testDb,
  firstPhone: 7300000000,
  username: true,
});
export const newProfile = profileMade.newProfile;
const phoneCounter = profileMade.phones.current;

export async function newReviewer(name = `Reviewer ${phoneCounter() + 1}`, city: City = "Bhopal") {
  const reviewer = await newProfile("user", { city });
  const saved = await saveReviewerInfo(testDb.db, {
    userId: reviewer.id,
    reviewerName: name,
    reviewerEmail: `r${phoneCounter()}@example.in`,
  });
  expect(saved).toEqual({ ok: true });
  return reviewer;
}

/** A moderator the admin invited and who has signed up: with them, the team has two people. */
export async function newModerator() {
  const moderator = await newProfile("moderator");
  expect(await inviteModerator(testDb.db, { adminId: admin.id, phone: moderator.phone })).toEqual({
    ok: true,
  });
  return moderator;
}

/** Each campaign is created one minute after the previous one. */
const tick = minuteClock("2026-11-01T04:00:00Z");

export async function pendingCampaign(
  options: { target?: number; city?: City; name?: string } = {},
) {
  const business = await newProfile("business");
  return paidCampaign(testDb, tick(), {
    businessId: business.id,
    businessName: options.name,
    topics: ["Food", "Service"],
    city: options.city ?? "Bhopal",
    targetReviews: options.target ?? 100,
  });
}

/** A live campaign; a target of 100 allows 5 reviews on day 1, 15 by day 2. */
export async function activeCampaign(
  options: { target?: number; city?: City; name?: string; startedAt?: Date } = {},
) {
  const campaign = await pendingCampaign(options);
  const approved = await approveCampaign(testDb.db, {
    campaignId: campaign.id,
    adminId: admin.id,
    now: options.startedAt ?? START,
  });
  if (!approved.ok) throw new Error(approved.reason);
  return approved.campaign;
}

export const words = (n: number, word = "honest") =>
  Array.from({ length: n }, () => word).join(" ");
export const reviewText = words(30);

export async function submit(
  reviewer: { id: string },
  campaign: { id: string },
  overrides: Partial<Parameters<typeof submitReview>[2]> & { now?: Date } = {},
) {
  const { now = DAY1, ...input } = overrides;
  return submitReview(
    testDb.db,
    { storage, now: () => now },
    {
      userId: reviewer.id,
      campaignId: campaign.id,
      rating: 4,
      reviewText,
      proof: proofPng,
      ...visitOn(now),
      ...input,
    },
  );
}

/** A submission that must succeed: the reviewer lives in the campaign's city first. */
export async function submitted(
  reviewer: { id: string },
  campaign: { id: string; city: string },
  overrides?: Parameters<typeof submit>[2],
) {
  await testDb.db
    .update(profiles)
    .set({ city: campaign.city as City })
    .where(eq(profiles.id, reviewer.id));
  const result = await submit(reviewer, campaign, overrides);
  if (!result.ok) throw new Error(`submission refused: ${result.reason}`);
  return result.review;
}

export async function approved(reviewId: string, now = DAY1) {
  const result = await approveReview(testDb.db, { reviewId, adminId: admin.id, now });
  if (!result.ok) throw new Error(`approval refused: ${result.reason}`);
  return result.review;
}

export async function campaignRow(campaignId: string) {
  const [row] = await testDb.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!row) throw new Error("no campaign");
  return row;
}

export async function reviewsOf(campaignId: string) {
  return testDb.db.select().from(reviews).where(eq(reviews.campaignId, campaignId));
}

export async function availableIds(reviewer: { id: string }, city: City, now = DAY1) {
  const list = await listAvailableCampaigns(testDb.db, { userId: reviewer.id, city, now });
  return list.map((campaign) => campaign.id);
}

/** SPEC §3: a wallet always equals the sum of its ledger rows. */
export async function expectWallet(userId: string, balance: number) {
  expect(await walletOf(testDb.db, { userId })).toEqual({ balance, ledgerSum: balance });
}

export function storedFiles(): string[] {
  try {
    return readdirSync(path.join(storageDir, "proofs"));
  } catch {
    return [];
  }
}
