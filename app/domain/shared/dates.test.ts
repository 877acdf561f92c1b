import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dayNumber,
  formatDate,
  formatDateTime,
  kolkataDateKey,
  kolkataDateKeyOfZone,
  TIME_ZONE,
} from "./dates";

const beforeMidnight = new Date("2026-11-21T18:29:59Z");
const atMidnight = new Date("2026-11-21T18:30:00Z");

describe("dates on the Kolkata calendar", () => {
  it("uses Asia/Kolkata", () => {
    expect(TIME_ZONE).toBe("Asia/Kolkata");
  });

  it("changes the day at midnight in India, not at midnight UTC", () => {
    expect(kolkataDateKey(beforeMidnight)).toBe("2026-11-21");
    expect(kolkataDateKey(atMidnight)).toBe("2026-11-22");
    expect(kolkataDateKey(new Date("2026-11-22T00:00:00Z"))).toBe("2026-11-22");
  });

  it("agrees with the time zone database at every instant from 1900 to 9999", () => {
    const instants = fc.date({
      min: new Date("1900-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (date) => {
        expect(kolkataDateKey(date)).toBe(kolkataDateKeyOfZone(date));
      }),
      { numRuns: 5000 },
    );
    // Each side of every day's turn, and of the last day the arithmetic answers.
    for (const iso of ["1946-01-01T00:00:00Z", "1945-12-31T18:29:59Z", "9999-12-30T18:30:00Z"]) {
      const at = new Date(iso);
      for (const shift of [-1, 0, 1]) {
        const date = new Date(at.getTime() + shift);
        expect(kolkataDateKey(date)).toBe(kolkataDateKeyOfZone(date));
      }
    }
  });

  it("gives the same answers whatever the machine's time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(kolkataDateKey(beforeMidnight)).toBe("2026-11-21");
        expect(kolkataDateKey(atMidnight)).toBe("2026-11-22");
        expect(formatDateTime(atMidnight, "en")).toBe("22 Nov 2026, 12:00 am");
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it("formats dates in English and Hindi", () => {
    expect(formatDate(beforeMidnight, "en")).toBe("21 Nov 2026");
    expect(formatDate(atMidnight, "en")).toBe("22 Nov 2026");
    expect(formatDate(atMidnight.toISOString(), "en")).toBe("22 Nov 2026");
    const hindi = formatDate(atMidnight, "hi");
    expect(hindi).toContain("22");
    expect(hindi).toContain("2026");
    expect(hindi).toMatch(/[\u0900-\u097F]/);
  });

  it("formats date and time on a 12-hour clock in Kolkata time", () => {
    expect(formatDateTime(atMidnight, "en")).toBe("22 Nov 2026, 12:00 am");
    expect(formatDateTime(new Date("2026-11-22T15:35:00Z"), "en")).toBe("22 Nov 2026, 9:05 pm");
    expect(formatDateTime(beforeMidnight.toISOString(), "en")).toBe("21 Nov 2026, 11:59 pm");
    expect(formatDateTime(atMidnight, "hi")).toMatch(/[\u0900-\u097F]/);
    // Hindi names the part of the day, never a Latin am/pm.
    expect(formatDateTime(new Date("2026-11-22T15:35:00Z"), "hi")).toBe("22 नव॰ 2026, रात 9:05");
    expect(formatDateTime(new Date("2026-11-22T15:35:00Z"), "hi")).not.toMatch(/[ap]m/i);
  });

  it("adds calendar days across months, years and leap days", () => {
    expect(addDays("2026-11-22", 0)).toBe("2026-11-22");
    expect(addDays("2026-11-22", 1)).toBe("2026-11-23");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-11-22", 25)).toBe("2026-12-17");
  });

  it("rejects malformed day keys", () => {
    expect(() => addDays("2026-2-1", 1)).toThrow(RangeError);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => dayNumber("yesterday")).toThrow(RangeError);
    expect(() => kolkataDateKey(new Date("nope"))).toThrow(RangeError);
  });
});
