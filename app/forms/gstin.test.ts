import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isGstStateCode } from "./gst-states";
import { gstinCheckCharacter, gstinProblem, normalizedGstin } from "./gstin";

const problem = (gstin: string) => gstinProblem(gstin, isGstStateCode);
const CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("GSTIN", () => {
  it("accepts real-format GSTINs whose check character holds", () => {
    for (const gstin of [
      "27AAPFU0939F1ZV",
      "29AAGCB7383J1Z4",
      "24AAACC1206D1ZM",
      "33AAACH7409R1Z8",
    ])
      expect(problem(gstin)).toBeNull();
  });

  it("refuses a wrong check character, a bad layout and an unknown state", () => {
    expect(problem("27AAPFU0939F1ZW")).toBe("checksum");
    expect(problem("27AAPFU0939F1Z")).toBe("format");
    expect(problem("27AAPF00939F1ZV")).toBe("format");
    expect(problem("27AAPFU0939F1XV")).toBe("format");
    expect(problem("99AAPFU0939F1ZV")).toBe("state");
  });

  it("reads what a phone keyboard types: lower case and spaces", () => {
    expect(normalizedGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normalizedGstin("27 AAPFU 0939 F1ZV")).toBe("27AAPFU0939F1ZV");
  });

  it("catches every single changed character of a valid GSTIN", () => {
    const validGstin = fc
      .tuple(
        fc.constantFrom("23", "27", "07", "09"),
        fc.string({
          unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
          minLength: 5,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, pan, digits, last, entity]) => {
        const first14 = `${state}${pan}${String(digits).padStart(4, "0")}${last}${entity}Z`;
        return first14 + gstinCheckCharacter(first14);
      });
    fc.assert(
      fc.property(
        validGstin,
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 1, max: 35 }),
        (gstin, at, shift) => {
          expect(problem(gstin)).toBeNull();
          const changed = CHARACTERS.charAt((CHARACTERS.indexOf(gstin.charAt(at)) + shift) % 36);
          const typo = gstin.slice(0, at) + changed + gstin.slice(at + 1);
          expect(problem(typo)).not.toBeNull();
        },
      ),
    );
  });
});
