import { describe, expect, it } from "vitest";
import { MIN_PAYOUT, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { maskedPayouts, reviewsToPayoutText } from "./reviews-to-payout.server";

/** The fewest rewards that reach the minimum payout: 20 of ₹5 for ₹100. */
const fewest = Math.ceil(MIN_PAYOUT / REWARD_PER_REVIEW);

describe("reviewsToPayoutText", () => {
  it("counts the reviews to the next payout only when none is on its way", () => {
    expect(reviewsToPayoutText("en", 0, [])).toBe(
      `${fewest} more approved reviews to your first payout.`,
    );
    expect(
      reviewsToPayoutText("en", MIN_PAYOUT - REWARD_PER_REVIEW, [{ status: "processed" }]),
    ).toBe("1 more approved review to your next payout.");
    for (const status of ["pending", "held", "queued", "processing"] as const) {
      expect(reviewsToPayoutText("en", 0, [{ status }])).toBeNull();
    }
  });
});

describe("maskedPayouts", () => {
  it("masks every UPI ID and registered name the reviewer's page shows", () => {
    const shown = maskedPayouts([
      {
        id: "p",
        amount: 100,
        upiId: "kiran.42@okaxis",
        status: "processed",
        reference: null,
        rejectionReason: null,
        createdAt: new Date(),
        processedAt: null,
        holderName: "RAHUL KUMAR SHARMA",
        failureReason: null,
        providerState: null,
      },
    ]);
    expect(shown.map((payout) => payout.upiId)).toEqual(["ki•••@okaxis"]);
    expect(shown.map((payout) => payout.holderName)).toEqual(["R**** K**** S****"]);
  });
});
