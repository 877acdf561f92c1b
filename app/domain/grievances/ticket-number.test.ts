import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTicketNumber, readTicketNumber } from "./ticket-number";

describe("ticket numbers", () => {
  it("reads RK, the year and six digits", () => {
    expect(formatTicketNumber({ year: 2026, sequence: 123 })).toBe("RK-2026-000123");
    expect(formatTicketNumber({ year: 2027, sequence: 1_234_567 })).toBe("RK-2027-1234567");
  });

  it("reads back what people type", () => {
    expect(readTicketNumber(" rk-2026-000123 ")).toBe("RK-2026-000123");
    expect(readTicketNumber("RK 2026 123")).toBe("RK-2026-000123");
    expect(readTicketNumber("RK2026000123")).toBe("RK-2026-000123");
    expect(readTicketNumber("RK-2026-")).toBeNull();
    expect(readTicketNumber("2026-000123")).toBeNull();
    expect(readTicketNumber("RK-26-000123")).toBeNull();
  });

  it("reads every number it writes as itself", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2026, max: 2099 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (year, sequence) => {
          const number = formatTicketNumber({ year, sequence });
          expect(number).toMatch(/^RK-\d{4}-\d{6,}$/);
          expect(readTicketNumber(number)).toBe(number);
        },
      ),
    );
  });
});
