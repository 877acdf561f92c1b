import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ReviewerLevel, type ReviewerRecord, reviewerLevel } from "./reviewer-level";

const rank: Record<ReviewerLevel, number> = { new: 0, regular: 1, trusted: 2 };

/** A seasoned reviewer's record, changed by `change`. */
function record(change: Partial<ReviewerRecord> = {}): ReviewerRecord {
  return {
    approvedReviews: 12,
    rejectedReviews: 0,
    accountAgeDays: 60,
    approvedBusinesses: 8,
    approvedDays: 10,
    ...change,
  };
}

const records = fc.record({
  approvedReviews: fc.nat(200),
  rejectedReviews: fc.nat(200),
  accountAgeDays: fc.nat(400),
  approvedBusinesses: fc.nat(50),
  approvedDays: fc.nat(100),
});

describe("reviewerLevel", () => {
  it("starts every reviewer as new", () => {
    expect(reviewerLevel(record({ approvedReviews: 0 }))).toBe("new");
    expect(reviewerLevel(record({ approvedReviews: 2 }))).toBe("new");
  });

  it("never trusts a new account that wrote many reviews at once (issue 30: 19 in 40 seconds)", () => {
    const burst = { approvedReviews: 20, rejectedReviews: 0, approvedDays: 1 };
    expect(reviewerLevel({ ...burst, accountAgeDays: 0, approvedBusinesses: 19 })).toBe("new");
    // Even an old account with many businesses stays new when everything was written on one day.
    expect(reviewerLevel({ ...burst, accountAgeDays: 365, approvedBusinesses: 19 })).toBe("new");
    fc.assert(
      fc.property(records, (any) => {
        expect(reviewerLevel({ ...any, approvedDays: Math.min(any.approvedDays, 1) })).toBe("new");
        expect(reviewerLevel({ ...any, accountAgeDays: Math.min(any.accountAgeDays, 13) })).toBe(
          "new",
        );
      }),
    );
  });

  it("makes a reviewer regular after 3 approved reviews, two weeks, two businesses and two days", () => {
    const regular = {
      approvedReviews: 3,
      accountAgeDays: 14,
      approvedBusinesses: 2,
      approvedDays: 2,
    };
    expect(reviewerLevel(record(regular))).toBe("regular");
    expect(reviewerLevel(record({ ...regular, rejectedReviews: 1 }))).toBe("new");
    expect(reviewerLevel(record({ ...regular, accountAgeDays: 13 }))).toBe("new");
    expect(reviewerLevel(record({ ...regular, approvedBusinesses: 1 }))).toBe("new");
  });

  it("trusts a reviewer after 10 approved reviews over six weeks, five businesses and five days", () => {
    expect(reviewerLevel(record({ approvedReviews: 10 }))).toBe("trusted");
    expect(reviewerLevel(record({ rejectedReviews: 1 }))).toBe("trusted");
    // 2 of 12 is 16.7%: still regular.
    expect(reviewerLevel(record({ approvedReviews: 10, rejectedReviews: 2 }))).toBe("regular");
    expect(reviewerLevel(record({ approvedReviews: 9 }))).toBe("regular");
    expect(reviewerLevel(record({ accountAgeDays: 41 }))).toBe("regular");
    expect(reviewerLevel(record({ approvedBusinesses: 4 }))).toBe("regular");
    expect(reviewerLevel(record({ approvedDays: 4 }))).toBe("regular");
  });

  it("never rises with more rejections, never falls with more approvals, time or variety", () => {
    fc.assert(
      fc.property(records, fc.nat(20), (base, more) => {
        const level = rank[reviewerLevel(base)];
        const worse = reviewerLevel({ ...base, rejectedReviews: base.rejectedReviews + more });
        expect(rank[worse]).toBeLessThanOrEqual(level);
        for (const key of [
          "approvedReviews",
          "accountAgeDays",
          "approvedBusinesses",
          "approvedDays",
        ] as const) {
          const better = reviewerLevel({ ...base, [key]: base[key] + more });
          expect(rank[better]).toBeGreaterThanOrEqual(level);
        }
      }),
    );
  });

  it("reads no rating, so a rating passed along cannot change the level", () => {
    fc.assert(
      fc.property(records, fc.integer({ min: 1, max: 5 }), (facts, rating) => {
        // A caller that spreads a whole row in still gets the level of the facts alone.
        const withRating = { ...facts, rating } as Parameters<typeof reviewerLevel>[0];
        expect(reviewerLevel(withRating)).toBe(reviewerLevel(facts));
      }),
    );
  });
});
