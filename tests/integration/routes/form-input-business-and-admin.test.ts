import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns, payments, payouts, reviews } from "~/db/schema";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { approveCampaign } from "~/domain/moderation/decide-campaign.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { saveReviewerInfo } from "~/domain/reviews/save-reviewer-info.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { action as payoutsAction } from "~/routes/admin-dashboard/payouts/route";
import { action as reviewsAction } from "~/routes/admin-dashboard/reviews/route";
import { action as businessAction } from "~/routes/business-dashboard/route";
import { giveBillingDetails } from "../../support/billing-details";
import {
  admin,
  control,
  fieldMessages,
  newProfile,
  pendingPayoutRow,
  post,
  proofPng,
  setUpFormDatabase,
  storage,
  testDb,
} from "../../support/form-post";
import { visitOn } from "../../support/visit";

/**
 * Every form posted the way an attacker would (NUL bytes, zero-width names, loose numbers)
 * through the route's own action: a 400 naming the field's message, and nothing stored or charged.
 */

setUpFormDatabase();

describe("the business's create-campaign form", () => {
  const form = (change: Record<string, string> = {}) => ({
    businessName: "Sharma Sweets",
    mapsLink: "https://maps.app.goo.gl/sharma",
    topics: "Food, Service",
    city: "Indore",
    targetReviews: "10",
    requestId: randomUUID(),
    ...change,
  });

  async function chargesOf(businessId: string) {
    return testDb.db.select().from(payments).where(eq(payments.businessId, businessId));
  }

  it.each([
    ["0x10", "targetReviews"],
    ["1e1", "targetReviews"],
    ["10.5", "targetReviews"],
    ["+10", "targetReviews"],
  ])("refuses targetReviews=%s with the field's message, charging nothing", async (target) => {
    const business = await newProfile("business");
    const answer = await post(businessAction, form({ targetReviews: target }), { as: business });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, "targetReviews")).toEqual(["business.targetInvalid"]);
    expect(await chargesOf(business.id)).toEqual([]);
  });

  it.each([
    ["businessName", "Sharma\u0000Sweets", control],
    ["topics", "Food,\u0000", control],
    ["mapsLink", "https://maps.app.goo.gl/\u0000", control],
    ["businessName", "\u200b\u200b\u200b", "business.businessNameInvalid"],
  ])("refuses %s=%j with %s, creating and charging nothing", async (field, value, message) => {
    const business = await newProfile("business");
    const answer = await post(businessAction, form({ [field]: value }), { as: business });
    expect(answer.status).toBe(400);
    expect(fieldMessages(answer.data, field)).toEqual([message]);
    expect(await chargesOf(business.id)).toEqual([]);
    expect(
      await testDb.db.select().from(campaigns).where(eq(campaigns.businessId, business.id)),
    ).toEqual([]);
  });

  it("still creates a campaign from a plain form", async () => {
    const business = await newProfile("business");
    await giveBillingDetails(testDb.db, business.id);
    const answer = await post(businessAction, form({ targetReviews: "16" }), { as: business });
    expect(answer.status).toBe(302);
    expect((await chargesOf(business.id)).map((charge) => charge.amount)).toEqual([320]);
  });
});

describe("the admin's decisions", () => {
  async function pendingReview() {
    const business = await newProfile("business");
    const created = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Gupta Chaat",
        mapsLink: "https://maps.app.goo.gl/gupta",
        topics: [],
        city: "Sagar",
        targetReviews: 100,
      },
    );
    if (!created.ok) throw new Error(created.reason);
    await approveCampaign(testDb.db, { campaignId: created.campaign.id, adminId: admin.id });
    const author = await newProfile("user", { city: "Sagar" });
    await saveReviewerInfo(testDb.db, {
      userId: author.id,
      reviewerName: "Ravi",
      reviewerEmail: "ravi@example.in",
    });
    const submitted = await submitReview(
      testDb.db,
      { storage },
      {
        userId: author.id,
        campaignId: created.campaign.id,
        rating: 2,
        reviewText: Array.from({ length: 30 }, () => "fair").join(" "),
        proof: proofPng,
        ...visitOn(),
      },
    );
    if (!submitted.ok) throw new Error(submitted.reason);
    return submitted.review;
  }

  const pendingPayout = async () => (await pendingPayoutRow()).payout;

  it("refuses a rejection reason with a NUL, in the admin's language, and the review stays pending", async () => {
    const pending = await pendingReview();
    const answer = await post(
      reviewsAction,
      {
        intent: "reject-review",
        reviewId: pending.id,
        category: "other",
        reason: "Blurry\u0000 bill",
      },
      { as: admin, language: "hi" },
    );
    expect(answer.status).toBe(400);
    expect(answer.data?.toast?.description).toBe(control);
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect([row?.status, row?.rejectionReason]).toEqual(["pending", null]);
  });

  it.each([
    ["mark-payout-paid", "reference", "4123\u00005678"],
    ["reject-payout", "reason", "Wrong\u0000 UPI"],
  ])(
    "refuses %s with a NUL in its %s, and the payout stays pending",
    async (intent, field, value) => {
      const payout = await pendingPayout();
      const answer = await post(
        payoutsAction,
        { intent, payoutId: payout.id, [field]: value },
        { as: admin },
      );
      expect(answer.status).toBe(400);
      expect(answer.data?.toast?.description).toBe(control);
      const [row] = await testDb.db.select().from(payouts).where(eq(payouts.id, payout.id));
      expect([row?.status, row?.reference, row?.rejectionReason]).toEqual(["pending", null, null]);
    },
  );

  it("counts a review's and a payout's rejection line breaks as one character each, however the browser sent them", async () => {
    const lines = Array.from({ length: 100 }, () => "abcd").join("\r\n");
    expect(lines.length).toBeGreaterThan(500);
    const pending = await pendingReview();
    const review = await post(
      reviewsAction,
      { intent: "reject-review", reviewId: pending.id, category: "other", reason: lines },
      { as: admin },
    );
    expect(review.status).toBe(200);
    const [row] = await testDb.db.select().from(reviews).where(eq(reviews.id, pending.id));
    expect([row?.status, row?.rejectionReason]).toEqual([
      "rejected",
      lines.replaceAll("\r\n", "\n"),
    ]);
    const payout = await pendingPayout();
    const paid = await post(
      payoutsAction,
      { intent: "reject-payout", payoutId: payout.id, reason: lines },
      { as: admin },
    );
    expect(paid.status).toBe(200);
    const [payoutRow] = await testDb.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(payoutRow?.status).toBe("rejected");
  });
});
