import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { openSlotsToday } from "~/domain/campaigns/daily-schedule";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { listPendingReviews } from "~/domain/moderation/review-queue.server";
import { REWARD_PER_REVIEW } from "~/domain/money/rupees";
import {
  listAvailableCampaigns,
  listMyReviews,
  reviewerTotals,
} from "~/domain/reviews/reviewer-lists.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  type Cursor,
  type KeysetWindow,
  loadKeysetPage,
  pageCount,
} from "~/domain/shared/list-pages";
import {
  activeCampaign,
  admin,
  atKolkata,
  availableIds,
  DAY1,
  DAY2,
  newProfile,
  newReviewer,
  pendingCampaign,
  reviewsOf,
  START,
  setUpReviewsDatabase,
  submit,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

describe("available campaigns", () => {
  it("lists active campaigns of the reviewer's city, oldest first, with the reward", async () => {
    const reviewer = await newReviewer();
    const older = await pendingCampaign({ city: "Sagar", name: "Older" });
    const newer = await activeCampaign({ city: "Sagar", name: "Newer" });
    // Approved after the newer one: order follows creation, not approval.
    await approveCampaign(testDb.db, { campaignId: older.id, adminId: admin.id, now: START });
    await activeCampaign({ city: "Indore", name: "Elsewhere" });
    await pendingCampaign({ city: "Sagar", name: "Not yet approved" });
    const rejected = await pendingCampaign({ city: "Sagar", name: "Rejected" });
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "Not a real place",
    });

    const list = await listAvailableCampaigns(testDb.db, {
      userId: reviewer.id,
      city: "Sagar",
      now: DAY1,
    });
    expect(list).toEqual([
      {
        id: older.id,
        businessName: "Older",
        city: "Sagar",
        mapsLink: "https://maps.app.goo.gl/sharma",
        topics: ["Food", "Service"],
        reward: REWARD_PER_REVIEW,
        // The visit's earliest date on Write Review (decision 074).
        startsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        cursor: { at: expect.stringMatching(/\.\d{6}Z$/), id: older.id },
      },
      expect.objectContaining({ id: newer.id, businessName: "Newer", reward: REWARD_PER_REVIEW }),
    ]);
    expect(
      (await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Sagar", now: DAY1 }))
        .available,
    ).toBe(2);
  });

  it("hides campaigns the reviewer has reviewed, whatever became of the review", async () => {
    const reviewer = await newReviewer();
    const [pending, rejectedReview, withdrawn, untouched] = [
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
      await activeCampaign({ city: "Rewa" }),
    ];
    await submitted(reviewer, pending);
    const toReject = await submitted(reviewer, rejectedReview);
    await rejectReview(testDb.db, {
      reviewId: toReject.id,
      adminId: admin.id,
      category: "other",
      reason: "Blurry",
    });
    const toWithdraw = await submitted(reviewer, withdrawn);
    await withdrawReview(testDb.db, { userId: reviewer.id, reviewId: toWithdraw.id });

    expect(await availableIds(reviewer, "Rewa")).toEqual([untouched.id]);
    const other = await newReviewer();
    expect(await availableIds(other, "Rewa")).toEqual([
      pending.id,
      rejectedReview.id,
      withdrawn.id,
      untouched.id,
    ]);
  });

  it("closes a campaign for the day once its day-1 allowance is taken, and opens it the next day", async () => {
    const campaign = await activeCampaign({ city: "Dewas", target: 100 });
    for (let index = 0; index < 5; index += 1) await submitted(await newReviewer(), campaign);
    const sixth = await newReviewer(undefined, "Dewas");

    expect(await availableIds(sixth, "Dewas")).toEqual([]);
    expect(
      (await reviewerTotals(testDb.db, { userId: sixth.id, city: "Dewas", now: DAY1 })).available,
    ).toBe(0);
    expect(await submit(sixth, campaign)).toEqual({ ok: false, reason: "campaign_unavailable" });

    // Day 2 starts at midnight in Kolkata, not in UTC.
    const lateDay1 = atKolkata("2026-11-22T23:59:00");
    const earlyDay2 = atKolkata("2026-11-23T00:01:00");
    expect(await availableIds(sixth, "Dewas", lateDay1)).toEqual([]);
    expect(await availableIds(sixth, "Dewas", earlyDay2)).toEqual([campaign.id]);
    expect(await submit(sixth, campaign, { now: earlyDay2 })).toMatchObject({ ok: true });
    expect(await reviewsOf(campaign.id)).toHaveLength(6);
  });

  it("never offers a campaign whose pending and approved reviews reach the target", async () => {
    const campaign = await activeCampaign({ city: "Satna", target: 1 });
    const first = await newReviewer();
    await submitted(first, campaign);
    const later = new Date("2026-12-30T06:00:00Z");
    const second = await newReviewer(undefined, "Satna");
    expect(await availableIds(second, "Satna", later)).toEqual([]);
    expect(await submit(second, campaign, { now: later })).toEqual({
      ok: false,
      reason: "campaign_unavailable",
    });
  });

  it("agrees with openSlotsToday on every day and at both ends of each Kolkata day", async () => {
    const campaign = await activeCampaign({ city: "Gwalior", target: 20 });
    const reviewer = await newReviewer();
    const check = async (taken: number) => {
      for (let day = 0; day <= 9; day += 1) {
        for (const time of ["00:00:30", "23:59:30"]) {
          const date = new Date(Date.parse("2026-11-21T00:00:00Z") + day * 86_400_000);
          const now = atKolkata(`${date.toISOString().slice(0, 10)}T${time}`);
          const open = openSlotsToday({
            status: "active",
            schedule: campaign.distributionSchedule,
            targetReviews: 20,
            startDate: campaign.startDate,
            taken,
            now,
          });
          const listed = (await availableIds(reviewer, "Gwalior", now)).includes(campaign.id);
          expect({ day, time, taken, listed }).toEqual({ day, time, taken, listed: open > 0 });
        }
      }
    };
    await check(0);
    // Schedule [1, 2, 6, 3, 3, 3, 2]: three reviews fill days 1 and 2.
    for (let index = 0; index < 3; index += 1) {
      await submitted(await newReviewer(), campaign, { now: DAY2 });
    }
    await check(3);
  });

  it("pages without skipping or repeating, and shows nothing to non-reviewers", async () => {
    const reviewer = await newReviewer();
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(await activeCampaign({ city: "Ratlam", name: `Shop ${index}` }));
    }
    const reviewed = created[2];
    if (!reviewed) throw new Error("no campaign");
    await submitted(reviewer, reviewed);
    const expected = created.filter((campaign) => campaign !== reviewed).map((c) => c.id);

    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await listAvailableCampaigns(testDb.db, {
        userId: reviewer.id,
        city: "Ratlam",
        now: DAY1,
        limit: 2,
        offset,
      });
      pages.push(...page.map((campaign) => campaign.id));
    }
    expect(pages).toEqual(expected);
    expect(
      (await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Ratlam", now: DAY1 }))
        .available,
    ).toBe(4);

    for (const userId of [(await newProfile("business")).id, admin.id, randomUUID(), "nope"]) {
      expect(
        await listAvailableCampaigns(testDb.db, { userId, city: "Ratlam", now: DAY1 }),
      ).toEqual([]);
      expect(
        (await reviewerTotals(testDb.db, { userId, city: "Ratlam", now: DAY1 })).available,
      ).toBe(0);
    }
  });
});

