import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkUpiId, isUpiId, MAX_UPI_ID_LENGTH, maskUpiId, normalizeUpiId } from "./upi";
import { upiPayLink } from "./upi-pay-link";

const handleChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789._-");
const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz");
const pspChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789");
const handle = fc.string({ unit: handleChar, minLength: 2, maxLength: 40 });
const psp = fc
  .tuple(letter, fc.string({ unit: pspChar, minLength: 1, maxLength: 20 }))
  .map(([first, rest]) => first + rest);
const wellFormed = fc.tuple(handle, psp).map(([h, p]) => `${h}@${p}`);
const spaces = fc.constantFrom("", " ", "  ", "\t", " \n");

describe("normalizeUpiId", () => {
  it("trims spaces and lower-cases", () => {
    expect(normalizeUpiId("  Name.Surname@OKAxis \n")).toBe("name.surname@okaxis");
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalizeUpiId(normalizeUpiId(raw))).toBe(normalizeUpiId(raw));
      }),
    );
  });
});

describe("isUpiId", () => {
  it.each([
    "name@okaxis",
    "Name.Surname-1@ybl",
    " 9876543210@paytm ",
    "yourname@upi",
    "9876543210@okhdfcbank",
    "kiran_r@axl",
    "ab@ok",
  ])("accepts %j", (value) => {
    expect(isUpiId(value)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "name",
    "name@",
    "@okaxis",
    "a@ybl",
    "a b@ybl",
    "name@ok axis",
    "name@@ybl",
    "name@ybl@ybl",
    "name@1bank",
    "name@y",
    "name@ok.axis",
    "name@ok-axis",
    "name+tag@ybl",
    "नाम@ybl",
    "name@yb１",
  ])("rejects %j", (value) => {
    expect(isUpiId(value)).toBe(false);
  });

  it("rejects anything longer than MAX_UPI_ID_LENGTH, however well-formed", () => {
    const atMax = `${"a".repeat(MAX_UPI_ID_LENGTH - "@ybl".length)}@ybl`;
    expect(isUpiId(atMax)).toBe(true);
    expect(isUpiId(`a${atMax}`)).toBe(false);
  });

  it("accepts every well-formed ID in any case and with spaces around it", () => {
    fc.assert(
      fc.property(wellFormed, spaces, spaces, fc.boolean(), (id, before, after, upper) => {
        const typed = `${before}${upper ? id.toUpperCase() : id}${after}`;
        expect(isUpiId(typed)).toBe(true);
      }),
    );
  });

  it("rejects an ID with a character outside the allowed ones", () => {
    const foreign = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 1 })
      .filter((c) => !/[a-zA-Z0-9._@-]/.test(c) && c.trim() !== "");
    fc.assert(
      fc.property(handle, psp, foreign, fc.boolean(), (h, p, c, inHandle) => {
        const id = inHandle ? `${h}${c}${h}@${p}` : `${h}@${p}${c}${p}`;
        expect(isUpiId(id)).toBe(false);
      }),
    );
  });

  it("rejects anything without exactly one @", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        if ((raw.match(/@/g) ?? []).length !== 1) expect(isUpiId(raw)).toBe(false);
      }),
    );
  });
});

describe("checkUpiId", () => {
  it("gives the normalized ID to store", () => {
    expect(checkUpiId("  Name.Surname-1@YBL ")).toEqual({
      ok: true,
      upiId: "name.surname-1@ybl",
    });
  });

  it.each(["", "   ", "\t\n", "\u200b\u2060"])("calls %j missing", (raw) => {
    expect(checkUpiId(raw)).toEqual({ ok: false, reason: "upi_required" });
  });

  it.each([
    "name",
    "name@",
    "@okaxis",
    "a b@ybl",
    "name@@ybl",
    "name@1bank",
    "asha\u0000@ybl",
    "asha@ybl\u0000",
  ])("calls %j invalid", (raw) => {
    expect(checkUpiId(raw)).toEqual({ ok: false, reason: "upi_invalid" });
  });

  it("agrees with isUpiId on every input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), wellFormed), (raw) => {
        const checked = checkUpiId(raw);
        expect(checked.ok).toBe(isUpiId(raw));
        if (checked.ok) expect(checked.upiId).toBe(normalizeUpiId(raw));
      }),
    );
  });
});

describe("upiPayLink", () => {
  it("builds the link of the specification with the payee's name, whole rupees and encoded values", () => {
    expect(upiPayLink({ upiId: "name@okaxis", amount: 105, reviewerName: "Asha V." })).toBe(
      "upi://pay?pa=name%40okaxis&pn=Asha%20V.&am=105&cu=INR&tn=ReviewKaro%20payout",
    );
  });

  it("names a Hindi payee in UTF-8, and leaves pn out for a reviewer without a public name", () => {
    expect(upiPayLink({ upiId: "asha@ybl", amount: 100, reviewerName: "आशा व." })).toContain(
      "&pn=%E0%A4%86%E0%A4%B6%E0%A4%BE%20%E0%A4%B5.&am=100",
    );
    for (const reviewerName of [null, "", "   "]) {
      expect(upiPayLink({ upiId: "asha@ybl", amount: 100, reviewerName })).toBe(
        "upi://pay?pa=asha%40ybl&am=100&cu=INR&tn=ReviewKaro%20payout",
      );
    }
  });

  it("encodes the payee so that it is read back unchanged", () => {
    fc.assert(
      fc.property(
        wellFormed,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc
          .string({ minLength: 1, maxLength: 60 })
          .filter((name) => name.trim() === name && name !== ""),
        (upiId, amount, reviewerName) => {
          const link = new URL(upiPayLink({ upiId, amount, reviewerName }));
          expect(link.protocol).toBe("upi:");
          expect(link.searchParams.get("pa")).toBe(upiId);
          expect(link.searchParams.get("pn")).toBe(reviewerName);
          expect(link.searchParams.get("am")).toBe(String(amount));
          expect(link.searchParams.get("cu")).toBe("INR");
          expect(link.searchParams.get("tn")).toBe("ReviewKaro payout");
          expect([...link.searchParams.keys()]).toEqual(["pa", "pn", "am", "cu", "tn"]);
          expect(link.href).not.toMatch(/[ +]/);
        },
      ),
    );
  });

  it.each([0, -5, 10.5, Number.NaN])("refuses the amount %s", (amount) => {
    expect(() => upiPayLink({ upiId: "name@okaxis", amount, reviewerName: "Asha V." })).toThrow(
      RangeError,
    );
  });
});

describe("maskUpiId", () => {
  it("keeps two letters of the handle and the whole provider", () => {
    expect(maskUpiId("kiran.42@okaxis")).toBe("ki•••@okaxis");
    expect(maskUpiId("9876543210@ybl")).toBe("98•••@ybl");
    expect(maskUpiId("k@ybl")).toBe("k•••@ybl");
  });
});
