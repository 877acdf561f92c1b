import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dailyPace } from "./daily-pace";
import { distributionSchedule } from "./daily-schedule";

describe("daily pace", () => {
  const schedule = distributionSchedule(10);

  it("lays planned, submitted and approved side by side from the start date", () => {
    const pace = dailyPace({
      schedule,
      startDate: "2026-11-20",
      submittedByDate: new Map([
        ["2026-11-20", 1],
        ["2026-11-22", 4],
      ]),
      approvedByDate: new Map([["2026-11-23", 3]]),
      today: "2026-11-30",
    });
    expect(pace).toHaveLength(7);
    expect(pace.slice(0, 4)).toEqual([
      { day: 1, date: "2026-11-20", planned: 1, submitted: 1, approved: 0 },
      { day: 2, date: "2026-11-21", planned: 1, submitted: 0, approved: 0 },
      { day: 3, date: "2026-11-22", planned: 3, submitted: 4, approved: 0 },
      { day: 4, date: "2026-11-23", planned: 2, submitted: 0, approved: 3 },
    ]);
  });

  it("runs past the schedule's last day while reviews still arrive, up to its limit", () => {
    const late = dailyPace({
      schedule,
      startDate: "2026-11-20",
      submittedByDate: new Map([["2026-11-29", 2]]),
      approvedByDate: new Map([["2026-11-30", 2]]),
      today: "2026-11-30",
    });
    expect(late).toHaveLength(11);
    expect(late.at(-1)).toEqual({
      day: 11,
      date: "2026-11-30",
      planned: 0,
      submitted: 0,
      approved: 2,
    });
    const capped = dailyPace({
      schedule,
      startDate: "2026-11-20",
      submittedByDate: new Map([["2027-11-20", 1]]),
      approvedByDate: new Map(),
      today: "2027-11-20",
      maxDays: 30,
    });
    expect(capped).toHaveLength(30);
  });

  it("leaves the days that have not come yet without counts, not as zeros", () => {
    const pace = dailyPace({
      schedule,
      startDate: "2026-11-20",
      submittedByDate: new Map([["2026-11-21", 2]]),
      approvedByDate: new Map(),
      today: "2026-11-22",
    });
    expect(pace).toHaveLength(7);
    expect(pace.map((row) => row.submitted)).toEqual([0, 2, 0, null, null, null, null]);
    expect(pace.map((row) => row.approved)).toEqual([0, 0, 0, null, null, null, null]);
    expect(pace.map((row) => row.planned)).toEqual(schedule);
  });

  it("plans exactly the schedule and loses no review inside its days", () => {
    const day = fc.integer({ min: 0, max: 24 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.tuple(day, fc.nat({ max: 50 })), { maxLength: 20 }),
        (target, arrivals) => {
          const plan = distributionSchedule(target);
          const submittedByDate = new Map<string, number>();
          for (const [offset, count] of arrivals) {
            const date = new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
            submittedByDate.set(date, (submittedByDate.get(date) ?? 0) + count);
          }
          const pace = dailyPace({
            schedule: plan,
            startDate: "2026-11-01",
            submittedByDate,
            approvedByDate: new Map(),
            today: "2026-12-31",
          });
          expect(pace.map((row) => row.planned).slice(0, plan.length)).toEqual(plan);
          expect(pace.reduce((sum, row) => sum + (row.submitted ?? 0), 0)).toBe(
            [...submittedByDate.values()].reduce((sum, count) => sum + count, 0),
          );
          expect(pace.map((row) => row.day)).toEqual(pace.map((_row, index) => index + 1));
        },
      ),
    );
  });
});
