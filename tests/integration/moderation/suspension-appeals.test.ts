import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, findSession } from "~/auth/session.server";
import { auditEvents } from "~/db/schema";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { appealSuspension, decideAppeal } from "~/domain/moderation/suspension-appeals.server";
import {
  countSuspensionsInForce,
  listSuspensionsInForce,
  listWaitingAppeals,
} from "~/domain/moderation/suspension-lists.server";
import { isPayoutHeld } from "~/domain/money/payouts/is-payout-held.server";
import { listPendingPayouts } from "~/domain/money/payouts/payout-lists.server";
import { markPayoutPaid } from "~/domain/money/payouts/process-payout.server";
import { insertActiveCampaigns, insertPendingReviews } from "../../support/campaigns";
import { expectPayoutInvariants } from "../../support/money-invariants";
import {
  admin,
  business,
  pendingPayoutOf,
  reviewerWith,
  setUpPayoutsDatabase,
  testDb,
  tick,
} from "../../support/payout-fixtures";
import { payoutEarnings, rewards } from "../../support/reward-amounts";

import { appealed, reviewsOf, suspend, suspended } from "../../support/suspension-fixtures";

setUpPayoutsDatabase();

describe("appeals", () => {
  it("takes one appeal only, checked for length", async () => {
    const reviewer = await reviewerWith(rewards(1));
    const suspension = await suspended(reviewer.id);
    expect(
      await appealSuspension(testDb.db, { suspensionId: suspension.id, message: "sorry" }),
    ).toEqual({ ok: false, reason: "message_too_short" });
    expect(
      await appealSuspension(testDb.db, { suspensionId: suspension.id, message: "y".repeat(1001) }),
    ).toEqual({ ok: false, reason: "message_too_long" });
    await appealed(suspension.id);
    expect(
      await appealSuspension(testDb.db, {
        suspensionId: suspension.id,
        message: "Please, I really did visit these places.",
      }),
    ).toEqual({ ok: false, reason: "already_appealed" });
  });

  it("keeps a suspension with a reply; the person cannot appeal again", async () => {
    const reviewer = await reviewerWith(rewards(1));
    const suspension = await suspended(reviewer.id);
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: suspension.id,
        decision: "keep",
        reply: "Not yet appealed",
      }),
    ).toEqual({ ok: false, reason: "not_waiting" });
    await appealed(suspension.id);
    // The Appeals badge, read with every other badge, counts the waiting appeals (decision 084).
    const waiting = await listWaitingAppeals(testDb.db, { adminId: admin.id });
    expect(waiting.count).toBeGreaterThan(0);
    expect((await adminCounts(testDb.db, { adminId: admin.id })).waitingAppeals).toBe(
      waiting.count,
    );
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: suspension.id,
        decision: "keep",
        reply: "",
      }),
    ).toEqual({ ok: false, reason: "reply_required" });
    expect(
      await decideAppeal(testDb.db, {
        adminId: reviewer.id,
        suspensionId: suspension.id,
        decision: "lift",
        reply: "ok",
      }),
    ).toEqual({ ok: false, reason: "not_admin" });
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: suspension.id,
        decision: "keep",
        reply: "The same device wrote for 40 accounts.",
        now: tick(),
      }),
    ).toEqual({ ok: true, decision: "kept", releasedPayouts: 0 });
    expect(await isPayoutHeld(testDb.db, reviewer.id)).toBe(true);
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: suspension.id,
        decision: "keep",
        reply: "Kept twice?",
      }),
    ).toEqual({ ok: false, reason: "not_waiting" });
    expect(
      await appealSuspension(testDb.db, {
        suspensionId: suspension.id,
        message: "Please look at it once more.",
      }),
    ).toEqual({ ok: false, reason: "already_appealed" });
  });

  it("lists the suspensions in force, newest first, and lifts one without an appeal or after a kept one", async () => {
    const quiet = await suspended((await reviewerWith(rewards(1))).id);
    const kept = await suspended((await reviewerWith(rewards(1))).id);
    await appealed(kept.id);
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: kept.id,
        decision: "keep",
        reply: "Same device as 40 accounts.",
      }),
    ).toMatchObject({ ok: true, decision: "kept" });
    const inForce = () =>
      listSuspensionsInForce(testDb.db, { adminId: admin.id, limit: 100 }).then((rows) =>
        rows.map((row) => row.id),
      );
    const before = await inForce();
    expect(before.indexOf(kept.id)).toBeLessThan(before.indexOf(quiet.id));
    expect(before.indexOf(quiet.id)).toBeGreaterThanOrEqual(0);
    expect(await countSuspensionsInForce(testDb.db)).toBe(before.length);
    expect(await listSuspensionsInForce(testDb.db, { adminId: quiet.id, limit: 100 })).toEqual([]);

    for (const { id } of [quiet, kept]) {
      expect(
        await decideAppeal(testDb.db, {
          adminId: admin.id,
          suspensionId: id,
          decision: "lift",
          reply: "We looked again: you may work.",
        }),
      ).toMatchObject({ ok: true, decision: "lifted" });
    }
    const after = await inForce();
    expect(after).not.toContain(quiet.id);
    expect(after).not.toContain(kept.id);
    expect(
      await decideAppeal(testDb.db, {
        adminId: admin.id,
        suspensionId: quiet.id,
        decision: "lift",
        reply: "again",
      }),
    ).toEqual({ ok: false, reason: "not_waiting" });
  });

  it("lifting restores sign-in and Mark Paid, and leaves rejected reviews rejected", async () => {
    const { reviewer, payout } = await pendingPayoutOf(payoutEarnings);
    const [campaign] = await insertActiveCampaigns(testDb, business, 1);
    await insertPendingReviews(testDb, reviewer, [campaign?.id ?? ""], 4);
    const suspension = await suspended(reviewer.id);
    // The admin's payout card says why it waits (and Mark Paid is refused meanwhile).
    const shown = async () =>
      (await listPendingPayouts(testDb.db, { limit: 200 })).find((row) => row.id === payout.id)
        ?.accountSuspended;
    expect(await shown()).toBe(true);
    await appealed(suspension.id);
    await decideAppeal(testDb.db, {
      adminId: admin.id,
      suspensionId: suspension.id,
      decision: "lift",
      reply: "Sorry, our mistake.",
      now: tick(),
    });
    expect(await shown()).toBe(false);

    const { token } = await createSession(testDb.db, { profileId: reviewer.id });
    expect(await findSession(testDb.db, { token })).not.toBeNull();
    expect(
      await markPayoutPaid(testDb.db, {
        payoutId: payout.id,
        adminId: admin.id,
        reference: "UTR-9",
        now: tick(),
      }),
    ).toMatchObject({ ok: true });
    const statuses = (await reviewsOf(reviewer.id)).map((review) => review.status);
    expect(statuses.filter((status) => status === "rejected")).toHaveLength(1);
    // A second suspension later is a new one, with its own appeal.
    expect(await suspend(reviewer.id)).toMatchObject({ ok: true });
    const types = await testDb.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(eq(auditEvents.type, "suspension_lifted"));
    expect(types.length).toBeGreaterThan(0);
    await expectPayoutInvariants(testDb.db);
  });
});
