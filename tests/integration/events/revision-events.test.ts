import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { reviseReview } from "~/domain/reviews/revise-review.server";
import { createDiskStorage } from "~/storage/storage.server";
import {
  activeCampaigns,
  admin,
  eventsOf,
  newProfile,
  newReviewer,
  pendingReviews,
  reviewText,
  setUpLiveEventsDatabase,
  testDb,
  tick,
} from "../../support/live-event-fixtures";

setUpLiveEventsDatabase();

describe("a revision's live events", () => {
  it("are a submission's: the author's list, the admins' queue, the business, and the city when it took the last slot", async () => {
    const business = await newProfile("business", { city: "Bhopal" });
    const [campaign] = await activeCampaigns(business, 1, { target: 1 });
    if (!campaign) throw new Error("no campaign");
    const author = await newReviewer("Bhopal");
    const [review] = await pendingReviews(author, [campaign.id]);
    if (!review) throw new Error("no review");
    const rejectedAt = tick();
    const rejected = await rejectReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      category: "other",
      reason: "Please upload the bill",
      now: rejectedAt,
    });
    expect(rejected).toEqual({ ok: true });
    const dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-events-revision-"));
    try {
      const proof = await sharp({
        create: { width: 8, height: 8, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      const events = await eventsOf(async () => {
        const result = await reviseReview(
          testDb.db,
          {
            storage: createDiskStorage({ dir }),
            now: () => new Date(rejectedAt.getTime() + 60_000),
          },
          { userId: author.id, reviewId: review.id, rating: 1, reviewText, proof },
        );
        if (!result.ok) throw new Error(result.reason);
      });
      expect(events).toEqual([
        { to: { profileId: author.id }, topics: ["my-reviews"] },
        { to: { role: "admin" }, topics: ["review-queue"] },
        { to: { profileId: business.id }, topics: ["my-campaigns"] },
        { to: { role: "user", city: "Bhopal" }, topics: ["available-campaigns"] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
