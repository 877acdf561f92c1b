import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { listPendingReviews } from "~/domain/moderation/review-queue.server";
import { getPublicCampaignPage } from "~/domain/reviews/public-reviews.server";
import { listMyReviews } from "~/domain/reviews/reviewer-lists.server";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  DAY2,
  newReviewer,
  pendingCampaign,
  reviewText,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

describe("lists", () => {
  it("shows a reviewer their own reviews, newest first", async () => {
    const reviewer = await newReviewer();
    const first = await activeCampaign({ name: "First Cafe" });
    const second = await activeCampaign({ name: "Second Cafe" });
    const older = await submitted(reviewer, first, { rating: 5, now: DAY1 });
    const newer = await submitted(reviewer, second, { rating: 1, now: DAY2 });
    await submitted(await newReviewer(), first);

    expect(await listMyReviews(testDb.db, { userId: reviewer.id })).toEqual([
      {
        id: newer.id,
        campaignId: second.id,
        businessName: "Second Cafe",
        createdAt: DAY2,
        rating: 1,
        status: "pending",
        rejectionReason: null,
        rejectionCategory: null,
        rejectionTemplate: null,
        earnings: 0,
        removalGround: null,
        removalNote: null,
        appeal: null,
        cursor: { at: DAY2.toISOString().replace(".000Z", ".000000Z"), id: newer.id },
      },
      expect.objectContaining({ id: older.id, businessName: "First Cafe", rating: 5 }),
    ]);
    expect(await listMyReviews(testDb.db, { userId: reviewer.id, limit: 1 })).toHaveLength(1);
  });

  it("queues pending reviews oldest first for admins, with only the reviewer id's tail and no rating", async () => {
    const campaign = await activeCampaign({ name: "Queue Cafe" });
    const reviewer = await newReviewer();
    // Older than anything else in this file, so it heads the queue.
    const review = await submitted(reviewer, campaign, {
      rating: 1,
      now: new Date("2026-11-22T04:30:00Z"),
    });

    const queue = await listPendingReviews(testDb.db, { adminId: admin.id, limit: 100 });
    // Only an admin reads the queue.
    expect(await listPendingReviews(testDb.db, { adminId: reviewer.id, limit: 100 })).toEqual([]);
    expect(await listPendingReviews(testDb.db, { adminId: "not-a-uuid", limit: 100 })).toEqual([]);
    expect(queue[0]).toEqual({
      id: review.id,
      campaignId: campaign.id,
      businessName: "Queue Cafe",
      reviewerIdTail: reviewer.id.slice(-6),
      reviewText,
      createdAt: new Date("2026-11-22T04:30:00Z"),
      revisionCount: 0,
      cursor: { at: "2026-11-22T04:30:00.000000Z", id: review.id },
    });
    // Rating-blind (decision 091): the queue never carries the rating; 'Show rating' is logged.
    expect(queue.some((row) => "rating" in row)).toBe(false);
    const times = queue.map((row) => row.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(queue.every((row) => row.reviewerIdTail.length === 6)).toBe(true);
    expect(await listPendingReviews(testDb.db, { adminId: admin.id, limit: 2 })).toHaveLength(2);

    for (const adminId of [reviewer.id, campaign.businessId, randomUUID(), "x"]) {
      expect(await listPendingReviews(testDb.db, { adminId })).toEqual([]);
    }
  });
});

describe("public campaign page", () => {
  it("shows approved reviews only, newest first, with nothing private about reviewers", async () => {
    const campaign = await activeCampaign({ name: "Public Cafe", city: "Indore" });
    const entries = [];
    for (const [index, rating] of [5, 1, 3, 2].entries()) {
      const reviewer = await newReviewer(`Public ${index}`);
      const review = await submitted(reviewer, campaign, {
        rating,
        // The last two share a timestamp: the id decides between them.
        now: new Date(DAY1.getTime() + Math.min(index, 2) * 60_000),
      });
      entries.push({ reviewer, review });
    }
    const [a, b, c, d] = entries;
    if (!a || !b || !c || !d) throw new Error("no reviews");
    await approved(a.review.id);
    await approved(c.review.id);
    await approved(d.review.id);
    await rejectReview(testDb.db, {
      reviewId: b.review.id,
      adminId: admin.id,
      category: "other",
      reason: "Copied",
    });
    const pendingReviewer = await newReviewer();
    await submitted(pendingReviewer, campaign);

    const page = await getPublicCampaignPage(testDb.db, { campaignId: campaign.id });
    if (!page) throw new Error("no page");
    const [first, second] = [c, d].sort((x, y) => (x.review.id < y.review.id ? 1 : -1));
    expect(page.reviews.map((review) => review.id)).toEqual([
      first?.review.id,
      second?.review.id,
      a.review.id,
    ]);
    expect(page).toMatchObject({
      businessName: "Public Cafe",
      city: "Indore",
      approvedCount: 3,
      averageRating: (5 + 3 + 2) / 3,
    });
    for (const review of page.reviews) {
      expect(Object.keys(review).sort()).toEqual(
        [
          "approvedReviews",
          "createdAt",
          "cursor",
          "id",
          "rating",
          "reviewText",
          "reviewerLevel",
          "reviewerName",
          "visitedOn",
          // A yes or no only (decision 129): never the proof's band, distance or time.
          "visitChecked",
        ].sort(),
      );
      expect(Object.keys(review.cursor).sort()).toEqual(["at", "id"]);
    }
    const json = JSON.stringify(page);
    for (const { reviewer, review } of entries) {
      expect(json).not.toContain(reviewer.id);
      expect(json).not.toContain(reviewer.phone);
      expect(json).not.toContain(review.reviewerEmail);
      expect(json).not.toContain(review.proof);
    }
    expect(json).not.toContain(campaign.businessId);

    const paged = await getPublicCampaignPage(testDb.db, {
      campaignId: campaign.id,
      limit: 2,
      offset: 2,
    });
    expect(paged?.reviews.map((review) => review.id)).toEqual([a.review.id]);
    expect(paged?.approvedCount).toBe(3);
  });

  it("exists for live and completed campaigns, even with no approved review yet", async () => {
    const live = await activeCampaign({ name: "Fresh Cafe" });
    expect(await getPublicCampaignPage(testDb.db, { campaignId: live.id })).toEqual({
      businessName: "Fresh Cafe",
      city: "Bhopal",
      address: null,
      mapsLink: live.mapsLink,
      shortCode: live.shortCode,
      averageRating: null,
      approvedCount: 0,
      reviews: [],
    });
    const done = await activeCampaign({ target: 1 });
    await approved((await submitted(await newReviewer(), done, { rating: 1 })).id);
    expect(await getPublicCampaignPage(testDb.db, { campaignId: done.id })).toMatchObject({
      averageRating: 1,
      approvedCount: 1,
    });
  });

  it("does not exist for campaigns that were never approved or ids that do not match", async () => {
    const pending = await pendingCampaign();
    const rejected = await pendingCampaign();
    await rejectCampaign(testDb.db, {
      campaignId: rejected.id,
      adminId: admin.id,
      reason: "Not a real place",
    });
    for (const campaignId of [pending.id, rejected.id, randomUUID(), "'; drop table x; --"]) {
      expect(await getPublicCampaignPage(testDb.db, { campaignId })).toBeNull();
    }
  });
});
