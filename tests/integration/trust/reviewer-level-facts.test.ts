import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAllSessions } from "~/auth/session.server";
import { campaigns, profiles } from "~/db/schema";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { appealRemoval } from "~/domain/moderation/removal-appeals/appeal-removal.server";
import { decideRemovalAppeal } from "~/domain/moderation/removal-appeals/decide-removal-appeal.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { suspendAccount } from "~/domain/moderation/suspend-account.server";
import { walletOf } from "~/domain/money/wallet.server";
import { eraseAccount } from "~/domain/privacy/erase-account.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import { listReviewRisks } from "~/domain/trust/review-risk.server";
import { distinctProof, distinctText } from "../../support/proof-photos";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  DAY2,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { expectLevelFactsTrue, keptAndRecounted } from "../../support/reviewer-facts-oracle";
import { revise } from "../../support/revision-fixtures";

/*
 * Decision 132: a reviewer's level facts live on their profile, kept by a trigger in the statement
 * that moves them. Every decision that moves a review in or out of 'approved' is driven here the
 * way the app makes it, and after each the kept facts equal the old read of the reviews.
 */

setUpReviewsDatabase();

const distinct = async () => ({ reviewText: distinctText(), proof: await distinctProof() });
const DAY3 = new Date(DAY2.getTime() + 86_400_000);

/** A reviewer whose account is old enough for any level. */
async function oldReviewer() {
  const reviewer = await newReviewer();
  await testDb.db
    .update(profiles)
    .set({ createdAt: new Date("2025-01-01T00:00:00Z") })
    .where(eq(profiles.id, reviewer.id));
  return reviewer;
}

async function factsOf(profileId: string) {
  const row = (await keptAndRecounted(testDb.db)).find((facts) => facts.id === profileId);
  if (!row) throw new Error("no profile");
  return row;
}

/** The level the public page shows beside this campaign's first review. */
const publicLevel = async (campaignId: string) =>
  (await listPublicReviews(testDb.db, { campaignId }))[0]?.reviewerLevel;

