import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, reviewRevisions } from "~/db/schema";
import { ORPHAN_PROOF_AGE_MS, sweepOrphanProofs } from "~/domain/jobs/sweep-orphan-proofs.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { removeModerator } from "~/domain/moderation/manage-team.server";
import {
  findEarlierTextForStaff,
  getEarlierProofForViewer,
  loadHistoryFor,
} from "~/domain/reviews/revision-history.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  activeCampaign,
  admin,
  DAY1,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  storage,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";
import { REJECTED_AT, rejectedReview, revise } from "../../support/revision-fixtures";

setUpReviewsDatabase();

async function historyRows(reviewId: string) {
  return testDb.db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, reviewId));
}

describe("a revised review's history", () => {
  it("is loaded for a page of reviews in one call, for the moderation team only, ratings for the admin only", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const revised = await rejectedReview(reviewer, campaign, "Blurry bill");
    expect((await revise(reviewer, revised)).ok).toBe(true);
    const untouched = await submitted(await newReviewer(), campaign);

    const history = await loadHistoryFor(testDb.db, {
      staffId: admin.id,
      reviewIds: [revised.id, untouched.id],
      withRatings: true,
    });
    const [adminRow] = await testDb.db
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, admin.id));
    expect(history).toEqual({
      [revised.id]: [
        {
          version: 1,
          reviewText: revised.reviewText,
          truncated: false,
          rating: revised.rating,
          rejectionReason: "Blurry bill",
          rejectionTemplate: null,
          submittedAt: DAY1,
          rejectedAt: REJECTED_AT,
          rejectedBy: adminRow?.username,
        },
      ],
    });
    const read = (staffId: string, withRatings = true) =>
      loadHistoryFor(testDb.db, { staffId, reviewIds: [revised.id], withRatings });
    // A moderator decides rating-blind (decisions 060 and 067), even when ratings are asked for.
    const moderator = await newModerator();
    expect((await read(moderator.id))[revised.id]?.[0]).toMatchObject({
      version: 1,
      rating: null,
      rejectionReason: "Blurry bill",
    });
    expect((await read(admin.id, false))[revised.id]?.[0]?.rating).toBeNull();
    expect(await read(reviewer.id)).toEqual({});
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
    expect(await read(moderator.id)).toEqual({});
    expect(
      await loadHistoryFor(testDb.db, { staffId: admin.id, reviewIds: [], withRatings: true }),
    ).toEqual({});
  });

  it("sends a long earlier text as a preview, and the whole of it to admins on request", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const longText = words(150, "delicious");
    const review = await submitted(reviewer, campaign, { reviewText: longText });
    const reason = "Bill?";
    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category: "other",
        reason,
        now: REJECTED_AT,
      }),
    ).toEqual({ ok: true });
    expect((await revise(reviewer, review)).ok).toBe(true);

    const history = await loadHistoryFor(testDb.db, {
      staffId: admin.id,
      reviewIds: [review.id],
      withRatings: true,
    });
    const earlier = history[review.id]?.[0];
    expect(earlier?.truncated).toBe(true);
    expect(earlier?.reviewText.length).toBeLessThanOrEqual(600);
    expect(longText.startsWith(earlier?.reviewText ?? "-")).toBe(true);
    const whole = (staffId: string, version = 1) =>
      findEarlierTextForStaff(testDb.db, { reviewId: review.id, version, staffId });
    expect(await whole(admin.id)).toBe(longText);
    const moderator = await newModerator();
    expect(await whole(moderator.id)).toBe(longText);
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
    expect(await whole(reviewer.id)).toBeNull();
    expect(await whole(admin.id, 2)).toBeNull();
  });

  it("shows the earlier proof to the moderation team and the author, and to no one else", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    expect((await revise(reviewer, review)).ok).toBe(true);
    const view = (viewerId: string, version = 1) =>
      getEarlierProofForViewer(testDb.db, { storage }, { reviewId: review.id, version, viewerId });
    expect((await view(admin.id))?.bytes.length).toBeGreaterThan(0);
    expect((await view(reviewer.id))?.bytes.length).toBeGreaterThan(0);
    const moderator = await newModerator();
    expect((await view(moderator.id))?.bytes.length).toBeGreaterThan(0);
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
    expect(await view(moderator.id)).toBeNull();
    expect(await view((await newReviewer()).id)).toBeNull();
    expect(await view(admin.id, 2)).toBeNull();
  });

  it("keeps the earlier version's proof through the orphan sweep", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    const result = await revise(reviewer, review);
    if (!result.ok) throw new Error(result.reason);
    const later = new Date(Date.now() + ORPHAN_PROOF_AGE_MS + 60_000);
    await sweepOrphanProofs(testDb.db, storage, { now: later });
    expect(await storage.get(review.proof)).not.toBeNull();
    expect(await storage.get(result.review.proof)).not.toBeNull();
  });

  it("stays with the review when its author withdraws the revision", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await rejectedReview(reviewer, campaign);
    expect((await revise(reviewer, review)).ok).toBe(true);
    expect(await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: review.id })).toEqual({
      ok: true,
    });
    expect(await historyRows(review.id)).toHaveLength(1);
  });
});
