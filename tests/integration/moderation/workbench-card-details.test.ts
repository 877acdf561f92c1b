import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import { findHeldReview } from "~/domain/moderation/held-review.server";
import { removeModerator } from "~/domain/moderation/manage-team.server";
import { loadReviewQueue, reviewCardDetails } from "~/routes/_staff/review-card/queue-cards.server";
import {
  activeCampaign,
  admin,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
  words,
} from "../../support/review-fixtures";
import { rejectedReview, revise } from "../../support/revision-fixtures";

setUpReviewsDatabase();

const copiedText = words(40, "paneer");

/** Only this review waits: a revised one whose new text copies another account's review. */
async function revisedCopy() {
  await testDb.db.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.status, "pending"));
  const earlier = await submitted(await newReviewer(), await activeCampaign(), {
    reviewText: copiedText,
  });
  await testDb.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, earlier.id));
  const reviewer = await newReviewer();
  const review = await rejectedReview(reviewer, await activeCampaign(), "Blurry bill");
  expect(await revise(reviewer, review, { reviewText: copiedText })).toMatchObject({ ok: true });
  return review;
}

describe("what the team sees beside a review", () => {
  it("gives a moderator's held review its copy flags, risk signals and earlier version, never a rating", async () => {
    const review = await revisedCopy();
    const moderator = await newModerator();
    expect(
      await handOutNextReview(testDb.db, { moderatorId: moderator.id, order: "oldest" }),
    ).toMatchObject({ ok: true, reviewId: review.id });
    const held = await findHeldReview(testDb.db, { moderatorId: moderator.id });
    expect(held).toMatchObject({ id: review.id, revisionCount: 1 });
    expect(held).not.toHaveProperty("rating");

    const read = (staffId: string) =>
      reviewCardDetails(testDb.db, {
        staffId,
        language: "hi",
        reviews: [{ id: review.id, revisionCount: 1 }],
      }).then((details) => details.get(review.id));
    const details = await read(moderator.id);
    expect(details?.flags.map((flag) => flag.kind)).toContain("copied_text");
    expect(details?.risk?.signals.length).toBeGreaterThan(0);
    expect(details?.history).toEqual([
      expect.objectContaining({ version: 1, rating: null, rejectionReason: "Blurry bill" }),
    ]);
    // Worded in the reader's language.
    expect(details?.flags[0]?.reason).toMatch(/[\u0900-\u097F]/);

    // Off the team, nothing; the same card for a reviewer, nothing.
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
    expect(await read(moderator.id)).toEqual({ flags: [] });
    expect(await read((await newReviewer()).id)).toEqual({ flags: [] });
  });

  it("never gives the admin's queue a rating, alone or with a team (decision 091)", async () => {
    const review = await revisedCopy();
    const queue = async () =>
      loadReviewQueue(testDb.db, {
        adminId: admin.id,
        language: "en",
        searchParams: new URLSearchParams(),
        count: 1,
        shown: true,
        // Read as the page reads it, with the counters.
        teamOfTwo: (await adminCounts(testDb.db, { adminId: admin.id })).teamOfTwo,
      });
    const alone = await queue();
    expect(alone.teamDecides).toBe(false);
    expect(alone.list[0]).toMatchObject({ id: review.id });
    expect(alone.list[0]).not.toHaveProperty("rating");
    expect(alone.list[0]?.history?.[0]?.rating).toBeNull();

    const moderator = await newModerator();
    const withTeam = await queue();
    expect(withTeam.teamDecides).toBe(true);
    expect(withTeam.list[0]).not.toHaveProperty("rating");
    expect(withTeam.list[0]?.history?.[0]?.rating).toBeNull();
    expect(withTeam.list[0]?.flags.map((flag) => flag.kind)).toContain("copied_text");
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
  });
});
