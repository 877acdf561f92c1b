import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, reviewChecks, reviews } from "~/db/schema";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { HOLD_MINUTES, handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import { hashClient, recordClientMarks } from "~/domain/trust/client-marks.server";
import {
  activeCampaign,
  DAY1,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** Decision 101: a team member decides only what the queue handed them, and check 2 is independent. */

const minutes = (n: number) => new Date(DAY1.getTime() + n * 60_000);
const SALT = "independent-checks-test-salt";
const rejection = {
  category: "other",
  reason: "The photo does not show this shop at all, so it cannot be accepted.",
};

async function clearQueue() {
  await testDb.db.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.status, "pending"));
}

async function pendingReview() {
  const campaign = await activeCampaign();
  return submitted(await newReviewer(), campaign);
}

async function stateOf(reviewId: string) {
  const [row] = await testDb.db
    .select({ status: reviews.status, heldBy: reviews.heldBy })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  const checks = await testDb.db
    .select({ kind: reviewChecks.kind, madeBy: reviewChecks.madeBy })
    .from(reviewChecks)
    .where(eq(reviewChecks.reviewId, reviewId));
  return { ...row, checks };
}

/** A 'Next review' from a client on this address and device, as the workbench sends it. */
function nextFrom(moderatorId: string, ip: string, deviceId: string, now = minutes(0)) {
  return handOutNextReview(testDb.db, {
    moderatorId,
    order: "oldest",
    now,
    client: { ip, deviceId },
    clientSalt: SALT,
  });
}

describe("a team member decides only the review handed to them", () => {
  it("refuses check 1 on a pending review the queue did not hand them, and changes nothing", async () => {
    await clearQueue();
    const [a] = [await newModerator(), await newModerator()];
    const review = await pendingReview();
    const before = await stateOf(review.id);

    const approve = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      checks: ["proof"],
      now: minutes(1),
    });
    expect(approve).toEqual({ ok: false, reason: "not_handed_to_you" });
    const reject = await rejectReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      ...rejection,
      now: minutes(1),
    });
    expect(reject).toEqual({ ok: false, reason: "not_handed_to_you" });
    expect(await stateOf(review.id)).toEqual(before);
    expect(before).toMatchObject({ status: "pending", checks: [] });
  });

  it("refuses check 2 by anyone the queue did not hand it to, and changes nothing", async () => {
    await clearQueue();
    const a = await newModerator();
    const b = await newModerator();
    const review = await pendingReview();
    const handed = await handOutNextReview(testDb.db, {
      moderatorId: a.id,
      order: "oldest",
      now: minutes(0),
    });
    expect(handed).toMatchObject({ ok: true, reviewId: review.id });
    expect(
      await approveReview(testDb.db, {
        reviewId: review.id,
        adminId: a.id,
        checks: ["proof"],
        now: minutes(1),
      }),
    ).toMatchObject({ ok: true, awaitingSecondCheck: true });
    const before = await stateOf(review.id);

    // B was never handed it: neither a passing nor a failing check 2 goes through.
    expect(
      await approveReview(testDb.db, {
        reviewId: review.id,
        adminId: b.id,
        checks: ["text"],
        now: minutes(2),
      }),
    ).toEqual({ ok: false, reason: "not_handed_to_you" });
    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: b.id,
        ...rejection,
        now: minutes(2),
      }),
    ).toEqual({ ok: false, reason: "not_handed_to_you" });
    expect(await stateOf(review.id)).toEqual(before);
    expect(before).toMatchObject({ status: "pending", checks: [{ kind: "proof", madeBy: a.id }] });
  });

  it("refuses a decision once the hold has run out", async () => {
    await clearQueue();
    const [a] = [await newModerator(), await newModerator()];
    const review = await pendingReview();
    await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest", now: minutes(0) });

    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: a.id,
        ...rejection,
        now: minutes(HOLD_MINUTES + 1),
      }),
    ).toEqual({ ok: false, reason: "not_handed_to_you" });
    expect((await stateOf(review.id)).status).toBe("pending");
  });
});

