import { describe, expect, it } from "vitest";
import { ratingBars, readStarsFilter } from "./rating-bars";

describe("rating bars", () => {
  it("round each share on its own, favouring no rating in a tie", () => {
    const bars = ratingBars(
      new Map([
        [5, 1],
        [4, 1],
        [1, 1],
      ]),
    );
    expect(bars.map((bar) => bar.percent)).toEqual([33, 33, 0, 0, 33]);
    expect(
      ratingBars(
        new Map([
          [5, 2],
          [2, 1],
        ]),
      ).map((bar) => bar.percent),
    ).toEqual([67, 0, 0, 33, 0]);
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
