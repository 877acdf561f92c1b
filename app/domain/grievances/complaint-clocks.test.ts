import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ClockedComplaint,
  clockParts,
  compareComplaints,
  complaintDeadlines,
  isOverdue,
  readClock,
} from "./complaint-clocks";

const filed = new Date("2026-11-27T10:00:00Z");

describe("complaint clocks", () => {
  it("gives 24 hours to acknowledge and 15 days to decide", () => {
    const { acknowledgeBy, decideBy } = complaintDeadlines(filed);
    expect(acknowledgeBy.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(decideBy.toISOString()).toBe("2026-12-12T10:00:00.000Z");
  });

  it("gives an impersonation or intimate-image complaint 24 hours to act (IT Rules 3(2)(b))", () => {
    const { acknowledgeBy, decideBy } = complaintDeadlines(filed, "impersonation");
    expect(acknowledgeBy.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    expect(decideBy.toISOString()).toBe("2026-11-28T10:00:00.000Z");
    // Acknowledged in time, it is still overdue a minute past the 24 hours if not acted on.
    const complaint = { acknowledgeBy, decideBy, acknowledgedAt: filed };
    expect(isOverdue(complaint, new Date("2026-11-28T09:59:00Z"))).toBe(false);
    expect(isOverdue(complaint, new Date("2026-11-28T10:01:00Z"))).toBe(true);
    expect(complaintDeadlines(filed, "payment").decideBy.toISOString()).toBe(
      "2026-12-12T10:00:00.000Z",
    );
  });

  it("reads time left, overdue and done", () => {
    const due = new Date("2026-11-28T10:00:00Z");
    expect(readClock({ due, doneAt: null, now: new Date("2026-11-28T09:00:00Z") })).toEqual({
      state: "running",
      leftMs: 3_600_000,
    });
    expect(readClock({ due, doneAt: null, now: new Date("2026-11-28T12:00:00Z") })).toEqual({
      state: "overdue",
      overMs: 7_200_000,
    });
    expect(readClock({ due, doneAt: filed, now: new Date("2026-12-30T00:00:00Z") })).toEqual({
      state: "done",
      at: filed,
    });
  });

  it("is overdue exactly at the deadline", () => {
    const complaint = { ...complaintDeadlines(filed), acknowledgedAt: null };
    expect(isOverdue(complaint, new Date("2026-11-28T09:59:59Z"))).toBe(false);
    expect(isOverdue(complaint, new Date("2026-11-28T10:00:00Z"))).toBe(true);
  });

  it("waits on the decision once acknowledged", () => {
    const complaint = { ...complaintDeadlines(filed), acknowledgedAt: filed };
    expect(isOverdue(complaint, new Date("2026-11-30T10:00:00Z"))).toBe(false);
    expect(isOverdue(complaint, new Date("2026-12-12T10:00:00Z"))).toBe(true);
  });

  it("splits a duration into days, hours and minutes", () => {
    expect(clockParts(((2 * 24 + 3) * 60 + 4) * 60_000 + 59_000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(clockParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("orders overdue complaints first, then by deadline", () => {
    const day = 24 * 60 * 60 * 1000;
    const complaint = fc
      .record({ filedDaysAgo: fc.integer({ min: 0, max: 30 * 24 }), acknowledged: fc.boolean() })
      .map(({ filedDaysAgo, acknowledged }): ClockedComplaint => {
        const at = new Date(filed.getTime() - (filedDaysAgo * day) / 24);
        return { ...complaintDeadlines(at), acknowledgedAt: acknowledged ? at : null };
      });
    fc.assert(
      fc.property(fc.array(complaint, { maxLength: 20 }), (list) => {
        const sorted = [...list].sort(compareComplaints);
        const overdue = sorted.map((one) => isOverdue(one, filed));
        // No overdue complaint after one that is not.
        expect(
          overdue.indexOf(false) === -1 || !overdue.slice(overdue.indexOf(false)).includes(true),
        ).toBe(true);
        for (let i = 1; i < sorted.length; i += 1) {
          const [before, after] = [sorted[i - 1], sorted[i]] as [
            ClockedComplaint,
            ClockedComplaint,
          ];
          if (isOverdue(before, filed) === isOverdue(after, filed)) {
            expect(compareComplaints(before, after)).toBeLessThanOrEqual(0);
          }
        }
      }),
    );
  });
});
