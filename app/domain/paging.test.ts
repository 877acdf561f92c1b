import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundedLimit, boundedOffset, pageCount, pageNumber, pageWindow } from "./paging";

describe("paging", () => {
  it("reads a page number from a link, and anything else is page 1", () => {
    expect(pageNumber("3")).toBe(3);
    for (const bad of [null, undefined, "", "0", "-2", "2.5", "abc", "1e3", " 2", "9999999"]) {
      expect(pageNumber(bad), String(bad)).toBe(1);
    }
  });

  it("pages cover every row exactly once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (total, size) => {
          const seen: number[] = [];
          for (let page = 1; page <= pageCount(total, size); page += 1) {
            const { limit, offset } = pageWindow(page, size);
            for (let row = offset; row < Math.min(total, offset + limit); row += 1) seen.push(row);
          }
          expect(seen).toEqual(Array.from({ length: total }, (_, row) => row));
        },
      ),
    );
  });

  it("keeps limits and offsets in bounds", () => {
    expect(boundedLimit(undefined, 20, 50)).toBe(20);
    expect(boundedLimit(Number.NaN, 20, 50)).toBe(20);
    expect(boundedLimit(0, 20, 50)).toBe(1);
    expect(boundedLimit(500, 20, 50)).toBe(50);
    expect(boundedOffset(-5)).toBe(0);
    expect(boundedOffset(Number.POSITIVE_INFINITY)).toBe(0);
    expect(boundedOffset(40.7)).toBe(40);
  });
});
