import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localDigits, normalizeIndianMobile, phoneSchema } from "./phone";

const digit = fc.constantFrom(..."0123456789");
const mobileDigits = fc
  .tuple(fc.constantFrom(..."6789"), fc.array(digit, { minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest.join(""));
const decoration = fc.constantFrom("", " ", "-", "  ", " - ", "(", ")", "\t");

/** Inserts random spaces, dashes and parentheses between the characters. */
function decorate(text: string) {
  return fc
    .array(decoration, { minLength: text.length + 1, maxLength: text.length + 1 })
    .map((gaps) => gaps.map((gap, index) => gap + (text[index] ?? "")).join(""));
}

describe("normalizeIndianMobile", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["(+91) 98765 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["9198765432", "+919198765432"],
    ["+919000000000", "+919000000000"],
    ["6000000000", "+916000000000"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    "",
    "5876543210",
    "0876543210",
    "987654321",
    "98765432101",
    "+9198765432",
    "+910987654321",
    "+1 202 555 0123",
    "+44 7700 900123",
    "+9209876543210",
    "98765abc10",
    "９８７６５４３２１０",
    "98765.43210",
    "++919876543210",
    "0919876543210",
    "9+19876543210",
  ])("rejects %j", (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });

  it("accepts every 10-digit number starting 6–9, however it is spaced or prefixed", () => {
    const typed = fc
      .tuple(mobileDigits, fc.constantFrom("", "+91", "91", "0"))
      .chain(([digits, prefix]) => fc.tuple(fc.constant(digits), decorate(prefix + digits)));
    fc.assert(
      fc.property(typed, ([digits, input]) => {
        expect(normalizeIndianMobile(input)).toBe(`+91${digits}`);
      }),
    );
  });

  it("rejects 10-digit numbers starting 0–5", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(..."012345"),
        fc.array(digit, { minLength: 9, maxLength: 9 }),
        fc.constantFrom("", "+91"),
        (first, rest, prefix) => {
          expect(normalizeIndianMobile(`${prefix}${first}${rest.join("")}`)).toBeNull();
        },
      ),
    );
  });

  it("rejects wrong lengths", () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 0, maxLength: 16 }).filter((rest) => rest.length !== 9),
        fc.constantFrom("6", "7", "8", "9"),
        (rest, first) => {
          const national = first + rest.join("");
          expect(normalizeIndianMobile(`+91${national}`)).toBeNull();
          // Without a plus, 12 digits starting 91 are the country code and a number.
          if (!(national.length === 12 && national.startsWith("91"))) {
            expect(normalizeIndianMobile(national)).toBeNull();
          }
        },
      ),
    );
  });

  it("rejects letters and other country codes", () => {
    fc.assert(
      fc.property(
        mobileDigits,
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(..."abcxyzABC+*#.,/"),
        (digits, position, letter) => {
          const withLetter = digits.slice(0, position) + letter + digits.slice(position);
          expect(normalizeIndianMobile(withLetter)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(
        mobileDigits,
        fc.integer({ min: 1, max: 998 }).filter((code) => code !== 91),
        (digits, code) => {
          expect(normalizeIndianMobile(`+${code}${digits}`)).toBeNull();
        },
      ),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          mobileDigits.map((d) => `0${d}`),
        ),
        (input) => {
          const once = normalizeIndianMobile(input);
          if (once !== null) expect(normalizeIndianMobile(once)).toBe(once);
        },
      ),
    );
  });
});

describe("phoneSchema", () => {
  it("parses to E.164", () => {
    expect(phoneSchema.parse("98765 43210")).toBe("+919876543210");
  });

  it("reports the invalid-phone message key", () => {
    const result = phoneSchema.safeParse("12345");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "credentials.invalidPhone",
    ]);
  });
});

describe("localDigits", () => {
  it("gives the 10 digits after +91", () => {
    expect(localDigits("+919876543210")).toBe("9876543210");
  });

  it("gives back an invalid value as typed, without +91", () => {
    expect(localDigits("+91123")).toBe("123");
  });
});
