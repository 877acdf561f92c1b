import { describe, expect, it } from "vitest";
import { MAX_REJECTION_REASON_LENGTH, readRejectionReason } from "./rejection-reason";

describe("readRejectionReason", () => {
  it("keeps the reason trimmed, NFC-normalised, with its line breaks as \\n", () => {
    expect(readRejectionReason("  Bill missing.\r\nPlease add it. ")).toEqual({
      ok: true,
      reason: "Bill missing.\nPlease add it.",
    });
    expect(readRejectionReason("Cafe\u0301")).toEqual({ ok: true, reason: "Caf\u00e9" });
    expect(readRejectionReason("बिल की फ़ोटो नहीं है")).toEqual({
      ok: true,
      reason: "बिल की फ़ोटो नहीं है",
    });
  });

  it("requires something visible", () => {
    for (const text of ["", "   ", "\n\t", "\u200b\u2060\ufeff"]) {
      expect(readRejectionReason(text)).toEqual({ ok: false, refusal: "reason_required" });
    }
  });

  it("refuses control characters and more than the longest length, each with its own reason", () => {
    for (const text of ["a\u0000b", "a\u0007b", "a\u0085b"]) {
      expect(readRejectionReason(text)).toEqual({ ok: false, refusal: "reason_invalid" });
    }
    expect(readRejectionReason("x".repeat(MAX_REJECTION_REASON_LENGTH + 1))).toEqual({
      ok: false,
      refusal: "reason_too_long",
    });
    expect(readRejectionReason("x".repeat(MAX_REJECTION_REASON_LENGTH)).ok).toBe(true);
  });
});
