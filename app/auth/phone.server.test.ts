import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeIndianMobile } from "./phone";
import { normalizeIndianMobileStrict } from "./phone.server";

describe("normalizeIndianMobileStrict", () => {
  it("agrees with the browser's check for every 10-digit number starting 6–9", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }), (number) => {
        const typed = String(number);
        expect(normalizeIndianMobileStrict(typed)).toBe(`+91${typed}`);
        expect(normalizeIndianMobileStrict(typed)).toBe(normalizeIndianMobile(typed));
      }),
    );
  });

  it("refuses what the form rule refuses", () => {
    for (const typed of ["5876543210", "98765", "+14155550123", "abcdefghij", ""]) {
      expect(normalizeIndianMobileStrict(typed)).toBeNull();
    }
  });
});
