import { describe, expect, it } from "vitest";
import {
  addMonths,
  isClosedMonth,
  kolkataMonth,
  listedMonths,
  monthBounds,
  readReportMonth,
} from "./report-month";

describe("report months", () => {
  it("run from midnight to midnight in India", () => {
    const { from, to } = monthBounds("2026-11");
    expect(from.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(to.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(kolkataMonth(new Date("2026-11-30T18:29:59Z"))).toBe("2026-11");
    expect(kolkataMonth(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12");
    expect(monthBounds("2026-12").to.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("step across years", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(isClosedMonth("2026-11", new Date("2026-11-30T18:30:00Z"))).toBe(true);
    expect(isClosedMonth("2026-11", new Date("2026-11-30T18:29:00Z"))).toBe(false);
  });

  it("default to the current month and refuse a future, malformed or too early one", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(readReportMonth(null, now)).toEqual({ ok: true, month: "2026-11" });
    expect(readReportMonth("2026-10", now)).toEqual({ ok: true, month: "2026-10" });
    for (const asked of ["2026-12", "2026-13", "2026-1", "nov", "2025-12"]) {
      expect(readReportMonth(asked, now), asked).toEqual({ ok: false });
    }
    expect(listedMonths(now).slice(0, 3)).toEqual(["2026-11", "2026-10", "2026-09"]);
    expect(listedMonths(now).at(-1)).toBe("2026-01");
  });
});
