import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CampaignStatus } from "~/db/schema";
import {
  allowedByDay,
  campaignDay,
  distributionDays,
  distributionSchedule,
  openSlotsToday,
} from "./daily-schedule";

const target = fc.integer({ min: 1, max: 1000 });
const ceilPercent = (percent: number, n: number) => Math.ceil((percent * n) / 100 - 1e-9);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

// 2026-11-22 00:00 in Kolkata is 2026-11-21T18:30Z.
const start = new Date("2026-11-22T04:00:00Z");
const atKolkata = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe("distribution schedule", () => {
  it("matches the examples of the specification", () => {
    expect(distributionSchedule(10)).toEqual([1, 1, 3, 2, 1, 1, 1]);
    expect(distributionSchedule(20)).toEqual([1, 2, 6, 3, 3, 3, 2]);
    expect(distributionSchedule(1)).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });

  it("uses integer arithmetic: 10% of 30 is 3 on day 2", () => {
    expect(distributionSchedule(30)[1]).toBe(3);
    expect(distributionSchedule(30)).toEqual([2, 3, 9, 4, 4, 4, 4]);
  });

  it("runs 7, 15 or 25 days depending on the target", () => {
    expect([1, 50, 51, 100, 101, 1000].map(distributionDays)).toEqual([7, 7, 15, 15, 25, 25]);
    expect(distributionSchedule(100)).toHaveLength(15);
    expect(distributionSchedule(101)).toHaveLength(25);
  });

  it("refuses a target that is not a positive whole number", () => {
    expect(() => distributionSchedule(0)).toThrow(RangeError);
    expect(() => distributionSchedule(2.5)).toThrow(RangeError);
    expect(() => distributionDays(Number.NaN)).toThrow(RangeError);
  });

  it("always sums to the target, with no negative day", () => {
    fc.assert(
      fc.property(target, (n) => {
        const schedule = distributionSchedule(n);
        expect(sum(schedule)).toBe(n);
        expect(schedule.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
      }),
    );
  });

  it("has as many days as the target's range asks", () => {
    fc.assert(
      fc.property(target, (n) => {
        const expected = n <= 50 ? 7 : n <= 100 ? 15 : 25;
        expect(distributionSchedule(n)).toHaveLength(expected);
        expect(distributionDays(n)).toBe(expected);
      }),
    );
  });

  it("gives days 1–3 their ceilings of 5%, 10% and 30%, capped at what is left", () => {
    fc.assert(
      fc.property(target, (n) => {
        const schedule = distributionSchedule(n);
        let left = n;
        [5, 10, 30].forEach((percent, index) => {
          const expected = Math.min(ceilPercent(percent, n), left);
          expect(schedule[index]).toBe(expected);
          left -= expected;
        });
      }),
    );
  });

  it("spreads the rest evenly over days 4..D, the earlier days getting one more", () => {
    fc.assert(
      fc.property(target, (n) => {
        const rest = distributionSchedule(n).slice(3);
        const max = Math.max(...rest);
        const min = Math.min(...rest);
        expect(max - min).toBeLessThanOrEqual(1);
        expect([...rest].sort((a, b) => b - a)).toEqual(rest);
      }),
    );
  });
});

describe("allowed by day", () => {
  it("sums days 1..k, 0 before day 1 and the target after day D", () => {
    const schedule = distributionSchedule(20);
    expect(allowedByDay(schedule, -1)).toBe(0);
    expect(allowedByDay(schedule, 0)).toBe(0);
    expect(allowedByDay(schedule, 1)).toBe(1);
    expect(allowedByDay(schedule, 3)).toBe(9);
    expect(allowedByDay(schedule, 7)).toBe(20);
    expect(allowedByDay(schedule, 40)).toBe(20);
  });

  it("never decreases and reaches the target on day D", () => {
    fc.assert(
      fc.property(target, (n) => {
        const schedule = distributionSchedule(n);
        for (let day = 0; day <= schedule.length + 2; day += 1) {
          expect(allowedByDay(schedule, day + 1)).toBeGreaterThanOrEqual(
            allowedByDay(schedule, day),
          );
        }
        expect(allowedByDay(schedule, schedule.length)).toBe(n);
        expect(allowedByDay(schedule, schedule.length - 1)).toBeLessThanOrEqual(n);
      }),
    );
  });
});

describe("campaign day", () => {
  it("counts Kolkata calendar days from the start day, which is day 1", () => {
    expect(campaignDay(start, start)).toBe(1);
    expect(campaignDay(start, atKolkata("2026-11-22T23:59:59"))).toBe(1);
    expect(campaignDay(start, atKolkata("2026-11-23T00:00:00"))).toBe(2);
    expect(campaignDay(start, atKolkata("2026-11-28T12:00:00"))).toBe(7);
    expect(campaignDay(start, atKolkata("2026-12-17T08:00:00"))).toBe(26);
  });

  it("is 0 before the start day", () => {
    expect(campaignDay(start, atKolkata("2026-11-21T23:59:59"))).toBe(0);
    expect(campaignDay(start, atKolkata("2026-10-01T10:00:00"))).toBe(0);
  });

  it("turns at Kolkata midnight, not UTC midnight", () => {
    const lateStart = new Date("2026-11-21T18:29:59Z"); // 21 Nov, 23:59:59 in Kolkata
    expect(campaignDay(lateStart, new Date("2026-11-21T18:30:00Z"))).toBe(2);
  });
});

describe("open slots today", () => {
  const base = {
    status: "active" as CampaignStatus,
    schedule: distributionSchedule(20),
    targetReviews: 20,
    startDate: start,
    taken: 0,
    now: start,
  };

  it("opens the day's allowance, less what is taken", () => {
    expect(openSlotsToday(base)).toBe(1);
    expect(openSlotsToday({ ...base, taken: 1 })).toBe(0);
    expect(openSlotsToday({ ...base, now: atKolkata("2026-11-24T09:00:00"), taken: 4 })).toBe(5);
    expect(openSlotsToday({ ...base, now: atKolkata("2027-01-01T09:00:00"), taken: 19 })).toBe(1);
  });

  it("is 0 when pending and approved reviews already fill the allowance", () => {
    expect(openSlotsToday({ ...base, now: atKolkata("2026-11-24T09:00:00"), taken: 12 })).toBe(0);
    expect(openSlotsToday({ ...base, now: atKolkata("2027-01-01T09:00:00"), taken: 20 })).toBe(0);
  });

  it("is 0 for a campaign that is not active or not started", () => {
    for (const status of ["pending_approval", "completed", "rejected"] as const) {
      expect(openSlotsToday({ ...base, status })).toBe(0);
    }
    expect(openSlotsToday({ ...base, startDate: null })).toBe(0);
    expect(openSlotsToday({ ...base, now: atKolkata("2026-11-21T12:00:00") })).toBe(0);
  });

  it("never exceeds target − taken, whatever the day", () => {
    fc.assert(
      fc.property(
        target,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -5, max: 40 }),
        (n, takenSeed, dayOffset) => {
          const taken = takenSeed % (n + 1);
          const now = new Date(start.getTime() + dayOffset * 86_400_000);
          const slots = openSlotsToday({
            ...base,
            schedule: distributionSchedule(n),
            targetReviews: n,
            taken,
            now,
          });
          expect(slots).toBeGreaterThanOrEqual(0);
          expect(slots).toBeLessThanOrEqual(n - taken);
        },
      ),
    );
  });

  it("never opens more than the target even with a schedule that sums too high", () => {
    expect(
      openSlotsToday({
        ...base,
        schedule: [50, 50],
        targetReviews: 20,
        now: atKolkata("2026-11-30T09:00:00"),
        taken: 5,
      }),
    ).toBe(15);
  });
});
