import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cityNames } from "~/domain/shared/city";
import { nextKolkataDayStart } from "~/domain/shared/dates";
import type { LiveEvent } from "~/events/live-events";
import { DAY_START_SPREAD_MS, scheduleDayStarts } from "./schedule-day-starts.server";

describe("nextKolkataDayStart", () => {
  it("is the coming midnight in Kolkata, 18:30 UTC", () => {
    expect(nextKolkataDayStart(new Date("2026-11-23T12:00:00Z")).toISOString()).toBe(
      "2026-11-23T18:30:00.000Z",
    );
    // 23:59 IST is 18:29 UTC; 00:00 IST exactly already belongs to the new day.
    expect(nextKolkataDayStart(new Date("2026-11-23T18:29:59Z")).toISOString()).toBe(
      "2026-11-23T18:30:00.000Z",
    );
    expect(nextKolkataDayStart(new Date("2026-11-23T18:30:00Z")).toISOString()).toBe(
      "2026-11-24T18:30:00.000Z",
    );
    expect(nextKolkataDayStart(new Date("2026-12-31T20:00:00Z")).toISOString()).toBe(
      "2027-01-01T18:30:00.000Z",
    );
  });
});

describe("scheduleDayStarts", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells the reviewers of every city at each Kolkata midnight, spread over a minute", () => {
    vi.setSystemTime(new Date("2026-11-23T18:29:00Z")); // 23:59 IST
    const heard: LiveEvent[] = [];
    const stop = scheduleDayStarts((event) => heard.push(event));
    vi.advanceTimersByTime(59_000);
    expect(heard).toHaveLength(0);
    vi.advanceTimersByTime(2_000);
    expect(heard).toEqual(
      cityNames.map((city) => ({
        to: { role: "user", city },
        topics: ["available-campaigns"],
        spreadMs: DAY_START_SPREAD_MS,
      })),
    );
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(heard).toHaveLength(cityNames.length * 2);
    stop();
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(heard).toHaveLength(cityNames.length * 2);
  });
});
