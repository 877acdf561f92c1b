import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffAccessViews } from "~/db/schema";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { removeModerator } from "~/domain/moderation/manage-team.server";
import { revealRating } from "~/domain/moderation/reveal-rating.server";
import { listAccessLog } from "~/domain/privacy/access-log-lists.server";
import { listPublicReviews } from "~/domain/reviews/public-reviews.server";
import en from "~/i18n/locales/en";
import { loadReviewQueue } from "~/routes/_staff/review-card/queue-cards.server";
import {
  activeCampaign,
  admin,
  approved,
  DAY1,
  expectWallet,
  newModerator,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

/*
 * Decision 091. The promises this file proves, read from the English catalogue as the pages show
 * them: policies.reviewPolicy.sections.ratingBlind.text, decisionTimes.ratingBlind and
 * policies.reviewPolicy.sections.rating.text. The appeal's promises: removal-appeals.test.ts.
 */

setUpReviewsDatabase();

/** The admin's Review Queue as the page's loader gives it: every byte the browser receives. */
const adminQueue = async () =>
  loadReviewQueue(testDb.db, {
    adminId: admin.id,
    language: "en",
    searchParams: new URLSearchParams(),
    count: 50,
    shown: true,
    teamOfTwo: (await adminCounts(testDb.db, { adminId: admin.id })).teamOfTwo,
  });

const ratingViews = (reviewId: string) =>
  testDb.db
    .select()
    .from(staffAccessViews)
    .where(and(eq(staffAccessViews.kind, "rating"), eq(staffAccessViews.recordId, reviewId)));

describe("rating-blind checks in every setup", () => {
  it("sends the lone admin's queue no rating, and shows one only through a logged 'Show rating'", async () => {
    // policies.reviewPolicy.sections.ratingBlind.text: the words the review policy shows.
    const promise = en.policies.reviewPolicy.sections.ratingBlind.text;
    expect(promise).toContain("also when the admin checks alone");
    expect(promise).toContain("'Show rating'");
    expect(promise).toContain("staff access log");
    // decisionTimes.ratingBlind: the public page's sentence says the same.
    expect(en.decisionTimes.ratingBlind).toContain("staff access log");
    expect(en.queue.showRating).toBe("Show rating");

    const review = await submitted(await newReviewer(), await activeCampaign(), { rating: 5 });
    const queue = await adminQueue();
    expect(queue.teamDecides).toBe(false);
    const card = queue.list.find((item) => item.id === review.id);
    expect(card).toBeDefined();
    // Not in the loader's data at all, under any name: the page cannot show what it never got.
    expect(JSON.stringify(queue)).not.toMatch(/"rating"\s*:\s*\d/);
    expect(card).not.toHaveProperty("rating");
    expect(await ratingViews(review.id)).toEqual([]);

    const shown = await revealRating(testDb.db, {
      staffId: admin.id,
      reviewId: review.id,
      screen: "/admin/dashboard",
    });
    expect(shown).toEqual({ ok: true, rating: 5 });
    const [row] = await ratingViews(review.id);
    expect(row).toMatchObject({
      staffId: admin.id,
      subjectId: review.userId,
      recordId: review.id,
      screen: "/admin/dashboard",
      masked: null,
    });
    // The admin reads it on /admin/access-log: who, what, whose, when.
    const log = await listAccessLog(testDb.db, { adminId: admin.id });
    expect(log.find((view) => view.recordId === review.id)).toMatchObject({
      kind: "rating",
      staffId: admin.id,
      subjectId: review.userId,
      viewedAt: expect.any(Date),
    });
  });

  it("refuses the reveal to anyone off the team, and logs nothing for them", async () => {
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, await activeCampaign(), { rating: 1 });
    const moderator = await newModerator();
    const asModerator = await revealRating(testDb.db, {
      staffId: moderator.id,
      reviewId: review.id,
      screen: "/moderator/dashboard",
    });
    expect(asModerator).toEqual({ ok: true, rating: 1 });
    await removeModerator(testDb.db, { adminId: admin.id, phone: moderator.phone });
    for (const staffId of [moderator.id, reviewer.id, (await activeCampaign()).businessId]) {
      expect(await revealRating(testDb.db, { staffId, reviewId: review.id, screen: "/x" })).toEqual(
        { ok: false, reason: "not_on_team" },
      );
    }
    expect(await ratingViews(review.id)).toHaveLength(1);
    expect(
      await revealRating(testDb.db, {
        staffId: admin.id,
        reviewId: "00000000-0000-4000-8000-000000000000",
        screen: "/admin/dashboard",
      }),
    ).toEqual({ ok: false, reason: "not_found" });
  });

  it("pays every rating the same and orders the page by date alone", async () => {
    // policies.reviewPolicy.sections.rating.text
    expect(en.policies.reviewPolicy.sections.rating.text).toContain(
      "it never changes the reward, a review's visibility, its order or any score",
    );
    const campaign = await activeCampaign();
    const one = await newReviewer();
    const five = await newReviewer();
    const low = await approved(
      (await submitted(one, campaign, { rating: 1, now: new Date(DAY1.getTime() - 60_000) })).id,
    );
    const high = await approved((await submitted(five, campaign, { rating: 5, now: DAY1 })).id);
    expect(low.earnings).toBe(high.earnings);
    await expectWallet(one.id, low.earnings);
    await expectWallet(five.id, high.earnings);
    const page = await listPublicReviews(testDb.db, { campaignId: campaign.id });
    expect(page.map((item) => item.id)).toEqual([high.id, low.id]);
  });
});
