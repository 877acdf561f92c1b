import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews, teamMembers } from "~/db/schema";
import { listCheckOnePassed } from "~/domain/moderation/check-one-passed.server";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import { removeModerator } from "~/domain/moderation/manage-team.server";
import {
  activeCampaign,
  admin,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

// Issue 46, point 13: with a team, the admin's Review Queue says which reviews passed check 1
// and wait for check 2 (the card's badge reads this).
describe("check 1 passed, waiting for check 2", () => {
  it("names a pending review once a team member passed its check 1, to the admin only", async () => {
    for (const member of await testDb.db.select().from(teamMembers)) {
      await removeModerator(testDb.db, { adminId: admin.id, phone: member.phone });
    }
    await testDb.db
      .update(reviews)
      .set({ status: "withdrawn" })
      .where(eq(reviews.status, "pending"));
    const moderator = await newModerator();
    const campaign = await activeCampaign();
    const review = await submitted(await newReviewer(), campaign);
    const other = await submitted(await newReviewer(), campaign);
    const ids = [review.id, other.id];

    expect(await listCheckOnePassed(testDb.db, { adminId: admin.id, reviewIds: ids })).toEqual(
      new Set(),
    );
    const handed = await handOutNextReview(testDb.db, {
      moderatorId: moderator.id,
      order: "oldest",
    });
    if (!handed.ok) throw new Error(`nothing handed out: ${handed.reason}`);
    expect(ids).toContain(handed.reviewId);
    expect(
      await approveReview(testDb.db, {
        reviewId: handed.reviewId,
        adminId: moderator.id,
        checks: ["proof"],
      }),
    ).toMatchObject({ ok: true, awaitingSecondCheck: true });

    expect(await listCheckOnePassed(testDb.db, { adminId: admin.id, reviewIds: ids })).toEqual(
      new Set([handed.reviewId]),
    );
    // Only the admin's list reads it.
    expect(await listCheckOnePassed(testDb.db, { adminId: moderator.id, reviewIds: ids })).toEqual(
      new Set(),
    );
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
  });
});