describe("a reviewer's level facts on the profile", () => {
  it("follow the account's erasure, which withdraws its reviews", async () => {
    const reviewer = await oldReviewer();
    for (const now of [DAY1, DAY2, DAY3]) {
      const campaign = await activeCampaign();
      await approved((await submitted(reviewer, campaign, { ...(await distinct()), now })).id, now);
    }
    expect((await factsOf(reviewer.id)).kept).toMatchObject({ approvedBusinesses: 3 });
    const erased = await eraseAccount(testDb.db, {
      profileId: reviewer.id,
      givingUp: (await walletOf(testDb.db, { userId: reviewer.id })).balance,
      phoneKey: "test-key",
    });
    expect(erased.ok).toBe(true);
    await expectLevelFactsTrue(testDb.db, "erased");
    expect((await factsOf(reviewer.id)).kept).toEqual({
      approvedReviews: 0,
      rejectedReviews: 0,
      approvedBusinesses: 0,
      approvedDays: 0,
    });
  });

  it("stay true when one reviewer's reviews are approved at once", async () => {
    const reviewer = await oldReviewer();
    const pending = [];
    for (const now of [DAY1, DAY1, DAY2, DAY2, DAY3, DAY3]) {
      pending.push(
        await submitted(reviewer, await activeCampaign(), { ...(await distinct()), now }),
      );
    }
    // On PostgreSQL these are concurrent transactions, each keeping the profile's facts.
    const outcomes = await Promise.all(
      pending.map((review) => approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    await expectLevelFactsTrue(testDb.db, "approved at once");
    expect((await factsOf(reviewer.id)).kept).toEqual({
      approvedReviews: 6,
      rejectedReviews: 0,
      approvedBusinesses: 6,
      approvedDays: 3,
    });
  });

  // Last: its moderator makes the team two, and then approvals need two people's checks.
  it("follow approval, rejection, revision, withdrawal, removal, reinstatement and suspension", async () => {
    const reviewer = await oldReviewer();
    const shop = await activeCampaign();
    // A second campaign of the same shop: another review, not another business.
    const sameShop = await activeCampaign();
    await testDb.db
      .update(campaigns)
      .set({ businessId: shop.businessId })
      .where(eq(campaigns.id, sameShop.id));
    const other = await activeCampaign();
    const fourth = await activeCampaign();
    const fifth = await activeCampaign();
    const check = (step: string) => expectLevelFactsTrue(testDb.db, step);

    const first = await submitted(reviewer, shop, { ...(await distinct()), now: DAY1 });
    await check("submitted");
    await approved(first.id, DAY1);
    await check("approved");
    expect((await factsOf(reviewer.id)).kept).toMatchObject({
      approvedBusinesses: 1,
      approvedDays: 1,
    });
    const second = await submitted(reviewer, sameShop, { ...(await distinct()), now: DAY2 });
    await approved(second.id, DAY2);
    await check("approved in the same shop on another day");
    expect((await factsOf(reviewer.id)).kept).toMatchObject({
      approvedBusinesses: 1,
      approvedDays: 2,
    });
    const third = await submitted(reviewer, other, { ...(await distinct()), now: DAY2 });
    await approved(third.id, DAY2);
    await check("approved in another shop");
    expect((await factsOf(reviewer.id)).kept).toEqual({
      approvedReviews: 3,
      rejectedReviews: 0,
      approvedBusinesses: 2,
      approvedDays: 2,
    });
    expect(await publicLevel(shop.id)).toBe("regular");

    // A rejection: one in four decided is a quarter, too many for Regular.
    const fourthReview = await submitted(reviewer, fourth, { ...(await distinct()), now: DAY2 });
    expect(
      (await listReviewRisks(testDb.db, { staffId: admin.id, reviewIds: [fourthReview.id] })).get(
        fourthReview.id,
      )?.level,
    ).toBe("regular");
    const rejected = await rejectReview(testDb.db, {
      reviewId: fourthReview.id,
      adminId: admin.id,
      category: "other",
      reason: "Please upload the bill",
      now: DAY2,
    });
    expect(rejected.ok).toBe(true);
    await check("rejected");
    expect(await publicLevel(shop.id)).toBe("new");

    // The revision queues it again (it leaves 'rejected'); approved, it is the latest of four.
    expect((await revise(reviewer, fourthReview, { now: DAY3 })).ok).toBe(true);
    await check("revised");
    expect(await publicLevel(shop.id)).toBe("regular");
    await approved(fourthReview.id, DAY3);
    await check("revision approved");
    expect((await factsOf(reviewer.id)).kept).toMatchObject({
      approvedReviews: 4,
      approvedBusinesses: 3,
      approvedDays: 3,
    });

    expect(await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: second.id })).toEqual(
      expect.objectContaining({ ok: true }),
    );
    await check("withdrawn");

    expect(
      await decideComplaint(testDb.db, {
        adminId: admin.id,
        reviewId: third.id,
        action: "remove_review",
        ground: "personal_data",
        note: "It named a waiter's phone number.",
      }),
    ).toEqual({ ok: true });
    await check("removed");
    expect((await factsOf(reviewer.id)).kept).toMatchObject({
      approvedReviews: 2,
      approvedBusinesses: 2,
      approvedDays: 2,
    });
    const appeal = await appealRemoval(testDb.db, {
      userId: reviewer.id,
      reviewId: third.id,
      reason: "The number was the restaurant's own, printed on its board.",
    });
    if (!appeal.ok) throw new Error(appeal.reason);
    const moderator = await newModerator();
    const decided = await decideRemovalAppeal(testDb.db, {
      staffId: moderator.id,
      appealId: appeal.appealId,
      outcome: "reinstated",
      reason: "The number is the shop's own.",
    });
    expect(decided.ok).toBe(true);
    await check("reinstated");
    expect((await factsOf(reviewer.id)).kept).toMatchObject({ approvedReviews: 3 });

    // A suspension rejects what is pending and leaves the approved reviews as they are.
    await submitted(reviewer, fifth, { ...(await distinct()), now: DAY3 });
    const suspension = await suspendAccount(testDb.db, {
      adminId: admin.id,
      subject: { profileId: reviewer.id },
      category: "rings",
      reason: "Ran a ring of accounts",
      endSessions: (tx, profileId) => deleteAllSessions(tx, { profileId }),
    });
    expect(suspension).toMatchObject({ ok: true, rejectedReviews: 1 });
    await check("suspended");
  });
});
