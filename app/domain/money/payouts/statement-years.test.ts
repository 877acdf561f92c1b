import { describe, expect, it } from "vitest";
import { financialYear, financialYearOf, lastDayOf } from "./statement-years";

describe("financial years", () => {
  it("runs April to March in Kolkata time", () => {
    const year = financialYear(2026);
    expect(year.from.toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(year.until.toISOString()).toBe("2027-03-31T18:30:00.000Z");
    expect(year.label).toBe("2026-27");
    expect(lastDayOf(year)).toBe("2027-03-31");
  });

  it("puts the first Kolkata minute of April in the new year and the last of March in the old", () => {
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z")).startYear).toBe(2026);
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z")).startYear).toBe(2025);
    expect(financialYearOf(new Date("2027-01-15T00:00:00Z")).startYear).toBe(2026);
  });
});