describe("paged lists", () => {
  it("page My Reviews and the review queue through every row, with their true totals", async () => {
    const reviewer = await newReviewer();
    for (let index = 0; index < 5; index += 1) {
      await submitted(reviewer, await activeCampaign({ city: "Sagar", name: `Paged ${index}` }));
    }
    const everyMine = await listMyReviews(testDb.db, { userId: reviewer.id, limit: 100 });
    expect((await reviewerTotals(testDb.db, { userId: reviewer.id, city: null })).myReviews).toBe(
      5,
    );
    // Read together, each total still counts its own rows: the five reviewed campaigns are not
    // available to their reviewer any more.
    const open = await listAvailableCampaigns(testDb.db, {
      userId: reviewer.id,
      city: "Sagar",
      limit: 50,
    });
    expect(await reviewerTotals(testDb.db, { userId: reviewer.id, city: "Sagar" })).toEqual({
      available: open.length,
      myReviews: 5,
    });
    const pendingInDb = await testDb.db.select().from(reviews).where(eq(reviews.status, "pending"));
    expect((await adminCounts(testDb.db, { adminId: admin.id })).pendingReviews).toBe(
      pendingInDb.length,
    );
    // Anyone but an admin reads zeros.
    expect(await adminCounts(testDb.db, { adminId: reviewer.id })).toEqual({
      pendingReviews: 0,
      pendingCampaigns: 0,
      campaigns: 0,
      pendingPayouts: 0,
      processedPayouts: 0,
      openReports: 0,
      openComplaints: 0,
      overdueComplaints: 0,
      waitingAppeals: 0,
      teamOfTwo: false,
    });
    expect((await adminCounts(testDb.db, { adminId: "not-a-uuid" })).pendingReviews).toBe(0);

    // Page by page as a typed link without cursors asks (by offset).
    const walk = async <T extends { id: string; cursor: Cursor }>(
      count: () => Promise<number>,
      list: (window: KeysetWindow) => Promise<T[]>,
    ) => {
      const ids: string[] = [];
      const total = await count();
      for (let page = 1; page <= pageCount(total, 2); page += 1) {
        const loaded = await loadKeysetPage({ request: { page }, size: 2, count, list });
        expect(loaded).toMatchObject({ page, count: total });
        ids.push(...loaded.list.map((row) => row.id));
      }
      // A page past the end shows the last one.
      const beyond = await loadKeysetPage({ request: { page: 99 }, size: 2, count, list });
      expect(beyond.page).toBe(pageCount(total, 2));
      return ids;
    };
    expect(
      await walk(
        async () =>
          (await reviewerTotals(testDb.db, { userId: reviewer.id, city: null })).myReviews,
        (window) => listMyReviews(testDb.db, { userId: reviewer.id, ...window }),
      ),
    ).toEqual(everyMine.map((review) => review.id));
    const queue = await walk(
      async () => (await adminCounts(testDb.db, { adminId: admin.id })).pendingReviews,
      (window) => listPendingReviews(testDb.db, { adminId: admin.id, ...window }),
    );
    expect(queue.toSorted()).toEqual(pendingInDb.map((review) => review.id).toSorted());
    expect(new Set(queue).size).toBe(queue.length);
  });
});
