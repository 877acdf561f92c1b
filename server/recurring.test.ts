import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { scheduleRecurring } from "./recurring";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("runs first after its delay, then at its interval, and reports each outcome", async () => {
  const reports: unknown[] = [];
  let runs = 0;
  const stop = scheduleRecurring(
    async () => ++runs,
    (outcome) => reports.push(outcome),
    {
      firstAfterMs: 1_000,
      everyMs: 60_000,
    },
  );
  await vi.advanceTimersByTimeAsync(999);
  expect(runs).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(reports).toEqual([1]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(reports).toEqual([1, 2]);
  stop();
  await vi.advanceTimersByTimeAsync(600_000);
  expect(runs).toBe(2);
});

it("never starts a run while the last one is still going, and aborts it on stop", async () => {
  let started = 0;
  let signal: AbortSignal | undefined;
  let finish = () => {};
  const stop = scheduleRecurring(
    (given) => {
      started += 1;
      signal = given;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    },
    () => {},
    { firstAfterMs: 0, everyMs: 1_000 },
  );
  await vi.advanceTimersByTimeAsync(5_500);
  expect(started).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(started).toBe(2);
  stop();
  expect(signal?.aborted).toBe(true);
});

it("reports a failed run as an error and runs again at the next tick", async () => {
  const reports: unknown[] = [];
  let runs = 0;
  const stop = scheduleRecurring(
    async () => {
      runs += 1;
      if (runs === 1) throw new Error("storage unreachable");
      return "ok";
    },
    (outcome) => reports.push(outcome),
    { firstAfterMs: 0, everyMs: 1_000 },
  );
  await vi.advanceTimersByTimeAsync(1_000);
  expect(reports).toEqual([{ error: new Error("storage unreachable") }, "ok"]);
  stop();
});
