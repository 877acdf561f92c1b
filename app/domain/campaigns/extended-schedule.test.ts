import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedByDay, distributionSchedule, extendedSchedule } from "./daily-schedule";

describe("extendedSchedule", () => {
  it("appends the added reviews' own pacing after the last day", () => {
    expect(extendedSchedule([1, 1, 3, 2, 1, 1, 1], 3, 10)).toEqual([
      1, 1, 3, 2, 1, 1, 1, 1, 1, 3, 2, 1, 1, 1,
    ]);
  });

  it("starts the added reviews today when the schedule has run out", () => {
    const extended = extendedSchedule([1, 1, 3, 2, 1, 1, 1], 10, 1);
    expect(extended).toEqual([1, 1, 3, 2, 1, 1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0]);
    // Day 10 opens the one added review; day 9 had only the first ten.
    expect(allowedByDay(extended, 9)).toBe(10);
    expect(allowedByDay(extended, 10)).toBe(11);
  });

  it("always sums to the old target plus the added reviews, never lowering a past day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 60 }),
        (target, added, today) => {
          const schedule = distributionSchedule(target);
          const extended = extendedSchedule(schedule, today, added);
          expect(extended.reduce((sum, day) => sum + day, 0)).toBe(target + added);
          for (let day = 1; day < today; day += 1) {
            expect(allowedByDay(extended, day)).toBe(allowedByDay(schedule, day));
          }
        },
      ),
    );
  });
});
