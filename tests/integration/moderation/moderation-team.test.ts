import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, profiles, reviewChecks, reviews, sessions, teamMembers } from "~/db/schema";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { HOLD_MINUTES, handOutNextReview } from "~/domain/moderation/hand-out-review.server";
import {
  inviteModerator,
  removeModerator,
  suspendModerator,
} from "~/domain/moderation/manage-team.server";
import { listModeratorStats } from "~/domain/moderation/moderator-stats.server";
import { findTeamRole } from "~/domain/moderation/team.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import {
  activeCampaign,
  admin,
  DAY1,
  expectWallet,
  newModerator,
  newProfile,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

const minutes = (n: number) => new Date(DAY1.getTime() + n * 60_000);

async function pendingReview() {
  const campaign = await activeCampaign();
  const reviewer = await newReviewer();
  return { review: await submitted(reviewer, campaign), reviewer };
}

async function clearQueue() {
  await testDb.db.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.status, "pending"));
}

async function removeEveryModerator() {
  for (const member of await testDb.db.select().from(teamMembers)) {
    await removeModerator(testDb.db, { adminId: admin.id, phone: member.phone });
  }
}

describe("two people, two checks", () => {
  it("approves and credits only when a second person passes check 2; the first cannot do both", async () => {
    await removeEveryModerator();
    await clearQueue();
    const a = await newModerator();
    const b = await newModerator();
    const { review, reviewer } = await pendingReview();

    const handed = await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest" });
    expect(handed).toMatchObject({ ok: true, reviewId: review.id });
    expect(await handOutNextReview(testDb.db, { moderatorId: b.id, order: "oldest" })).toEqual({
      ok: false,
      reason: "queue_empty",
    });
    // B cannot decide what A holds; A cannot tick both checks while B is on the team.
    expect(
      await approveReview(testDb.db, { reviewId: review.id, adminId: b.id, checks: ["proof"] }),
    ).toEqual({ ok: false, reason: "held_by_other" });
    expect(await approveReview(testDb.db, { reviewId: review.id, adminId: a.id })).toEqual({
      ok: false,
      reason: "second_person_needed",
    });
    const first = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      checks: ["proof"],
    });
    expect(first).toMatchObject({
      ok: true,
      awaitingSecondCheck: true,
      review: { status: "pending" },
    });
    await expectWallet(reviewer.id, 0);
    // A is never handed it again, nor can A make check 2.
    expect(await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest" })).toEqual({
      ok: false,
      reason: "queue_empty",
    });
    expect(
      await approveReview(testDb.db, { reviewId: review.id, adminId: a.id, checks: ["text"] }),
    ).toEqual({ ok: false, reason: "second_person_needed" });

    expect(await handOutNextReview(testDb.db, { moderatorId: b.id, order: "risk" })).toMatchObject({
      ok: true,
      reviewId: review.id,
    });
    const second = await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: b.id,
      checks: ["text"],
    });
    expect(second).toMatchObject({ ok: true, review: { status: "approved", moderatedBy: b.id } });
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    const checks = await testDb.db
      .select()
      .from(reviewChecks)
      .where(eq(reviewChecks.reviewId, review.id));
    expect(checks.map(({ kind, passed, madeBy }) => ({ kind, passed, madeBy })).sort()).toEqual(
      expect.arrayContaining([
        { kind: "proof", passed: true, madeBy: a.id },
        { kind: "text", passed: true, madeBy: b.id },
      ]),
    );
    const reveals = await testDb.db
      .select({ profileId: auditEvents.profileId })
      .from(auditEvents)
      .where(eq(auditEvents.type, "review_rating_revealed"));
    expect(reveals.map((row) => row.profileId)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it("rejects when check 2 fails, and counts the disagreement for both people", async () => {
    await removeEveryModerator();
    await clearQueue();
    const a = await newModerator();
    const b = await newModerator();
    const { review, reviewer } = await pendingReview();
    await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest", now: minutes(0) });
    await approveReview(testDb.db, {
      reviewId: review.id,
      adminId: a.id,
      checks: ["proof"],
      now: minutes(2),
    });
    await handOutNextReview(testDb.db, { moderatorId: b.id, order: "oldest", now: minutes(3) });
    const rejected = await rejectReview(testDb.db, {
      reviewId: review.id,
      adminId: b.id,
      category: "other",
      reason: "Written about a different shop.",
      now: minutes(7),
    });
    expect(rejected).toEqual({ ok: true });
    await expectWallet(reviewer.id, 0);
    const stats = await listModeratorStats(testDb.db, { adminId: admin.id, now: minutes(8) });
    expect(stats.find((row) => row.profileId === a.id)).toMatchObject({
      decisions: 1,
      medianSeconds: 120,
      disagreements: 1,
    });
    expect(stats.find((row) => row.profileId === b.id)).toMatchObject({
      decisions: 1,
      medianSeconds: 240,
      disagreements: 1,
    });
    expect(await listModeratorStats(testDb.db, { adminId: a.id })).toEqual([]);
  });

  it("lets the admin alone make both checks in one go, as before", async () => {
    await removeEveryModerator();
    const { review, reviewer } = await pendingReview();
    const outcome = await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id });
    expect(outcome).toMatchObject({ ok: true, review: { status: "approved" } });
    await expectWallet(reviewer.id, REWARD_PER_REVIEW);
    const checks = await testDb.db
      .select({ kind: reviewChecks.kind, madeBy: reviewChecks.madeBy })
      .from(reviewChecks)
      .where(eq(reviewChecks.reviewId, review.id));
    expect(checks).toHaveLength(2);
  });
});

