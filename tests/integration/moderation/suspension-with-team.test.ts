import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAllSessions } from "~/auth/session.server";
import { reviews } from "~/db/schema";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import { suspendAccount } from "~/domain/moderation/suspend-account.server";
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

describe("a suspension while a moderation team works", () => {
  it("rejects the reviewer's pending reviews even when one is held by a moderator and one is half-checked", async () => {
    // Only this reviewer's reviews wait, so 'Next review' hands out theirs.
    await testDb.db
      .update(reviews)
      .set({ status: "withdrawn" })
      .where(eq(reviews.status, "pending"));
    const moderator = await newModerator();
    const reviewer = await newReviewer();
    const first = await submitted(reviewer, await activeCampaign());
    const second = await submitted(reviewer, await activeCampaign());
    // Both may carry the same submitted-at time, so the hand-out picks either: the other is half-checked.
    const handedOut = await handOutNextReview(testDb.db, {
      moderatorId: moderator.id,
      order: "oldest",
    });
    expect(handedOut).toMatchObject({ ok: true });
    const heldId = handedOut.ok ? handedOut.reviewId : "";
    expect([first.id, second.id]).toContain(heldId);
    const halfChecked = heldId === first.id ? second : first;
    // The admin, on a team, checks only what 'Next review' hands them (decision 101).
    expect(
      await handOutNextReview(testDb.db, { moderatorId: admin.id, order: "oldest" }),
    ).toMatchObject({ ok: true, reviewId: halfChecked.id });
    expect(
      await approveReview(testDb.db, {
        reviewId: halfChecked.id,
        adminId: admin.id,
        checks: ["proof"],
      }),
    ).toMatchObject({ ok: true, awaitingSecondCheck: true });

    const outcome = await suspendAccount(testDb.db, {
      adminId: admin.id,
      subject: { profileId: reviewer.id },
      category: "fraud",
      reason: "One phone's proofs for many accounts",
      endSessions: (tx, profileId) => deleteAllSessions(tx, { profileId }),
    });

    expect(outcome).toMatchObject({ ok: true, rejectedReviews: 2 });
    const after = await testDb.db
      .select({ status: reviews.status, heldBy: reviews.heldBy })
      .from(reviews)
      .where(eq(reviews.userId, reviewer.id));
    expect(after).toEqual([
      { status: "rejected", heldBy: null },
      { status: "rejected", heldBy: null },
    ]);
  });
});
