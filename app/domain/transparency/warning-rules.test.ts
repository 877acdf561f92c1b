import { describe, expect, it } from "vitest";
import { isWarningShown, readWarningForm, warningEnd } from "./warning-rules";

const form = {
  ground: "money_for_change",
  publicText: "The owner offered reviewers ₹500 to change one-star reviews.",
  startsOn: "2026-11-29",
  endsOn: "2027-02-26",
};

describe("a warning's dates", () => {
  it("show it from its first day to its last, both included, and never once withdrawn", () => {
    const warning = { startsOn: "2026-11-29", endsOn: "2027-02-26", withdrawnAt: null };
    expect(isWarningShown(warning, "2026-11-28")).toBe(false);
    expect(isWarningShown(warning, "2026-11-29")).toBe(true);
    expect(isWarningShown(warning, "2027-02-26")).toBe(true);
    expect(isWarningShown(warning, "2027-02-27")).toBe(false);
    expect(isWarningShown({ ...warning, withdrawnAt: new Date() }, "2026-12-01")).toBe(false);
    expect(warningEnd("2026-11-29")).toBe("2027-02-26");
  });

  it("are checked with the rest of the form", () => {
    const today = "2026-11-29";
    expect(readWarningForm(form, today)).toMatchObject({ ok: true, ground: "money_for_change" });
    const refused = (change: Partial<typeof form>) =>
      readWarningForm({ ...form, ...change }, today);
    expect(refused({ ground: "rating_too_low" })).toEqual({ ok: false, reason: "ground_required" });
    expect(refused({ publicText: "  " })).toEqual({ ok: false, reason: "text_required" });
    expect(refused({ publicText: "Bad shop." })).toEqual({ ok: false, reason: "text_too_short" });
    expect(refused({ startsOn: "2026-11-28" })).toEqual({ ok: false, reason: "start_past" });
    expect(refused({ startsOn: "2026-02-30" })).toEqual({ ok: false, reason: "start_invalid" });
    expect(refused({ endsOn: "" })).toEqual({ ok: false, reason: "end_invalid" });
    expect(refused({ endsOn: "2026-11-28" })).toEqual({ ok: false, reason: "end_before_start" });
    expect(refused({ endsOn: "2027-11-29" })).toEqual({ ok: false, reason: "too_long" });
    expect(refused({ endsOn: "2027-11-28" })).toMatchObject({ ok: true });
  });
});