describe("the second check is independent of the first and of the business", () => {
  it("never hands check 2 to someone on the first checker's network or device", async () => {
    await clearQueue();
    const a = await newModerator();
    const sameNetwork = await newModerator();
    const sameDevice = await newModerator();
    const independent = await newModerator();
    const review = await pendingReview();
    expect(await nextFrom(a.id, "203.0.113.7", "device-of-a")).toMatchObject({
      reviewId: review.id,
    });
    await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      checks: ["proof"],
      now: minutes(1),
    });

    // The same /24 on another device, then another network on A's device: nothing to take.
    expect(await nextFrom(sameNetwork.id, "203.0.113.99", "device-x", minutes(2))).toEqual({
      ok: false,
      reason: "queue_empty",
    });
    expect(await nextFrom(sameDevice.id, "198.51.100.20", "device-of-a", minutes(2))).toEqual({
      ok: false,
      reason: "queue_empty",
    });
    const second = await nextFrom(independent.id, "192.0.2.44", "device-y", minutes(2));
    expect(second).toMatchObject({ ok: true, reviewId: review.id });
    expect(
      await approveReview(testDb.db, {
        reviewId: review.id,
        adminId: independent.id,
        checks: ["text"],
        now: minutes(3),
      }),
    ).toMatchObject({ ok: true, review: { status: "approved" } });
  });

  it("never hands a review to someone sharing a network or device with its business", async () => {
    await clearQueue();
    const linked = await newModerator();
    const other = await newModerator();
    const review = await pendingReview();
    const [campaign] = await testDb.db
      .select({ businessId: campaigns.businessId })
      .from(campaigns)
      .where(eq(campaigns.id, review.campaignId));
    if (!campaign) throw new Error("no campaign");
    // The owner signed in from the shop's counter device; the linked moderator uses it too.
    await recordClientMarks(testDb.db, {
      profileId: campaign.businessId,
      marks: hashClient({ ip: "203.0.113.50", deviceId: "shop-counter" }, SALT),
      now: minutes(0),
    });

    expect(await nextFrom(linked.id, "198.51.100.8", "shop-counter", minutes(1))).toEqual({
      ok: false,
      reason: "queue_empty",
    });
    const first = await nextFrom(other.id, "192.0.2.10", "device-z", minutes(1));
    expect(first).toMatchObject({ ok: true, reviewId: review.id });
    await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: other.id,
      checks: ["proof"],
      now: minutes(2),
    });
    // Nor check 2: the linked moderator is still passed over.
    expect(await nextFrom(linked.id, "198.51.100.8", "shop-counter", minutes(3))).toEqual({
      ok: false,
      reason: "queue_empty",
    });
  });

  it("refuses the check of someone linked since the hand-out, and the review goes back", async () => {
    await clearQueue();
    const a = await newModerator();
    const b = await newModerator();
    const review = await pendingReview();
    expect(await nextFrom(a.id, "203.0.113.7", "device-a2")).toMatchObject({
      reviewId: review.id,
    });
    await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      checks: ["proof"],
      now: minutes(1),
    });
    expect(await nextFrom(b.id, "192.0.2.80", "device-b2", minutes(2))).toMatchObject({
      reviewId: review.id,
    });
    // B signs in on A's device meanwhile.
    await recordClientMarks(testDb.db, {
      profileId: b.id,
      marks: hashClient({ ip: null, deviceId: "device-a2" }, SALT),
      now: minutes(3),
    });

    expect(
      await approveReview(testDb.db, {
        reviewId: review.id,
        adminId: b.id,
        checks: ["text"],
        now: minutes(4),
      }),
    ).toEqual({ ok: false, reason: "not_independent" });
    expect(await stateOf(review.id)).toMatchObject({
      status: "pending",
      heldBy: null,
      checks: [{ kind: "proof", madeBy: a.id }],
    });
  });
});
