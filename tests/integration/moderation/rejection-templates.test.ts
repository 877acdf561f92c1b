import { describe, expect, it } from "vitest";
import { adminCounts } from "~/domain/moderation/admin-counts.server";
import { rejectReview } from "~/domain/moderation/decide-review.server";
import { rejectionTemplates } from "~/domain/moderation/rejection-templates";
import { rejectionCategories } from "~/domain/reviews/rejection-category";
import { loadReviewQueue } from "~/routes/_staff/review-card/queue-cards.server";
import { loadMyReviewsPage } from "~/routes/user-dashboard/my-reviews-page.server";
import {
  activeCampaign,
  admin,
  newReviewer,
  reviewsOf,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";
import { revise } from "../../support/revision-fixtures";

setUpReviewsDatabase();

async function myReviewsIn(language: "en" | "hi", userId: string) {
  const page = await loadMyReviewsPage(testDb.db, {
    userId,
    language,
    searchParams: new URLSearchParams(),
    count: async () => 1,
  });
  return page.list;
}

describe("a rejection from a template (decision 054)", () => {
  it("needs a template of its category, except 'Other', which needs the reason", async () => {
    const campaign = await activeCampaign();
    const review = await submitted(await newReviewer(), campaign);
    const reject = (input: { category: string; template?: string; reason?: string }) =>
      rejectReview(testDb.db, { reviewId: review.id, adminId: admin.id, reason: "", ...input });
    for (const category of rejectionCategories.filter((each) => each !== "other")) {
      expect(await reject({ category, reason: "A note" })).toEqual({
        ok: false,
        reason: "template_required",
      });
    }
    // Another category's template is no template of this one.
    expect(await reject({ category: "copied", template: "too_short" })).toEqual({
      ok: false,
      reason: "template_required",
    });
    expect(await reject({ category: "other", template: "too_short" })).toEqual({
      ok: false,
      reason: "reason_required",
    });
    expect((await reviewsOf(campaign.id)).every((row) => row.status === "pending")).toBe(true);
    // Every category but 'Other' offers templates.
    for (const category of rejectionCategories) {
      expect(rejectionTemplates[category].length > 0).toBe(category !== "other");
    }
  });

  it("is read by the reviewer in their own language, with the admin's note as written", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    expect(
      await rejectReview(testDb.db, {
        reviewId: review.id,
        adminId: admin.id,
        category: "no_visit_proof",
        template: "proof_unreadable",
        reason: "Bill is cut off at the top",
      }),
    ).toEqual({ ok: true });

    const [english] = await myReviewsIn("en", reviewer.id);
    expect(english?.rejectionCategory).toBe("Rejected: Proof does not show a visit");
    expect(english?.rejectionReason).toBe(
      "We could not read your proof. Please upload a clear photo of the bill or the place, with the business's name visible.\nNote from the moderator: Bill is cut off at the top",
    );
    const [hindi] = await myReviewsIn("hi", reviewer.id);
    expect(hindi?.rejectionReason).toContain("हम आपका सबूत पढ़ नहीं पाए।");
    expect(hindi?.rejectionReason).toContain("मॉडरेटर का नोट: Bill is cut off at the top");
  });

  it("may leave the note out", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    const rejection = {
      reviewId: review.id,
      adminId: admin.id,
      category: "not_first_hand",
      template: "too_short",
      reason: "  ",
    };
    expect(await rejectReview(testDb.db, rejection)).toEqual({ ok: true });
    // The same decision sent again (a retried request) is done once.
    expect(await rejectReview(testDb.db, rejection)).toEqual({ ok: true, repeated: true });
    const [hindi] = await myReviewsIn("hi", reviewer.id);
    expect(hindi?.rejectionReason).toBe(
      "आपका रिव्यू 30 शब्दों से छोटा है। कृपया अपने अनुभव के बारे में और लिखें।",
    );
  });

  it("stays in the revised review's history, worded in the admin's language", async () => {
    const campaign = await activeCampaign();
    const reviewer = await newReviewer();
    const review = await submitted(reviewer, campaign);
    await rejectReview(testDb.db, {
      reviewId: review.id,
      adminId: admin.id,
      category: "no_visit_proof",
      template: "proof_unreadable",
      reason: "",
    });
    expect((await revise(reviewer, review)).ok).toBe(true);
    const queueIn = async (language: "en" | "hi") => {
      const queue = await loadReviewQueue(testDb.db, {
        adminId: admin.id,
        language,
        searchParams: new URLSearchParams(),
        count: 1,
        shown: true,
        // Read as the page reads it, with the counters.
        teamOfTwo: (await adminCounts(testDb.db, { adminId: admin.id })).teamOfTwo,
      });
      return queue.list.find((card) => card.id === review.id)?.history?.[0]?.rejectionReason;
    };
    expect(await queueIn("en")).toBe(
      "We could not read your proof. Please upload a clear photo of the bill or the place, with the business's name visible.",
    );
    expect(await queueIn("hi")).toContain("हम आपका सबूत पढ़ नहीं पाए।");
  });
});
