import { describe, expect, it } from "vitest";
import { ratingBars, readStarsFilter } from "./rating-bars";

describe("rating bars", () => {
  it("give whole percentages that add up to 100 by largest remainder", () => {
    const bars = ratingBars(
      new Map([
        [5, 1],
        [4, 1],
        [1, 1],
      ]),
    );
    expect(bars.map((bar) => bar.percent)).toEqual([34, 33, 0, 0, 33]);
    expect(bars.reduce((sum, bar) => sum + bar.percent, 0)).toBe(100);
  });

  it("are all zero with no reviews, five to one star", () => {
    expect(ratingBars(new Map())).toEqual(
      [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
    );
  });

  it("read only 1 to 5 from ?stars=", () => {
    expect(readStarsFilter("4")).toBe(4);
    for (const value of [null, "", "0", "6", "4.5", "04", "five"]) {
      expect(readStarsFilter(value)).toBeUndefined();
    }
  });
});
