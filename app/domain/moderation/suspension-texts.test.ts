import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSuspensionCategory,
  MAX_APPEAL_LENGTH,
  MIN_APPEAL_LENGTH,
  readTypedText,
  suspensionCategories,
} from "./suspension-texts";

describe("suspension texts", () => {
  it("knows the four categories and nothing else, a rating least of all", () => {
    for (const category of suspensionCategories) expect(isSuspensionCategory(category)).toBe(true);
    for (const other of ["", "5", "rating", "FRAUD", null, 3]) {
      expect(isSuspensionCategory(other)).toBe(false);
    }
  });

  it("refuses empty, hidden, short and long texts, and keeps line breaks", () => {
    const limits = { min: MIN_APPEAL_LENGTH, max: MAX_APPEAL_LENGTH };
    expect(readTypedText("   ", limits)).toEqual({ ok: false, refusal: "required" });
    expect(readTypedText("\u200b", limits)).toEqual({ ok: false, refusal: "required" });
    expect(readTypedText("I was\u0000there", limits)).toEqual({ ok: false, refusal: "invalid" });
    expect(readTypedText("too short", limits)).toEqual({ ok: false, refusal: "too_short" });
    expect(readTypedText("x".repeat(MAX_APPEAL_LENGTH + 1), limits)).toEqual({
      ok: false,
      refusal: "too_long",
    });
    expect(readTypedText(" I visited.\nHere is why. ", limits)).toEqual({
      ok: true,
      text: "I visited.\nHere is why.",
    });
  });

  it("accepts exactly what fits between the limits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (length) => {
        const read = readTypedText("a".repeat(length), { min: 10, max: 50 });
        expect(read.ok).toBe(length >= 10 && length <= 50);
      }),
    );
  });
});
