import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Role } from "~/db/schema";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import { canReceive, type Viewer } from "~/events/live-events";
import { createDiskStorage } from "~/storage/storage.server";
import {
  activeCampaigns,
  admin,
  approved,
  earn,
  eventsOf,
  newProfile,
  newReviewer,
  pendingReviewOf,
  pendingReviews,
  reviewText,
  setUpLiveEventsDatabase,
  testDb,
  tick,
} from "../../support/live-event-fixtures";
import { belowPayout, payoutEarnings } from "../../support/reward-amounts";
import { visitOn } from "../../support/visit";

setUpLiveEventsDatabase();

describe("domain events", () => {
  it("submitReview tells the author's other pages, the business and the admins; the city only when it took the last slot", async () => {
    const business = await newProfile("business", { city: "Bhopal" });
    const [roomy] = await activeCampaigns(business, 1, { target: 100 });
    const [single] = await activeCampaigns(business, 1, { target: 1 });
    if (!roomy || !single) throw new Error("no campaign");
    const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-events-proof-"));
    try {
      const proof = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      const submit = (reviewer: { id: string }, campaignId: string) =>
        eventsOf(async () => {
          const result = await submitReview(
            testDb.db,
            { storage: createDiskStorage({ dir }), now: () => new Date("2026-11-22T06:00:00Z") },
            {
              userId: reviewer.id,
              campaignId,
              rating: 2,
              reviewText,
              proof,
              ...visitOn(new Date("2026-11-22T06:00:00Z")),
            },
          );
          if (!result.ok) throw new Error(result.reason);
        });
      const author = await newReviewer("Bhopal");
      expect(await submit(author, roomy.id)).toEqual([
        { to: { profileId: author.id }, topics: ["my-reviews", "available-campaigns"] },
        { to: { role: "admin" }, topics: ["review-queue"] },
        { to: { profileId: business.id }, topics: ["my-campaigns"] },
      ]);
      const last = await newReviewer("Bhopal");
      expect(await submit(last, single.id)).toEqual([
        { to: { profileId: last.id }, topics: ["my-reviews", "available-campaigns"] },
        { to: { role: "admin" }, topics: ["review-queue"] },
        { to: { profileId: business.id }, topics: ["my-campaigns"] },
        { to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("approveReview tells only the reviewer, the business and the admins: the city's other reviewers hear nothing", async () => {
    const reviewer = await newReviewer("Bhopal");
    const neighbour = await newReviewer("Bhopal");
    const elsewhere = await newReviewer("Indore");
    const { business, campaign, review } = await pendingReviewOf(reviewer);
    const [neighbourReview] = await pendingReviews(neighbour, [campaign.id]);
    const otherBusiness = await newProfile("business", { city: "Bhopal" });

    const events = await eventsOf(() => approved(review.id));

    expect(events).toEqual([
      { to: { profileId: reviewer.id }, topics: ["my-reviews", "wallet"] },
      { to: { role: "admin" }, topics: ["review-queue"] },
      { to: { profileId: business.id }, topics: ["my-campaigns"] },
    ]);
    // Events say who and what changed, never the data or anybody else.
    const text = JSON.stringify(events);
    for (const secret of [neighbour.id, elsewhere.id, otherBusiness.id, admin.id]) {
      expect(text).not.toContain(secret);
    }
    for (const data of [review.id, campaign.id, neighbourReview?.id, reviewer.phone, "Kiran"]) {
      expect(text).not.toContain(data);
    }
    // What each person's stream would carry.
    const topicsFor = (profile: { id: string; role: Role; city: string | null }) => {
      const viewer: Viewer = { id: profile.id, role: profile.role, city: profile.city };
      return events.filter((event) => canReceive(viewer, event)).flatMap((event) => event.topics);
    };
    expect(topicsFor(reviewer)).toEqual(["my-reviews", "wallet"]);
    expect(topicsFor(neighbour)).toEqual([]);
    expect(topicsFor(elsewhere)).toEqual([]);
    expect(topicsFor(business)).toEqual(["my-campaigns"]);
    expect(topicsFor(otherBusiness)).toEqual([]);
    expect(topicsFor({ ...admin, role: "admin", city: null })).toEqual(["review-queue"]);
  });

  it("a rejection or withdrawal tells the city only when it reopens a full campaign", async () => {
    const business = await newProfile("business", { city: "Bhopal" });
    const [full] = await activeCampaigns(business, 1, { target: 1 });
    const [roomy] = await activeCampaigns(business, 1, { target: 5 });
    if (!full || !roomy) throw new Error("no campaign");
    const first = await newReviewer("Bhopal");
    const second = await newReviewer("Bhopal");
    const [fullReview] = await pendingReviews(first, [full.id]);
    const [roomyReview] = await pendingReviews(second, [roomy.id]);
    if (!fullReview || !roomyReview) throw new Error("no review");
    const cityEvent = { to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] };

    const reopened = await eventsOf(async () => {
      const result = await rejectReview(testDb.db, {
        reviewId: fullReview.id,
        adminId: admin.id,
        category: "other",
        reason: "Please upload the bill",
      });
      if (!result.ok) throw new Error(result.reason);
    });
    expect(reopened).toContainEqual(cityEvent);
    expect(reopened).toContainEqual({ to: { profileId: first.id }, topics: ["my-reviews"] });

    const stillOpen = await eventsOf(async () => {
      const result = await withdrawReview(testDb.db, {
        userId: second.id,
        reviewId: roomyReview.id,
      });
      if (!result.ok) throw new Error(result.reason);
    });
    expect(stillOpen).not.toContainEqual(cityEvent);
    expect(stillOpen).toContainEqual({ to: { profileId: business.id }, topics: ["my-campaigns"] });
  });

  it("a refused or repeated approval publishes nothing", async () => {
    const reviewer = await newReviewer();
    const { review } = await pendingReviewOf(reviewer);
    await approved(review.id);

    const events = await eventsOf(async () => {
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId: admin.id })).toEqual({
        ok: true,
        review: expect.objectContaining({ id: review.id }),
        repeated: true,
      });
      expect(await approveReview(testDb.db, { reviewId: randomUUID(), adminId: admin.id })).toEqual(
        { ok: false, reason: "not_found" },
      );
      expect(await approveReview(testDb.db, { reviewId: review.id, adminId: reviewer.id })).toEqual(
        { ok: false, reason: "not_admin" },
      );
    });

    expect(events).toEqual([]);
  });

  it("an approval inside an outer transaction that rolls back publishes nothing", async () => {
    const reviewer = await newReviewer();
    const { review } = await pendingReviewOf(reviewer);

    const events = await eventsOf(() =>
      expect(
        testDb.db.transaction(async (tx) => {
          const result = await approveReview(tx, { reviewId: review.id, adminId: admin.id });
          expect(result.ok).toBe(true);
          throw new Error("outer failure");
        }),
      ).rejects.toThrow("outer failure"),
    );

    expect(events).toEqual([]);
    // The approval itself rolled back too: approving now succeeds and is announced.
    const again = await eventsOf(() => approved(review.id));
    expect(again).toContainEqual({
      to: { profileId: reviewer.id },
      topics: ["my-reviews", "wallet"],
    });
  });

  it("requestPayout tells the reviewer's wallet and the admins' payout queue", async () => {
    const reviewer = await newReviewer();
    const other = await newReviewer();
    await earn(reviewer, payoutEarnings);

    const events = await eventsOf(async () => {
      const result = await requestPayout(testDb.db, {
        userId: reviewer.id,
        upiId: "kiran@okaxis",
        now: tick(),
      });
      expect(result.ok).toBe(true);
    });

    expect(events).toEqual([
      { to: { profileId: reviewer.id }, topics: ["wallet"] },
      { to: { role: "admin" }, topics: ["payout-queue"] },
    ]);
    expect(JSON.stringify(events)).not.toContain(other.id);
  });

  it("a refused payout request publishes nothing", async () => {
    const poor = await newReviewer();
    await earn(poor, belowPayout);
    const pending = await newReviewer();
    await earn(pending, payoutEarnings);
    const first = await requestPayout(testDb.db, { userId: pending.id, upiId: "kiran@okaxis" });
    expect(first.ok).toBe(true);

    const events = await eventsOf(async () => {
      expect(await requestPayout(testDb.db, { userId: poor.id, upiId: "kiran@okaxis" })).toEqual({
        ok: false,
        reason: "below_minimum",
      });
      expect(await requestPayout(testDb.db, { userId: pending.id, upiId: "kiran@okaxis" })).toEqual(
        { ok: false, reason: "pending_exists" },
      );
      expect(await requestPayout(testDb.db, { userId: poor.id, upiId: "kiran" })).toEqual({
        ok: false,
        reason: "upi_invalid",
      });
      expect(await requestPayout(testDb.db, { userId: admin.id, upiId: "kiran@okaxis" })).toEqual({
        ok: false,
        reason: "not_reviewer",
      });
    });

    expect(events).toEqual([]);
  });
});
