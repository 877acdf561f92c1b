import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ReviewerLevel, reviewerLevel } from "./reviewer-level";

const rank: Record<ReviewerLevel, number> = { new: 0, regular: 1, trusted: 2 };

describe("reviewerLevel", () => {
  it("starts every reviewer as new", () => {
    expect(reviewerLevel({ approvedReviews: 0, rejectedReviews: 0 })).toBe("new");
    expect(reviewerLevel({ approvedReviews: 2, rejectedReviews: 0 })).toBe("new");
  });

  it("makes a reviewer regular after 3 approved reviews with under a quarter rejected", () => {
    expect(reviewerLevel({ approvedReviews: 3, rejectedReviews: 0 })).toBe("regular");
    expect(reviewerLevel({ approvedReviews: 3, rejectedReviews: 1 })).toBe("new");
  });

  it("trusts a reviewer after 10 approved reviews with under 10% rejected", () => {
    expect(reviewerLevel({ approvedReviews: 10, rejectedReviews: 0 })).toBe("trusted");
    expect(reviewerLevel({ approvedReviews: 12, rejectedReviews: 1 })).toBe("trusted");
    // 2 of 12 is 16.7%: still regular.
    expect(reviewerLevel({ approvedReviews: 10, rejectedReviews: 2 })).toBe("regular");
    expect(reviewerLevel({ approvedReviews: 9, rejectedReviews: 0 })).toBe("regular");
  });

  it("never rises with more rejections, never falls with more approvals", () => {
    fc.assert(
      fc.property(fc.nat(200), fc.nat(200), fc.nat(20), (approved, rejected, more) => {
        const base = rank[reviewerLevel({ approvedReviews: approved, rejectedReviews: rejected })];
        const moreRejected = reviewerLevel({
          approvedReviews: approved,
          rejectedReviews: rejected + more,
        });
        const moreApproved = reviewerLevel({
          approvedReviews: approved + more,
          rejectedReviews: rejected,
        });
        expect(rank[moreRejected]).toBeLessThanOrEqual(base);
        expect(rank[moreApproved]).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it("reads only the two counts, so a rating passed along cannot change the level", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.integer({ min: 1, max: 5 }), (a, r, rating) => {
        const record = { approvedReviews: a, rejectedReviews: r };
        // A caller that spreads a whole row in still gets the level of the counts alone.
        const withRating = { ...record, rating } as Parameters<typeof reviewerLevel>[0];
        expect(reviewerLevel(withRating)).toBe(reviewerLevel(record));
      }),
    );
  });
});
