import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { financialYear } from "./financial-year";
import { formatPaise, splitInclusiveTax } from "./tax-split";

describe("splitInclusiveTax", () => {
  it("finds the taxable value inside ₹20 and ₹200", () => {
    // 2000 × 100 / 118 = 1694.92 → 1695; tax 305 = CGST 153 + SGST 152.
    expect(splitInclusiveTax(2000, true)).toEqual({
      totalPaise: 2000,
      taxablePaise: 1695,
      cgstPaise: 153,
      sgstPaise: 152,
      igstPaise: 0,
    });
    expect(splitInclusiveTax(20000, false)).toEqual({
      totalPaise: 20000,
      taxablePaise: 16949,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3051,
    });
  });

  it("rounds the taxable value half up, and CGST takes the odd paisa", () => {
    // 59 × 100 / 118 = 50 exactly; 177 × 100 / 118 = 150 exactly; 1 × 100 / 118 = 0.847 → 1.
    expect(splitInclusiveTax(59, true).taxablePaise).toBe(50);
    expect(splitInclusiveTax(1, true)).toMatchObject({
      taxablePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(splitInclusiveTax(3, true)).toMatchObject({ taxablePaise: 3 });
    const odd = splitInclusiveTax(2000, true);
    expect(odd.cgstPaise - odd.sgstPaise).toBe(1);
  });

  it("always adds up: taxable + tax = total, CGST + SGST = tax, and the tax is 18% to the paisa", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.boolean(), (total, intra) => {
        const split = splitInclusiveTax(total, intra);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        expect(split.taxablePaise + tax).toBe(total);
        expect(Math.abs(split.taxablePaise * 118 - total * 100)).toBeLessThanOrEqual(59);
        if (intra) {
          expect(split.igstPaise).toBe(0);
          expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
        } else expect(split.cgstPaise + split.sgstPaise).toBe(0);
      }),
    );
  });

  it("refuses fractions and negative amounts", () => {
    expect(() => splitInclusiveTax(-1, true)).toThrow(RangeError);
    expect(() => splitInclusiveTax(1.5, true)).toThrow(RangeError);
  });

  it("writes paise as rupees with Indian grouping", () => {
    expect(formatPaise(12345678)).toBe("1,23,456.78");
  });
});

describe("financialYear", () => {
  it("runs April to March in India's time", () => {
    expect(financialYear(new Date("2026-11-26T12:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });
});
