import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/shared/dates";
import { readDateKey, readVisit, visitProblems } from "./visit";

const window = { today: "2026-11-27", earliest: "2026-11-20" };
const ticked = { noRelationship: "on" };

describe("the visit's date", () => {
  it("takes any day from the campaign's first day to today", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), (back) => {
        const visitedOn = addDays(window.today, -back);
        expect(readVisit({ visitedOn, ...ticked }, window)).toEqual({ ok: true, visitedOn });
      }),
    );
  });

  it("refuses every day after today, and every day before the campaign started", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (days) => {
        const future = addDays(window.today, days);
        const early = addDays(window.earliest, -days);
        expect(visitProblems({ visitedOn: future, ...ticked }, window).visitedOn).toBe(
          "visit_date_future",
        );
        expect(visitProblems({ visitedOn: early, ...ticked }, window).visitedOn).toBe(
          "visit_date_early",
        );
      }),
    );
  });

  it("has no lower bound when the campaign has no first day", () => {
    const open = { today: window.today, earliest: null };
    expect(readVisit({ visitedOn: "2020-01-01", ...ticked }, open)).toEqual({
      ok: true,
      visitedOn: "2020-01-01",
    });
  });

  it.each([undefined, "", "27/11/2026", "2026-11-31", "2026-02-29", " 2026-11-2", 20261127])(
    "reads %j as no date",
    (visitedOn) => {
      expect(readDateKey(visitedOn)).toBeNull();
      expect(visitProblems({ visitedOn, ...ticked }, window).visitedOn).toBe("visit_date_required");
    },
  );
});

describe("the no-relationship declaration", () => {
  it.each([undefined, "", "off", "true", false])("is missing when the box sends %j", (value) => {
    expect(visitProblems({ visitedOn: window.today, noRelationship: value }, window)).toEqual({
      visitedOn: null,
      noRelationship: "declaration_required",
    });
  });

  it("is the second refusal when the date is wrong too: each field says its own", () => {
    expect(visitProblems({ visitedOn: "", noRelationship: "" }, window)).toEqual({
      visitedOn: "visit_date_required",
      noRelationship: "declaration_required",
    });
    expect(readVisit({ visitedOn: "", noRelationship: "" }, window)).toEqual({
      ok: false,
      reason: "visit_date_required",
    });
  });
});
