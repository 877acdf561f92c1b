import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, findSession } from "~/auth/session.server";
import { auditEvents, campaigns, payouts, profiles, reviews } from "~/db/schema";
import { approveReview } from "~/domain/moderation/decide-review.server";
import { suspendAccount } from "~/domain/moderation/suspend-account.server";
import { decideAppeal } from "~/domain/moderation/suspension-appeals.server";
import { isPayoutHeld } from "~/domain/money/payouts/is-payout-held.server";
import { markPayoutPaid } from "~/domain/money/payouts/process-payout.server";
import { releasePayout } from "~/domain/money/payouts/release-or-retry-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { insertActiveCampaigns, insertPendingReviews } from "../../support/campaigns";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  balanceOf,
  business,
  newProfile,
  payoutRow,
  pendingPayoutOf,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings, rewards } from "../../support/reward-amounts";

import {
  appealed,
  endSessions,
  reviewsOf,
  sessionsOf,
  suspend,
  suspended,
} from "../../support/suspension-fixtures";

setUpPayoutsDatabase();

describe("suspendAccount", () => {
  it("rejects a reviewer's pending reviews without reward, keeps published ones, ends sessions", async () => {
    const reviewer = await reviewerWith(rewards(2));
    const [first, second] = await insertActiveCampaigns(testDb, business, 2);
    await insertPendingReviews(testDb, reviewer, [first?.id ?? "", second?.id ?? ""], 2);
    const { token } = await createSession(testDb.db, { profileId: reviewer.id });
    await createSession(testDb.db, { profileId: reviewer.id });
    const before = await balanceOf(reviewer.id);

    const outcome = await suspend(reviewer.id, "Proofs from one phone for 40 accounts");

    expect(outcome).toMatchObject({ ok: true, rejectedReviews: 2, pausedCampaigns: 0 });
    const after = await reviewsOf(reviewer.id);
    expect(after.filter((review) => review.status === "approved")).toHaveLength(2);
    expect(after.filter((review) => review.status === "rejected")).toHaveLength(2);
    expect(after.filter((review) => review.status === "pending")).toHaveLength(0);
    expect(after.filter((review) => review.status === "rejected").map((r) => r.earnings)).toEqual([
      0, 0,
    ]);
    const [rejected] = await testDb.db
      .select({ category: reviews.rejectionCategory, reason: reviews.rejectionReason })
      .from(reviews)
      .where(and(eq(reviews.userId, reviewer.id), eq(reviews.status, "rejected")))
      .limit(1);
    expect(rejected).toEqual({
      category: "other",
      reason: "Proofs from one phone for 40 accounts",
    });
    expect(await balanceOf(reviewer.id)).toBe(before);
    const [counts] = await testDb.db
      .select({ approved: profiles.approvedReviews, rejected: profiles.rejectedReviews })
      .from(profiles)
      .where(eq(profiles.id, reviewer.id));
    expect(counts).toEqual({ approved: 2, rejected: 2 });
    // Both slots open again, as after any rejection.
    const open = await testDb.db
      .select({ taken: campaigns.slotsTaken })
      .from(campaigns)
      .where(eq(campaigns.id, first?.id ?? ""));
    expect(open).toEqual([{ taken: 0 }]);
    expect(await sessionsOf(reviewer.id)).toEqual([]);
    expect(await findSession(testDb.db, { token })).toBeNull();
    const audit = await testDb.db
      .select({ type: auditEvents.type, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.profileId, admin.id), eq(auditEvents.type, "account_suspended")));
    expect(audit.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ accountId: reviewer.id, category: "rings", rejectedReviews: 2 }),
    );
    await expectPayoutInvariants(testDb.db);
  });

  it("never lets a session work while the suspension lasts", async () => {
    const reviewer = await reviewerWith(rewards(1));
    await suspended(reviewer.id);
    const { token } = await createSession(testDb.db, { profileId: reviewer.id });
    expect(await findSession(testDb.db, { token })).toBeNull();
  });

  it("holds a pending manual payout and refuses a new request", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    const rich = await reviewerWith(payoutEarnings);
    await suspended(reviewer.id);
    await suspended(rich.id);

    expect(await isPayoutHeld(testDb.db, reviewer.id)).toBe(true);
    expect(
      await markPayoutPaid(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reference: "UTR-1",
        now: tick(),
      }),
    ).toEqual({ ok: false, reason: "payout_held" });
    expect((await payoutRow(payout.id)).status).toBe("pending");
    expect(
      await requestPayout(testDb.db, { userId: rich.id, upiId: "rich@okaxis", now: tick() }),
    ).toEqual({ ok: false, reason: "account_suspended" });
    expect(await balanceOf(rich.id)).toBe(payoutEarnings);
    await expectPayoutInvariants(testDb.db);
  });

  it("holds a provider's queued payout, and lifting queues it again", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    await testDb.db
      .update(payouts)
      .set({ method: "razorpayx", status: "queued", holderName: "KIRAN" })
      .where(eq(payouts.id, payout.id));
    const suspension = await suspended(reviewer.id);
    expect(await payoutRow(payout.id)).toMatchObject({
      status: "held",
      holdReasons: ["accountSuspended"],
    });
    expect(
      await releasePayout(testDb.db, { payoutId: payout.id, adminId: admin.id, now: tick() }),
    ).toEqual({ ok: false, reason: "payout_held" });

    await appealed(suspension.id);
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: suspension.id,
        decision: "lift",
        reply: "Checked again: your proofs are your own.",
        now: tick(),
      }),
    ).toEqual({ ok: true, decision: "lifted", releasedPayouts: 1 });
    expect(await payoutRow(payout.id)).toMatchObject({ status: "queued", holdReasons: null });
    expect(await isPayoutHeld(testDb.db, reviewer.id)).toBe(false);
    await expectPayoutInvariants(testDb.db);
  });

  it("pauses a business's live campaigns and leaves their reviews to the admin", async () => {
    const owner = await newProfile("business");
    const reviewer = await reviewerWith(rewards(1));
    const [live] = await insertActiveCampaigns(testDb, owner, 1, { target: 3 });
    const [pending] = await insertPendingReviews(testDb, reviewer, [live?.id ?? ""], 1);

    const outcome = await suspend(owner.id);

    expect(outcome).toMatchObject({ ok: true, rejectedReviews: 0, pausedCampaigns: 1 });
    const [campaign] = await testDb.db
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, live?.id ?? ""));
    expect(campaign?.status).toBe("paused");
    // Another reviewer's honest review of the suspended business is still decided as usual.
    expect(
      await approveReview(testDb.db, { reviewId: pending?.id ?? "", adminId: admin.id }),
    ).toMatchObject({ ok: true });
  });

  it("refuses what it cannot do, and changes nothing", async () => {
    const reviewer = await reviewerWith(rewards(1));
    const other = { adminId: admin.id, subject: { profileId: reviewer.id }, endSessions };
    expect(await suspendAccount(testDb.db, { ...other, category: "", reason: "x" })).toEqual({
      ok: false,
      reason: "category_required",
    });
    expect(
      await suspendAccount(testDb.db, { ...other, category: "fraud", reason: " \u200b " }),
    ).toEqual({ ok: false, reason: "reason_required" });
    expect(
      await suspendAccount(testDb.db, { ...other, category: "fraud", reason: "x".repeat(501) }),
    ).toEqual({ ok: false, reason: "reason_too_long" });
    expect(
      await suspendAccount(testDb.db, {
        ...other,
        adminId: reviewer.id,
        category: "fraud",
        reason: "x",
      }),
    ).toEqual({ ok: false, reason: "not_admin" });
    expect(
      await suspendAccount(testDb.db, {
        ...other,
        subject: { profileId: admin.id },
        category: "abuse",
        reason: "x",
      }),
    ).toEqual({ ok: false, reason: "not_suspendable" });
    expect(
      await suspendAccount(testDb.db, {
        ...other,
        subject: { reviewId: "not-a-review" },
        category: "abuse",
        reason: "x",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    expect(await isPayoutHeld(testDb.db, reviewer.id)).toBe(false);
    await suspended(reviewer.id);
    expect(await suspend(reviewer.id)).toEqual({ ok: false, reason: "already_suspended" });
  });

  it("finds the account from the review, campaign or payout the admin sees", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    const outcome = await suspendAccount(testDb.db, {
      adminId: admin.id,
      subject: { payoutId: payout.id },
      category: "fraud",
      reason: "Paid to a stolen UPI ID",
      endSessions,
      now: tick(),
    });
    expect(outcome).toMatchObject({ ok: true, suspension: { profileId: reviewer.id } });
  });
});
