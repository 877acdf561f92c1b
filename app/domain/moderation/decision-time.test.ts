import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decisionTimeOf,
  humaniseDuration,
  MAX_FIGURE_AGE_MS,
  MIN_DECISIONS,
  type StoredDecisionTime,
  unitSeconds,
} from "./decision-time";

const seconds = (duration: { unit: "minute" | "hour" | "day"; count: number }) =>
  duration.count * unitSeconds[duration.unit];

describe("humaniseDuration", () => {
  it("says a wait in the unit a person would", () => {
    expect(humaniseDuration(0)).toEqual({ unit: "minute", count: 1 });
    expect(humaniseDuration(20)).toEqual({ unit: "minute", count: 1 });
    expect(humaniseDuration(7 * 60)).toEqual({ unit: "minute", count: 7 });
    expect(humaniseDuration(12 * 60)).toEqual({ unit: "minute", count: 15 });
    expect(humaniseDuration(56 * 60)).toEqual({ unit: "hour", count: 1 });
    expect(humaniseDuration(4 * 3600 + 1)).toEqual({ unit: "hour", count: 5 });
    expect(humaniseDuration(5 * 3600)).toEqual({ unit: "hour", count: 5 });
    expect(humaniseDuration(30 * 3600)).toEqual({ unit: "hour", count: 30 });
    expect(humaniseDuration(36 * 3600)).toEqual({ unit: "hour", count: 36 });
    expect(humaniseDuration(36 * 3600 + 60)).toEqual({ unit: "day", count: 2 });
    expect(humaniseDuration(2 * 86400 + 1)).toEqual({ unit: "day", count: 3 });
  });

  it("never says less than the wait, and rounds up by less than one step of its unit", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60 * 86400, noNaN: true }), (wait) => {
        const said = humaniseDuration(wait);
        const step = said.unit === "minute" && said.count > 10 ? 5 * 60 : unitSeconds[said.unit];
        expect(seconds(said)).toBeGreaterThanOrEqual(wait);
        expect(seconds(said) - Math.max(wait, 60)).toBeLessThan(step);
      }),
    );
  });

  it("says a longer wait as no shorter", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60 * 86400, noNaN: true }),
        fc.double({ min: 0, max: 60 * 86400, noNaN: true }),
        (a, b) => {
          const [shorter, longer] = a <= b ? [a, b] : [b, a];
          expect(seconds(humaniseDuration(longer))).toBeGreaterThanOrEqual(
            seconds(humaniseDuration(shorter)),
          );
        },
      ),
    );
  });
});

describe("decisionTimeOf", () => {
  const now = new Date("2026-11-27T06:00:00Z");
  const row = (over: Partial<StoredDecisionTime> = {}): StoredDecisionTime => ({
    windowDays: 30,
    decisions: MIN_DECISIONS,
    medianSeconds: 2 * 3600,
    p90Seconds: 5 * 3600 - 30,
    computedAt: new Date(now.getTime() - 5 * 60_000),
    ...over,
  });

  it("publishes the median and the 90th percentile once the window has enough decisions", () => {
    expect(decisionTimeOf(row(), now)).toEqual({
      kind: "measured",
      decisions: MIN_DECISIONS,
      median: { unit: "hour", count: 2 },
      p90: { unit: "hour", count: 5 },
      computedAt: row().computedAt,
    });
  });

  it("says there are too few decisions instead of a figure below the minimum", () => {
    expect(decisionTimeOf(row({ decisions: MIN_DECISIONS - 1 }), now)).toEqual({
      kind: "too_few",
      decisions: MIN_DECISIONS - 1,
      computedAt: row().computedAt,
    });
    expect(
      decisionTimeOf(row({ decisions: 0, medianSeconds: null, p90Seconds: null }), now).kind,
    ).toBe("too_few");
  });

  it("publishes nothing before the first measure or from one too old to trust", () => {
    expect(decisionTimeOf(undefined, now)).toEqual({ kind: "unknown" });
    const old = new Date(now.getTime() - MAX_FIGURE_AGE_MS - 1);
    expect(decisionTimeOf(row({ computedAt: old }), now)).toEqual({ kind: "unknown" });
  });
});
