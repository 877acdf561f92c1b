import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DOCUMENT_NUMBER_MAX_LENGTH,
  documentNumber,
  MAX_DOCUMENT_SEQUENCE,
} from "./document-number";
import { financialYear } from "./financial-year";

const kinds = fc.constantFrom("invoice" as const, "credit_note" as const);
// Any instant of the century from GST's start (2017-18 to 2116-17, where the two-digit years
// would repeat): its financial year as the issuer reads it.
const years = fc
  .date({ min: new Date("2017-07-01T00:00:00Z"), max: new Date("2117-03-31T00:00:00Z") })
  .filter((at) => !Number.isNaN(at.getTime()))
  .map(financialYear);

describe("documentNumber", () => {
  it("writes the invoice and credit note series with the financial year inside", () => {
    expect(documentNumber("invoice", "2026-27", 34)).toBe("RK2627/000034");
    expect(documentNumber("credit_note", "2026-27", 1)).toBe("RC2627/000001");
    expect(documentNumber("invoice", "2099-00", 1_234_567)).toBe("RK9900/1234567");
  });

  it("is at most sixteen letters, digits, '-' or '/' for every year and every counter (rule 46(b))", () => {
    fc.assert(
      fc.property(
        kinds,
        years,
        fc.integer({ min: 1, max: MAX_DOCUMENT_SEQUENCE }),
        (kind, year, n) => {
          const number = documentNumber(kind, year, n);
          expect(number.length).toBeLessThanOrEqual(DOCUMENT_NUMBER_MAX_LENGTH);
          expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
        },
      ),
    );
    expect(documentNumber("credit_note", "2026-27", MAX_DOCUMENT_SEQUENCE)).toHaveLength(16);
  });

  it("never gives two documents one number: distinct kinds, years or counters give distinct numbers", () => {
    fc.assert(
      fc.property(
        fc.tuple(kinds, years, fc.integer({ min: 1, max: MAX_DOCUMENT_SEQUENCE })),
        fc.tuple(kinds, years, fc.integer({ min: 1, max: MAX_DOCUMENT_SEQUENCE })),
        (a, b) => {
          const same = a[0] === b[0] && a[1] === b[1] && a[2] === b[2];
          expect(documentNumber(...a) === documentNumber(...b)).toBe(same);
        },
      ),
    );
  });

  it("refuses a counter past nine digits rather than write a seventeenth character", () => {
    expect(() => documentNumber("invoice", "2026-27", MAX_DOCUMENT_SEQUENCE + 1)).toThrow(
      RangeError,
    );
    expect(() => documentNumber("invoice", "2026-27", 0)).toThrow(RangeError);
    expect(() => documentNumber("invoice", "26-27", 1)).toThrow(RangeError);
  });
});
