import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { summariseLedger } from "../summarise-ledger";
import {
  isDisputeGround,
  isRemovalGround,
  isReportGround,
  MAX_COMPLAINT_TEXT_LENGTH,
  readComplaintText,
} from "./report-form";

describe("a complaint's text", () => {
  it("may be empty on a report, never on a dispute or a decision", () => {
    expect(readComplaintText("   ", { required: false })).toEqual({ ok: true, text: "" });
    expect(readComplaintText("   ", { required: true })).toEqual({
      ok: false,
      reason: "text_required",
    });
    expect(readComplaintText("short", { required: true, min: 10 })).toEqual({
      ok: false,
      reason: "text_too_short",
    });
    expect(
      readComplaintText("x".repeat(MAX_COMPLAINT_TEXT_LENGTH + 1), { required: false }),
    ).toEqual({
      ok: false,
      reason: "text_too_long",
    });
    expect(readComplaintText("bad\u0007bell", { required: false })).toEqual({
      ok: false,
      reason: "text_invalid",
    });
  });

  it("keeps any readable text within the limit as typed, trimmed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z ]{0,200}[a-z]$/), (text) => {
        expect(readComplaintText(`  ${text} `, { required: true })).toEqual({ ok: true, text });
      }),
    );
  });
});

describe("the listed grounds", () => {
  it("take no rating and nothing outside their lists", () => {
    for (const check of [isReportGround, isDisputeGround, isRemovalGround]) {
      for (const value of ["1", "5", "low_rating", "", null, "__proto__"])
        expect(check(value)).toBe(false);
    }
    expect(
      isReportGround("personal_data") &&
        isDisputeGround("never_customer") &&
        isRemovalGround("court_order"),
    ).toBe(true);
  });
});

describe("the ledger's removals", () => {
  it("count each removed review once, per ground in the grounds' order, and as submitted", () => {
    const ledger = summariseLedger([
      { rating: 1, status: "removed", category: "personal_data", count: 2 },
      { rating: 5, status: "removed", category: "court_order", count: 1 },
      { rating: 4, status: "approved", category: "", count: 3 },
    ]);
    expect(ledger.removedBy).toEqual([
      { ground: "court_order", total: 1 },
      { ground: "personal_data", total: 2 },
    ]);
    expect(ledger.total).toMatchObject({ submitted: 6, published: 3, removed: 3 });
    expect(ledger.byRating[1]).toMatchObject({ submitted: 2, removed: 2, published: 0 });
  });
});
