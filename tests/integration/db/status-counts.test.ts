import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCampaign } from "~/domain/campaigns/create-campaign.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { approveReview, rejectReview } from "~/domain/moderation/decide-review.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import { markPayoutPaid, rejectPayout } from "~/domain/money/payouts/process-payout.server";
import { requestPayout } from "~/domain/money/payouts/request-payout.server";
import { submitReview } from "~/domain/reviews/submit-review.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import {
  admin,
  DAY_MS,
  earnMinimumPayout,
  expectCountersTrue,
  newProfile,
  newReviewer,
  proofPng,
  reviewText,
  START,
  setUpCountersDatabase,
  storage,
  testDb,
} from "../../support/counter-fixtures";
import { visitOn } from "../../support/visit";

setUpCountersDatabase();

type Operation =
  | { kind: "createCampaign"; target: number }
  | { kind: "approveCampaign" | "rejectCampaign"; pick: number }
  | { kind: "submitReview"; reviewer: number; campaign: number; day: number }
  | { kind: "approveReview" | "rejectReview" | "withdrawReview"; pick: number }
  | { kind: "requestPayout"; reviewer: number }
  | { kind: "markPayoutPaid" | "rejectPayout"; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant("createCampaign"), target: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constantFrom("approveCampaign", "rejectCampaign"), pick: fc.nat() }),
  fc.record({
    kind: fc.constant("submitReview"),
    reviewer: fc.nat(),
    campaign: fc.nat(),
    day: fc.integer({ min: 0, max: 8 }),
  }),
  fc.record({
    kind: fc.constantFrom("approveReview", "rejectReview", "withdrawReview"),
    pick: fc.nat(),
  }),
  fc.record({ kind: fc.constant("requestPayout"), reviewer: fc.nat() }),
  fc.record({ kind: fc.constantFrom("markPayoutPaid", "rejectPayout"), pick: fc.nat() }),
) as fc.Arbitrary<Operation>;

