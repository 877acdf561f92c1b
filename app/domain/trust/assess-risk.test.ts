import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessRisk, MAX_RISK_SCORE, type RiskInput } from "./assess-risk";

const quiet: RiskInput = {
  accountAgeDays: 400,
  reviewsInLast24h: 1,
  approvedReviews: 0,
  rejectedReviews: 0,
  sameNetworkAsBusiness: false,
  sameDeviceAsBusiness: false,
  otherReviewersSameNetwork: 0,
  otherReviewersSameDevice: 0,
  copiedTextFlags: 0,
  reusedProofFlags: 0,
  sameProofBytes: false,
  resavedProofFlags: 0,
};

const inputs = fc.record({
  accountAgeDays: fc.nat(2000),
  reviewsInLast24h: fc.nat(50),
  approvedReviews: fc.nat(500),
  rejectedReviews: fc.nat(500),
  sameNetworkAsBusiness: fc.boolean(),
  sameDeviceAsBusiness: fc.boolean(),
  otherReviewersSameNetwork: fc.nat(30),
  otherReviewersSameDevice: fc.nat(30),
  copiedTextFlags: fc.nat(5),
  reusedProofFlags: fc.nat(5),
  sameProofBytes: fc.boolean(),
  resavedProofFlags: fc.nat(5),
});

const reasons = (input: RiskInput) => assessRisk(input).signals.map((signal) => signal.reason);

describe("assessRisk", () => {
  it("gives an old account with nothing unusual no signal and a score of 0", () => {
    expect(assessRisk(quiet)).toEqual({ signals: [], score: 0 });
  });

  it("names a young account with its age in days, and a new one as new, both as a note", () => {
    const young = assessRisk({ ...quiet, accountAgeDays: 2 });
    expect(young.signals).toEqual([
      { reason: "accountAge", level: "low", values: { count: 2 }, points: 5 },
    ]);
    expect(assessRisk({ ...quiet, accountAgeDays: 0 })).toEqual({
      signals: [{ reason: "accountNew", level: "low", values: {}, points: 10 }],
      score: 10,
    });
    expect(reasons({ ...quiet, accountAgeDays: 7 })).toEqual([]);
    expect(reasons({ ...quiet, accountAgeDays: 7 })).toEqual([]);
  });

  it("never raises an alarm for a new reviewer's first review alone (issue 30)", () => {
    const first = assessRisk({
      ...quiet,
      accountAgeDays: 0,
      reviewsInLast24h: 1,
      approvedReviews: 0,
      rejectedReviews: 0,
    });
    expect(first.signals.every((signal) => signal.level === "low")).toBe(true);
    // Below a shared network with the business (20), the weakest real signal.
    expect(first.score).toBeLessThan(20);
  });

  it("points out 3 or more reviews in 24 hours, and 5 or more as a burst", () => {
    expect(assessRisk({ ...quiet, reviewsInLast24h: 2 }).signals).toEqual([]);
    expect(assessRisk({ ...quiet, reviewsInLast24h: 3 }).signals[0]?.level).toBe("medium");
    expect(assessRisk({ ...quiet, reviewsInLast24h: 5 }).signals[0]).toMatchObject({
      reason: "reviewsInLast24h",
      level: "high",
      values: { count: 5 },
    });
  });

  it("shows the track record, high when most decided reviews were rejected", () => {
    const record = (approvedReviews: number, rejectedReviews: number) =>
      assessRisk({ ...quiet, approvedReviews, rejectedReviews }).signals[0];
    expect(record(3, 4)).toMatchObject({
      reason: "trackRecord",
      level: "high",
      values: { approved: 3, rejected: 4 },
    });
    expect(record(5, 2)?.level).toBe("medium");
    expect(record(12, 1)).toMatchObject({ level: "low", points: 0 });
  });

  it("ranks the same device as the business above everything else", () => {
    const both = assessRisk({ ...quiet, sameDeviceAsBusiness: true, sameNetworkAsBusiness: true });
    expect(both.signals.map((signal) => signal.reason)).toEqual([
      "sameDeviceAsBusiness",
      "sameNetworkAsBusiness",
    ]);
    expect(both.score).toBe(65);
  });

  it("counts other reviewers of the campaign on the same device or network", () => {
    const shared = assessRisk({
      ...quiet,
      otherReviewersSameDevice: 2,
      otherReviewersSameNetwork: 1,
    });
    expect(shared.signals).toEqual([
      { reason: "otherReviewersSameDevice", level: "high", values: { count: 2 }, points: 20 },
      { reason: "otherReviewersSameNetwork", level: "medium", values: { count: 1 }, points: 5 },
    ]);
  });

  it("weighs the same file above the same picture saved again, and both above a resemblance", () => {
    const alike = assessRisk({ ...quiet, reusedProofFlags: 1 });
    const resaved = assessRisk({ ...quiet, reusedProofFlags: 1, resavedProofFlags: 1 });
    const same = assessRisk({ ...quiet, reusedProofFlags: 1, sameProofBytes: true });
    expect(same.score).toBeGreaterThan(resaved.score);
    expect(resaved.score).toBeGreaterThan(alike.score);
    // Bills of one shop's layout resemble each other: a note to compare, not an alarm (decision 053).
    expect(alike.signals[0]?.level).toBe("medium");
    expect(resaved.signals[0]?.level).toBe("high");
    expect(reasons({ ...quiet, copiedTextFlags: 2 })).toEqual(["copiedText"]);
  });

  it("keeps every score between 0 and 100 and lists high signals first", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { signals, score } = assessRisk(input);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(MAX_RISK_SCORE);
        const order = signals.map((signal) => ({ high: 0, medium: 1, low: 2 })[signal.level]);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it("never lowers the score when a warning sign grows", () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 10 }), (input, more) => {
        const base = assessRisk(input).score;
        const worse: RiskInput[] = [
          { ...input, reviewsInLast24h: input.reviewsInLast24h + more },
          { ...input, rejectedReviews: input.rejectedReviews + more },
          { ...input, otherReviewersSameDevice: input.otherReviewersSameDevice + more },
          { ...input, otherReviewersSameNetwork: input.otherReviewersSameNetwork + more },
          { ...input, copiedTextFlags: input.copiedTextFlags + more },
          { ...input, reusedProofFlags: input.reusedProofFlags + more },
          { ...input, resavedProofFlags: input.resavedProofFlags + more },
          { ...input, sameDeviceAsBusiness: true },
          { ...input, sameNetworkAsBusiness: true },
          { ...input, accountAgeDays: Math.max(0, input.accountAgeDays - more) },
        ];
        for (const each of worse) expect(assessRisk(each).score).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("cannot be reached by the rating: a rating carried along changes nothing", () => {
    fc.assert(
      fc.property(
        inputs,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        (input, one, other) => {
          // RiskInput has no rating; a caller spreading a whole review row in still gets the same.
          const rated = (rating: number) => ({ ...input, rating }) as RiskInput;
          expect(assessRisk(rated(one))).toEqual(assessRisk(rated(other)));
          expect(assessRisk(rated(one))).toEqual(assessRisk(input));
        },
      ),
    );
    // @ts-expect-error RiskInput has no rating: the type itself keeps it out.
    const typed: RiskInput = { ...quiet, rating: 5 };
    expect(assessRisk(typed)).toEqual(assessRisk(quiet));
  });
});