describe("holding a review", () => {
  it("gives the same review back to its holder, and returns an abandoned one by itself", async () => {
    await removeEveryModerator();
    await clearQueue();
    const a = await newModerator();
    const b = await newModerator();
    const { review } = await pendingReview();
    const now = minutes(0);
    await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest", now });
    expect(
      await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest", now: minutes(1) }),
    ).toMatchObject({ ok: true, reviewId: review.id });
    expect(
      await handOutNextReview(testDb.db, { moderatorId: b.id, order: "oldest", now: minutes(2) }),
    ).toEqual({ ok: false, reason: "queue_empty" });
    const later = minutes(1 + HOLD_MINUTES + 1);
    expect(
      await handOutNextReview(testDb.db, { moderatorId: b.id, order: "oldest", now: later }),
    ).toMatchObject({ ok: true, reviewId: review.id });
  });
});

describe("the team", () => {
  it("suspending a moderator ends their sessions, gives back their review and stops their work", async () => {
    await removeEveryModerator();
    await clearQueue();
    const a = await newModerator();
    await testDb.db
      .insert(sessions)
      .values({ tokenHash: `t-${a.id}`, profileId: a.id, expiresAt: minutes(600) });
    const { review } = await pendingReview();
    await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest" });
    expect(await suspendModerator(testDb.db, { adminId: admin.id, phone: a.phone })).toEqual({
      ok: true,
    });
    expect(await findTeamRole(testDb.db, a.id)).toBeUndefined();
    expect(await testDb.db.select().from(sessions).where(eq(sessions.profileId, a.id))).toEqual([]);
    const [held] = await testDb.db
      .select({ heldBy: reviews.heldBy })
      .from(reviews)
      .where(eq(reviews.id, review.id));
    expect(held?.heldBy).toBeNull();
    expect(await handOutNextReview(testDb.db, { moderatorId: a.id, order: "oldest" })).toEqual({
      ok: false,
      reason: "not_admin",
    });
    expect(
      await approveReview(testDb.db, { reviewId: review.id, adminId: a.id, checks: ["proof"] }),
    ).toEqual({ ok: false, reason: "not_admin" });
    const events = await testDb.db
      .select({ type: auditEvents.type, actor: auditEvents.profileId })
      .from(auditEvents)
      .where(and(eq(auditEvents.type, "moderator_suspended")));
    expect(events).toEqual([{ type: "moderator_suspended", actor: admin.id }]);
  });

  it("refuses to invite a number that has a reviewer or business account, or the admin's", async () => {
    const reviewer = await newReviewer();
    expect(await inviteModerator(testDb.db, { adminId: admin.id, phone: reviewer.phone })).toEqual({
      ok: false,
      reason: "has_other_account",
    });
    const [adminRow] = await testDb.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(
      await inviteModerator(testDb.db, { adminId: admin.id, phone: adminRow?.phone ?? "" }),
    ).toEqual({ ok: false, reason: "admin_number" });
    expect(await inviteModerator(testDb.db, { adminId: admin.id, phone: "12345" })).toEqual({
      ok: false,
      reason: "invalid_phone",
    });
    const someone = await newProfile("moderator");
    expect(
      await inviteModerator(testDb.db, { adminId: someone.id, phone: "+919812345678" }),
    ).toEqual({ ok: false, reason: "not_admin" });
  });
});
