import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESAVED_PROOF_DISTANCE } from "~/domain/trust/similar-proofs.server";
import enMessages from "~/i18n/locales/en";
import hiMessages from "~/i18n/locales/hi";
import {
  COPIED_PROOF_DISTANCE,
  detailsChanged,
  isCopyFlag,
  type PayoutHoldFacts,
  type PayoutHoldReason,
  payoutHoldReasons,
} from "./payout-hold-rules";

const clean: PayoutHoldFacts = {
  accountSuspended: false,
  holderNameMismatch: false,
  payoutTo: { upiId: "meena@oksbi", bankName: "Meena Iyer" },
  lastPaidTo: { upiId: "meena@oksbi", bankName: "Meena Iyer" },
  otherAccountsSameUpi: 0,
  otherAccountsSameHolder: 0,
  approvedReviews: 20,
  rejectedReviews: 1,
  copyFlags: 0,
  paidOutToday: 0,
  amount: 100,
  dailyLimit: 50_000,
};

const upi = fc.constantFrom("meena@oksbi", "MEENA@oksbi", "9876543210@ybl", "kiran.r@okaxis");
const name = fc.constantFrom(
  "Meena Iyer",
  "MEENA IYER",
  "Meena  Iyer.",
  "Iyer Meena",
  "Suresh Patel",
);

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

  it("counts a copy, not a likeness: bills of one billing machine's layout hold nothing (decision 106)", () => {
    expect(isCopyFlag({ kind: "copied_text", score: 0.5, sameBytes: false })).toBe(true);
    expect(isCopyFlag({ kind: "reused_proof", score: 0, sameBytes: true })).toBe(true);
    expect(isCopyFlag({ kind: "reused_proof", score: 2, sameBytes: false })).toBe(true);
    // Another bill of one layout comes within 3–14 bits: for the moderator to compare, not a hold.
    expect(isCopyFlag({ kind: "reused_proof", score: 3, sameBytes: false })).toBe(false);
    expect(isCopyFlag({ kind: "reused_proof", score: 14, sameBytes: false })).toBe(false);
    // The money layer cannot import trust's constant; the two must say the same.
    expect(COPIED_PROOF_DISTANCE).toBe(RESAVED_PROOF_DISTANCE);
  });

  it("holds what would pass the day's limit, and not what reaches it exactly", () => {
    expect(payoutHoldReasons({ ...clean, paidOutToday: 49_900 })).toEqual([]);
    expect(payoutHoldReasons({ ...clean, paidOutToday: 49_901 })).toEqual(["dailyLimit"]);
  });

  it("holds a payout to another UPI ID or under another bank name than the last paid one", () => {
    expect(payoutHoldReasons({ ...clean, lastPaidTo: null })).toEqual([]);
    expect(
      payoutHoldReasons({
        ...clean,
        payoutTo: { upiId: "9876543210@ybl", bankName: "Meena Iyer" },
      }),
    ).toEqual(["detailsChanged"]);
    expect(
      payoutHoldReasons({ ...clean, payoutTo: { upiId: "meena@oksbi", bankName: "Suresh Patel" } }),
    ).toEqual(["detailsChanged"]);
    // The same name written with other case, spaces or dots is the same name.
    expect(
      payoutHoldReasons({ ...clean, payoutTo: { upiId: "Meena@OKSBI", bankName: "MEENA  IYER." } }),
    ).toEqual([]);
    // Paid by hand before bank names were kept: the UPI ID alone is compared.
    expect(
      payoutHoldReasons({ ...clean, lastPaidTo: { upiId: "meena@oksbi", bankName: null } }),
    ).toEqual([]);
  });

  it("holds for changed details exactly when the UPI ID or the bank name differs, the first payout never", () => {
    fc.assert(
      fc.property(
        fc.record({ upiId: upi, bankName: name }),
        fc.record({ upiId: upi, bankName: name }),
        (to, last) => {
          expect(detailsChanged(to, null)).toBe(false);
          expect(detailsChanged(to, to)).toBe(false);
          const differs =
            to.upiId.toLowerCase() !== last.upiId.toLowerCase() ||
            to.bankName.toLowerCase().replace(/[^a-z]/g, "") !==
              last.bankName.toLowerCase().replace(/[^a-z]/g, "");
          const reasons = payoutHoldReasons({ ...clean, payoutTo: to, lastPaidTo: last });
          expect(reasons.includes("detailsChanged")).toBe(differs);
        },
      ),
    );
  });

  it("names every reason to the admin in English and Hindi", () => {
    const reasons: Record<PayoutHoldReason, true> = {
      accountSuspended: true,
      nameMismatch: true,
      detailsChanged: true,
      sharedUpi: true,
      sharedHolder: true,
      mostlyRejected: true,
      copiedReviews: true,
      dailyLimit: true,
    };
    for (const reason of Object.keys(reasons) as PayoutHoldReason[]) {
      expect(enMessages.payoutHolds[reason]).toBeTruthy();
      expect(hiMessages.payoutHolds[reason]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("holds more when a fact gets worse, never less", () => {
    const facts = fc.record({
      accountSuspended: fc.boolean(),
      holderNameMismatch: fc.boolean(),
      payoutTo: fc.record({ upiId: upi, bankName: name }),
      lastPaidTo: fc.option(fc.record({ upiId: upi, bankName: fc.option(name) })),
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
