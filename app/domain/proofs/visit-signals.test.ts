import { describe, expect, it } from "vitest";
import { type VisitFacts, visitChecked, visitSignals } from "./visit-signals";

const facts = (change: Partial<VisitFacts> = {}): VisitFacts => ({
  placeBand: "within_200m",
  distanceKm: null,
  placeKnown: true,
  // 21 Nov, 23:30 in India: still the 21st there, the 21st in UTC too.
  takenAt: new Date("2026-11-21T18:00:00Z"),
  visitedOn: "2026-11-21",
  sameBillAt: null,
  ...change,
});

describe("visitSignals", () => {
  it("says where the photo was taken, by band", () => {
    expect(visitSignals(facts())).toEqual([{ kind: "atThePlace", tone: "success" }]);
    expect(visitSignals(facts({ placeBand: "within_2km" }))).toEqual([
      { kind: "nearThePlace", tone: "neutral" },
    ]);
    expect(visitSignals(facts({ placeBand: "elsewhere", distanceKm: 41 }))).toEqual([
      { kind: "kmFromThePlace", tone: "warning", km: 41 },
    ]);
    expect(visitSignals(facts({ placeBand: "in_city", distanceKm: 9 }))).toEqual([
      { kind: "kmFromThePlace", tone: "warning", km: 9 },
    ]);
  });

  it("says 'Location not shared' in a neutral tone, and nothing when the business set no place", () => {
    expect(visitSignals(facts({ placeBand: "unknown", takenAt: null }))).toEqual([
      { kind: "locationNotShared", tone: "neutral" },
    ]);
    expect(visitSignals(facts({ placeBand: "unknown", placeKnown: false, takenAt: null }))).toEqual(
      [],
    );
  });

  it("compares the India date of the photo with the visit date", () => {
    const kinds = (takenAt: string) =>
      visitSignals(facts({ placeBand: "unknown", placeKnown: false, takenAt: new Date(takenAt) }));
    expect(kinds("2026-11-12T10:00:00Z")).toEqual([
      { kind: "takenBefore", tone: "warning", days: 9 },
    ]);
    expect(kinds("2026-11-22T10:00:00Z")).toEqual([
      { kind: "takenAfter", tone: "warning", days: 1 },
    ]);
    // 21 Nov 19:00 UTC is already 22 Nov in India.
    expect(kinds("2026-11-21T19:00:00Z")).toEqual([
      { kind: "takenAfter", tone: "warning", days: 1 },
    ]);
    expect(kinds("2026-11-20T18:30:00Z")).toEqual([]);
  });

  it("names the review whose bill this is", () => {
    const at = new Date("2026-11-12T06:00:00Z");
    expect(visitSignals(facts({ sameBillAt: at }))).toEqual([
      { kind: "atThePlace", tone: "success" },
      { kind: "sameBill", tone: "warning", at },
    ]);
  });
});

describe("visitChecked", () => {
  it("holds only for a photo at the place on the visit's India day", () => {
    expect(visitChecked(facts())).toBe(true);
    expect(visitChecked(facts({ placeBand: "within_2km" }))).toBe(false);
    expect(visitChecked(facts({ takenAt: new Date("2026-11-21T19:00:00Z") }))).toBe(false);
    expect(visitChecked(facts({ takenAt: null }))).toBe(false);
    expect(visitChecked(facts({ visitedOn: null }))).toBe(false);
  });
});
