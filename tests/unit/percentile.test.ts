import { describe, expect, it } from "vitest";
import { percentileCont } from "../support/percentile";

describe("percentileCont (the tests' PostgreSQL percentile_cont)", () => {
  it("interpolates between the nearest ranks as PostgreSQL does", () => {
    expect(percentileCont([], 0.5)).toBeNull();
    expect(percentileCont([7], 0.9)).toBe(7);
    expect(percentileCont([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileCont([40, 10, 30, 20], 0.9)).toBeCloseTo(37);
    expect(percentileCont([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
});
