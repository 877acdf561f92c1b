import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { removalAppeals, reviews, walletLedger } from "~/db/schema";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { getModerationLedger } from "~/domain/moderation/get-moderation-ledger.server";
import { removeModerator } from "~/domain/moderation/manage-team.server";
import { appealRemoval } from "~/domain/moderation/removal-appeals/appeal-removal.server";
import { decideRemovalAppeal } from "~/domain/moderation/removal-appeals/decide-removal-appeal.server";
import { listWaitingRemovalAppeals } from "~/domain/moderation/removal-appeals/removal-appeal-lists.server";
import { decideComplaint } from "~/domain/moderation/review-reports/decide-report.server";
import { collectAccountData } from "~/domain/privacy/account-data.server";
import { eraseAccount } from "~/domain/privacy/erase-account.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import en from "~/i18n/locales/en";
import { loadMyReviewsPage } from "~/routes/user-dashboard/my-reviews-page.server";
import {
  activeCampaign,
  admin,
  approved,
  campaignRow,
  DAY1,
  expectWallet,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

/*
 * Decision 091. The promises this file proves, read from the English catalogue as the pages show
 * them: policies.reviewPolicy.sections.publication.text, removalAppeals.dialogText,
 * removalAppeals.staffIntro, ledger.appealReinstated_one, ledger.appealReinstated_other,
 * ledger.appealUpheld_one and ledger.appealUpheld_other.
 */

setUpReviewsDatabase();

/** A campaign with three published reviews a minute apart, the middle one removed by the admin. */
async function removedReview() {
  const campaign = await activeCampaign();
  const published = [];
  for (const [index, rating] of [4, 1, 5].entries()) {
    const reviewer = await newReviewer();
    const now = new Date(DAY1.getTime() + index * 60_000);
    published.push(await approved((await submitted(reviewer, campaign, { rating, now })).id));
  }
  const [first, middle, last] = published;
  if (!first || !middle || !last) throw new Error("three reviews");
  expect((await campaignRow(campaign.id)).completedReviews).toBe(3);
  expect(
    await decideComplaint(testDb.db, {
      adminId: admin.id,
      reviewId: middle.id,
      action: "remove_review",
      ground: "personal_data",
      note: "It named a waiter's phone number.",
    }),
  ).toEqual({ ok: true });
  return { campaign, first, middle, last };
}

const rewardsOf = (reviewId: string) =>
  testDb.db.select().from(walletLedger).where(eq(walletLedger.reviewId, reviewId));

describe("an author's appeal of a removed review", () => {
  it("is sent once, by its author, with a reason of at least 10 characters", async () => {
    // removalAppeals.dialogText: once, decided by someone who did not remove it.
    expect(en.removalAppeals.dialogText).toContain("You can appeal once");
    const { middle } = await removedReview();
    const appeal = (userId: string, reason: string) =>
      appealRemoval(testDb.db, { userId, reviewId: middle.id, reason });
    expect(await appeal(middle.userId, "  ")).toEqual({ ok: false, reason: "reason_required" });
    expect(await appeal(middle.userId, "unfair")).toEqual({
      ok: false,
      reason: "reason_too_short",
    });
    expect(await appeal(middle.userId, "x".repeat(1001))).toEqual({
      ok: false,
      reason: "reason_too_long",
    });
    expect(await appeal((await newReviewer()).id, "It was my own visit.")).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await appeal(middle.userId, "The number was the restaurant's own.")).toMatchObject({
      ok: true,
    });
    expect(await appeal(middle.userId, "And once more, please.")).toEqual({
      ok: false,
      reason: "already_appealed",
    });
  });

  it("is not decided by whoever removed it; alone, it waits; a second person reinstates it in its date's place", async () => {
    // removalAppeals.staffIntro and policies.reviewPolicy.sections.publication.text
    expect(en.removalAppeals.staffIntro).toContain("Whoever removed the review cannot decide");
    expect(en.policies.reviewPolicy.sections.publication.text).toContain(
      "returns to its place by date",
    );
    const { campaign, first, middle, last } = await removedReview();
    const badge = async () => (await adminCounts(testDb.db, { adminId: admin.id })).waitingAppeals;
    const badgeBefore = await badge();
    const sent = await appealRemoval(testDb.db, {
      userId: middle.userId,
      reviewId: middle.id,
      reason: "The number was the restaurant's own, printed on its board.",
    });
    if (!sent.ok) throw new Error(sent.reason);
    // The Appeals tab's badge counts it.
    expect(await badge()).toBe(badgeBefore + 1);
    const walletBefore = await rewardsOf(middle.id);
    expect(walletBefore).toHaveLength(1);

    // The admin removed it: refused, with nothing changed; alone, the list says who can decide.
    const waiting = await listWaitingRemovalAppeals(testDb.db, { staffId: admin.id });
    expect(waiting.list.find((row) => row.id === sent.appealId)).toMatchObject({
      ownRemoval: true,
    });
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: admin.id,
        appealId: sent.appealId,
        outcome: "reinstated",
        reason: "The number is the shop's own.",
      }),
    ).toEqual({ ok: false, reason: "own_removal" });
    const [stillRemoved] = await testDb.db.select().from(reviews).where(eq(reviews.id, middle.id));
    expect(stillRemoved?.status).toBe("removed");
    const mine = await loadMyReviewsPage(testDb.db, {
      userId: middle.userId,
      language: "en",
      searchParams: new URLSearchParams(),
      count: async () => 1,
    });
    expect(mine.list[0]?.appeal).toMatchObject({ state: "waiting" });
    // policies.privacy.collected.reviews: 'Download my data' holds the appeal with its review.
    const exported = (await collectAccountData(testDb.db, middle.userId)).files.reviews as {
      id: string;
      appeal: { reason: string; outcome: string | null } | null;
    }[];
    expect(exported.find((review) => review.id === middle.id)?.appeal).toMatchObject({
      reason: "The number was the restaurant's own, printed on its board.",
      outcome: null,
    });

    const moderator = await newModerator();
    expect(
      (await listWaitingRemovalAppeals(testDb.db, { staffId: moderator.id })).list.find(
        (row) => row.id === sent.appealId,
      ),
    ).toMatchObject({ ownRemoval: false });
    // A reviewer is not on the team.
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: first.userId,
        appealId: sent.appealId,
        outcome: "reinstated",
        reason: "I think it is fine.",
      }),
    ).toEqual({ ok: false, reason: "not_on_team" });
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: moderator.id,
        appealId: sent.appealId,
        outcome: "maybe",
        reason: "The number is the shop's own.",
      }),
    ).toEqual({ ok: false, reason: "outcome_required" });
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: moderator.id,
        appealId: sent.appealId,
        outcome: "reinstated",
        reason: "The number is the shop's own, printed on its board.",
      }),
    ).toEqual({ ok: true, outcome: "reinstated" });

    expect(await badge()).toBe(badgeBefore);
    // Back on the page between the reviews written before and after it: date order, not rating.
    const page = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(page.map((item) => item.id)).toEqual([last.id, middle.id, first.id]);
    // The reward is neither taken back nor paid again; the campaign counts it again.
    expect(await rewardsOf(middle.id)).toEqual(walletBefore);
    await expectWallet(middle.userId, middle.earnings);
    expect((await campaignRow(campaign.id)).completedReviews).toBe(3);
    // ledger.appealReinstated_one: the public ledger says so, and no longer counts it as removed.
    expect(en.ledger.appealReinstated_one).toContain("in its place by date");
    const ledger = await getModerationLedger(testDb.db, { campaignId: campaign.id });
    expect(ledger.appeals).toEqual({ upheld: 0, reinstated: 1 });
    expect(ledger.total.removed).toBe(0);
    expect(ledger.total.published).toBe(3);
    // The author reads the outcome and its reason.
    const after = await loadMyReviewsPage(testDb.db, {
      userId: middle.userId,
      language: "hi",
      searchParams: new URLSearchParams(),
      count: async () => 1,
    });
    expect(after.list[0]?.appeal).toMatchObject({ state: "reinstated" });
    // The decider's words as written, beside a Hindi frame (decision 109); the outcome in Hindi.
    expect(after.list[0]?.appeal?.note).toContain("The number is the shop's own");
    expect(after.list[0]?.appeal?.text).toContain("अपील मंज़ूर हुई");
    // Decided once.
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: moderator.id,
        appealId: sent.appealId,
        outcome: "upheld",
        reason: "Second thoughts on this one.",
      }),
    ).toEqual({ ok: false, reason: "already_decided" });
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
  });

  it("upheld, the review stays removed and the ledger counts the kept removal", async () => {
    const { campaign, middle } = await removedReview();
    const sent = await appealRemoval(testDb.db, {
      userId: middle.userId,
      reviewId: middle.id,
      reason: "My review was about the food only.",
    });
    if (!sent.ok) throw new Error(sent.reason);
    const moderator = await newModerator();
    expect(
      await decideRemovalAppeal(testDb.db, {
        staffId: moderator.id,
        appealId: sent.appealId,
        outcome: "upheld",
        reason: "It still shows a private phone number.",
      }),
    ).toEqual({ ok: true, outcome: "upheld" });
    const page = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(page.map((item) => item.id)).not.toContain(middle.id);
    const ledger = await getModerationLedger(testDb.db, { campaignId: campaign.id });
    // ledger.appealUpheld_one
    expect(en.ledger.appealUpheld_one).toContain("removal kept after its author's appeal");
    expect(ledger.appeals).toEqual({ upheld: 1, reinstated: 0 });
    expect(ledger.total.removed).toBe(1);
    const [row] = await testDb.db
      .select()
      .from(removalAppeals)
      .where(eq(removalAppeals.id, sent.appealId));
    expect(row).toMatchObject({ outcome: "upheld", decidedBy: moderator.id });
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
  });

  it("leaves with its author's erased account: a waiting appeal goes, its words with it", async () => {
    const { middle } = await removedReview();
    const sent = await appealRemoval(testDb.db, {
      userId: middle.userId,
      reviewId: middle.id,
      reason: "My review was about the food only.",
    });
    if (!sent.ok) throw new Error(sent.reason);
    const erased = await eraseAccount(testDb.db, {
      profileId: middle.userId,
      givingUp: middle.earnings,
      phoneKey: "test-key",
    });
    expect(erased).toMatchObject({ ok: true });
    expect(
      await testDb.db.select().from(removalAppeals).where(eq(removalAppeals.id, sent.appealId)),
    ).toEqual([]);
  });
});
