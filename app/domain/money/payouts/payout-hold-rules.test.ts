import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PayoutHoldFacts, payoutHoldReasons } from "./payout-hold-rules";

const clean: PayoutHoldFacts = {
  accountSuspended: false,
  holderNameMismatch: false,
  otherAccountsSameUpi: 0,
  otherAccountsSameHolder: 0,
  approvedReviews: 20,
  rejectedReviews: 1,
  copyFlags: 0,
  paidOutToday: 0,
  amount: 100,
  dailyLimit: 50_000,
};

describe("payoutHoldReasons", () => {
  it("sends an ordinary reviewer's payout", () => {
    expect(payoutHoldReasons(clean)).toEqual([]);
  });

  it("holds every payout of a suspended account, first of its reasons", () => {
    expect(payoutHoldReasons({ ...clean, accountSuspended: true })).toEqual(["accountSuspended"]);
    expect(
      payoutHoldReasons({ ...clean, accountSuspended: true, otherAccountsSameUpi: 1 }),
    ).toEqual(["accountSuspended", "sharedUpi"]);
  });

  it("holds a payout whose bank name is not the name the reviewer gave, after a suspension", () => {
    expect(payoutHoldReasons({ ...clean, holderNameMismatch: true })).toEqual(["nameMismatch"]);
    expect(
      payoutHoldReasons({ ...clean, holderNameMismatch: true, accountSuspended: true }),
    ).toEqual(["accountSuspended", "nameMismatch"]);
  });

  it("holds a UPI ID another account uses, and a name three accounts share", () => {
    expect(payoutHoldReasons({ ...clean, otherAccountsSameUpi: 1 })).toEqual(["sharedUpi"]);
    expect(payoutHoldReasons({ ...clean, otherAccountsSameHolder: 1 })).toEqual([]);
    expect(payoutHoldReasons({ ...clean, otherAccountsSameHolder: 2 })).toEqual(["sharedHolder"]);
  });

  it("holds a mostly rejected record and copied reviews", () => {
    expect(payoutHoldReasons({ ...clean, approvedReviews: 2, rejectedReviews: 3 })).toEqual([
      "mostlyRejected",
    ]);
    expect(payoutHoldReasons({ ...clean, copyFlags: 2 })).toEqual(["copiedReviews"]);
  });

  it("holds what would pass the day's limit, and not what reaches it exactly", () => {
    expect(payoutHoldReasons({ ...clean, paidOutToday: 49_900 })).toEqual([]);
    expect(payoutHoldReasons({ ...clean, paidOutToday: 49_901 })).toEqual(["dailyLimit"]);
  });

  it("holds more when a fact gets worse, never less", () => {
    const facts = fc.record({
      accountSuspended: fc.boolean(),
      holderNameMismatch: fc.boolean(),
      otherAccountsSameUpi: fc.nat(5),
      otherAccountsSameHolder: fc.nat(5),
      approvedReviews: fc.nat(50),
      rejectedReviews: fc.nat(50),
      copyFlags: fc.nat(5),
      paidOutToday: fc.nat(100_000),
      amount: fc.integer({ min: 100, max: 5_000 }),
      dailyLimit: fc.integer({ min: 100, max: 100_000 }),
    });
    fc.assert(
      fc.property(facts, (f) => {
        const before = payoutHoldReasons(f);
        const worse = payoutHoldReasons({
          ...f,
          otherAccountsSameUpi: f.otherAccountsSameUpi + 1,
          copyFlags: f.copyFlags + 1,
          accountSuspended: true,
        });
        for (const reason of before) expect(worse).toContain(reason);
        expect(worse).toContain("accountSuspended");
      }),
    );
  });
});
