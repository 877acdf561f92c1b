import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasHiddenCharacters } from "./names";

describe("hasHiddenCharacters (names)", () => {
  it("refuses direction overrides, isolates and marks, and zero-width characters", () => {
    for (const name of [
      "Asha\u202Egnp.exe",
      "\u2066Admin\u2069",
      "Ravi\u200FKumar",
      "Ra\u200Bvi",
      "\uFEFFRavi",
      "Ra\u00ADvi",
      "Ravi\u200D",
      "\u200CRavi",
      "Ravi\u2060Kumar",
      "Ravi\u200DKumar",
    ]) {
      expect(hasHiddenCharacters(name), JSON.stringify(name)).toBe(true);
    }
  });

  it("keeps plain names in any script, and a Devanagari joiner inside a word", () => {
    for (const name of ["Asha Verma", "आशा वर्मा", "क्‍षमा", "क्‌ष", "Zoë O'Brien", "فاطمة"]) {
      expect(hasHiddenCharacters(name), name).toBe(false);
    }
  });

  it("never lets a format character through, wherever it stands", () => {
    const format = fc.constantFrom(
      ..."\u061C\u200B\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2066\u2067\u2068\u2069\uFEFF",
    );
    fc.assert(
      fc.property(fc.string(), format, fc.string(), (before, hidden, after) => {
        expect(hasHiddenCharacters(`${before}${hidden}${after}`)).toBe(true);
      }),
    );
  });
});
