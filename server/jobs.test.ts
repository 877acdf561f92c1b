import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createJobRunner } from "./jobs";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("counts each run by outcome and logs a failure with its job's name, then runs again next period", async () => {
  const counted: string[] = [];
  const errors: object[] = [];
  const quiet = () => {};
  const jobs = createJobRunner({
    databaseUrl: undefined,
    logger: { info: quiet, debug: quiet, error: (fields) => errors.push(fields) },
    counted: (job, outcome) => counted.push(`${job}:${outcome}`),
  });
  let calls = 0;
  const logged: number[] = [];
  jobs.schedule({
    name: "flaky_job",
    acrossServers: true,
    firstAfterMs: 10,
    everyMs: 1_000,
    run: async () => {
      calls += 1;
      if (calls === 1) throw new Error("storage away");
      return calls;
    },
    logOutcome: (value) => logged.push(value),
  });
  await vi.advanceTimersByTimeAsync(10);
  expect(counted).toEqual(["flaky_job:failed"]);
  expect(errors).toEqual([{ err: new Error("storage away"), job: "flaky_job" }]);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(counted).toEqual(["flaky_job:failed", "flaky_job:ok"]);
  expect(logged).toEqual([2]);
  jobs.stop();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(calls).toBe(2);
});