describe("counters", () => {
  it("equal the counts they replace after any sequence of operations", async () => {
    const business = await newProfile("business");
    const reviewers: { id: string }[] = [];
    for (let index = 0; index < 5; index += 1) reviewers.push(await newReviewer("Bhopal"));
    // Two reviewers can ask for payouts: a rejected payout refunds, so they can ask again.
    for (const reviewer of reviewers.slice(0, 2)) await earnMinimumPayout(reviewer);
    const campaignIds: string[] = [];
    const reviewsMade: { id: string; userId: string }[] = [];
    const payoutIds: string[] = [];
    const pick = <T>(list: T[], index: number): T | undefined => list[index % list.length];
    let sequence = 0;
    let succeeded = false;
    const noteAnswer = (result: unknown) => {
      succeeded = (result as { ok?: boolean }).ok === true;
    };

    /** Applies one operation; true when the domain accepted it. */
    const apply = async (op: Operation): Promise<boolean> => {
      await applyOne(op);
      return succeeded;
    };
    const applyOne = async (op: Operation) => {
      succeeded = false;
      sequence += 1;
      switch (op.kind) {
        case "createCampaign": {
          const result = await createCampaign(
            testDb.db,
            { payments: createSimulatedPaymentProvider() },
            {
              businessId: business.id,
              requestId: randomUUID(),
              businessName: `Shop ${sequence}`,
              mapsLink: "https://maps.app.goo.gl/shop",
              topics: ["Food"],
              city: "Bhopal",
              targetReviews: op.target,
            },
          );
          if (result.ok) campaignIds.push(result.campaign.id);
          noteAnswer(result);
          return;
        }
        case "approveCampaign":
        case "rejectCampaign": {
          const campaignId = pick(campaignIds, op.pick);
          if (!campaignId) return;
          const decision = { campaignId, adminId: admin.id, now: START };
          noteAnswer(
            op.kind === "approveCampaign"
              ? await approveCampaign(testDb.db, decision)
              : await rejectCampaign(testDb.db, { ...decision, reason: "Not a real place" }),
          );
          return;
        }
        case "submitReview": {
          const reviewer = pick(reviewers, op.reviewer);
          const campaignId = pick(campaignIds, op.campaign);
          if (!reviewer || !campaignId) return;
          const result = await submitReview(
            testDb.db,
            { storage, now: () => new Date(START.getTime() + op.day * DAY_MS) },
            {
              userId: reviewer.id,
              campaignId,
              rating: 2,
              reviewText,
              proof: proofPng,
              ...visitOn(new Date(START.getTime() + op.day * DAY_MS)),
            },
          );
          if (result.ok) reviewsMade.push({ id: result.review.id, userId: reviewer.id });
          noteAnswer(result);
          return;
        }
        case "approveReview":
          await withReview(op, (review) =>
            approveReview(testDb.db, { reviewId: review.id, adminId: admin.id }),
          );
          return;
        case "rejectReview":
          await withReview(op, (review) =>
            rejectReview(testDb.db, {
              reviewId: review.id,
              adminId: admin.id,
              category: "other",
              reason: "Blurry",
            }),
          );
          return;
        case "withdrawReview":
          await withReview(op, (review) =>
            withdrawReview(testDb.db, { reviewId: review.id, userId: review.userId }),
          );
          return;
        case "requestPayout": {
          const reviewer = pick(reviewers.slice(0, 2), op.reviewer);
          if (!reviewer) return;
          const result = await requestPayout(testDb.db, {
            userId: reviewer.id,
            upiId: "kiran@okaxis",
          });
          if (result.ok) payoutIds.push(result.payout.id);
          noteAnswer(result);
          return;
        }
        case "markPayoutPaid":
        case "rejectPayout": {
          const payoutId = pick(payoutIds, op.pick);
          if (!payoutId) return;
          const decision =
            op.kind === "markPayoutPaid"
              ? await markPayoutPaid(testDb.db, { payoutId, adminId: admin.id, reference: "UTR1" })
              : await rejectPayout(testDb.db, { payoutId, adminId: admin.id, reason: "Wrong UPI" });
          noteAnswer(decision);
          return;
        }
      }
    };
    const withReview = async (
      op: { kind: Operation["kind"]; pick: number },
      act: (review: { id: string; userId: string }) => Promise<unknown>,
    ) => {
      // Mostly one of the latest reviews, which are likelier to be still pending.
      const review = pick(op.pick % 4 === 0 ? reviewsMade : reviewsMade.slice(-3), op.pick);
      if (review) noteAnswer(await act(review));
    };

    // First every kind of change once, each accepted; then random sequences, refusals included.
    const everyKind: Operation[] = [
      { kind: "createCampaign", target: 20 },
      { kind: "approveCampaign", pick: 0 },
      { kind: "createCampaign", target: 5 },
      { kind: "rejectCampaign", pick: 1 },
      // Day 4 of a 20-review campaign allows 12 reviews.
      ...[0, 1, 2, 3].map((reviewer) => ({
        kind: "submitReview" as const,
        reviewer,
        campaign: 0,
        day: 3,
      })),
      { kind: "approveReview", pick: 3 },
      { kind: "rejectReview", pick: 1 },
      { kind: "withdrawReview", pick: 2 },
      { kind: "requestPayout", reviewer: 0 },
      { kind: "markPayoutPaid", pick: 0 },
      { kind: "requestPayout", reviewer: 1 },
      { kind: "rejectPayout", pick: 1 },
    ];
    for (const op of everyKind)
      expect({ op, accepted: await apply(op) }).toEqual({ op, accepted: true });
    await expectCountersTrue();

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 40 }), async (ops) => {
        for (const op of ops) await apply(op);
        await expectCountersTrue();
      }),
      { numRuns: 6 },
    );
  });

  it("stay true, and nothing deadlocks, when submissions and moderation of one campaign run at once", async () => {
    const business = await newProfile("business");
    const created = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Busy Shop",
        mapsLink: "https://maps.app.goo.gl/busy",
        topics: ["Food"],
        city: "Rewa",
        targetReviews: 100,
      },
    );
    if (!created.ok) throw new Error(created.reason);
    const other = await createCampaign(
      testDb.db,
      { payments: createSimulatedPaymentProvider() },
      {
        businessId: business.id,
        requestId: randomUUID(),
        businessName: "Next Shop",
        mapsLink: "https://maps.app.goo.gl/next",
        topics: ["Food"],
        city: "Rewa",
        targetReviews: 10,
      },
    );
    if (!other.ok) throw new Error(other.reason);
    await approveCampaign(testDb.db, {
      campaignId: created.campaign.id,
      adminId: admin.id,
      now: START,
    });
    // Day 3 of a 100-review campaign allows 45 reviews.
    const now = () => new Date(START.getTime() + 2 * DAY_MS);
    const submitBy = async (reviewer: { id: string }) =>
      submitReview(
        testDb.db,
        { storage, now },
        {
          userId: reviewer.id,
          campaignId: created.campaign.id,
          rating: 4,
          reviewText,
          proof: proofPng,
          ...visitOn(now()),
        },
      );
    const earlier: { id: string; userId: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const result = await submitBy(await newReviewer("Rewa"));
      if (!result.ok) throw new Error(result.reason);
      earlier.push(result.review);
    }
    const newcomers = [];
    for (let index = 0; index < 6; index += 1) newcomers.push(await newReviewer("Rewa"));
    const review = (index: number) => {
      const found = earlier[index];
      if (!found) throw new Error(`no review ${index}`);
      return found;
    };

    const results = await Promise.all([
      ...newcomers.map(submitBy),
      approveReview(testDb.db, { reviewId: review(0).id, adminId: admin.id }),
      approveReview(testDb.db, { reviewId: review(1).id, adminId: admin.id }),
      approveReview(testDb.db, { reviewId: review(2).id, adminId: admin.id }),
      rejectReview(testDb.db, {
        reviewId: review(3).id,
        adminId: admin.id,
        category: "other",
        reason: "Blurry",
      }),
      rejectReview(testDb.db, {
        reviewId: review(4).id,
        adminId: admin.id,
        category: "other",
        reason: "Blurry",
      }),
      withdrawReview(testDb.db, { reviewId: review(5).id, userId: review(5).userId }),
      approveCampaign(testDb.db, { campaignId: other.campaign.id, adminId: admin.id, now: START }),
    ]);

    expect(results.map((result) => result.ok)).toEqual(results.map(() => true));
    await expectCountersTrue();
  });
});
