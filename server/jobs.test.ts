import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createJobRunner, JOB_FAILING_ALERT_MS, JOB_RETRY_DELAYS_MS } from "./jobs";

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
    logger: { info: quiet, debug: quiet, warn: quiet, error: (fields) => errors.push(fields) },
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

/** A job runner whose counts and log lines are kept, for the tests below. */
function recordingRunner() {
  const counted: string[] = [];
  const lines: { level: string; message: string; fields: object }[] = [];
  const line = (level: string) => (fields: object, message: string) =>
    lines.push({ level, message, fields });
  const jobs = createJobRunner({
    databaseUrl: undefined,
    logger: { info: line("info"), debug: line("debug"), warn: line("warn"), error: line("error") },
    counted: (_job, outcome) => counted.push(outcome),
  });
  return { jobs, counted, lines, levels: () => lines.map((entry) => entry.level) };
}

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** An hourly job on one server that throws what `fail` makes; returns how often it ran. */
function failingJob(jobs: ReturnType<typeof createJobRunner>, name: string, fail: () => Error) {
  let runs = 0;
  jobs.schedule({
    name,
    acrossServers: false,
    firstAfterMs: 0,
    everyMs: 60 * 60_000,
    run: async () => {
      runs += 1;
      throw fail();
    },
  });
  return () => runs;
}

it("retries a run the database refused soon, at warn, and trips no alert when the blip passes (decision 112)", async () => {
  const { jobs, counted, lines, levels } = recordingRunner();
  let databaseUp = false;
  let runs = 0;
  jobs.schedule({
    name: "blip_job",
    acrossServers: false,
    firstAfterMs: 0,
    everyMs: 60 * 60_000,
    run: async () => {
      runs += 1;
      if (!databaseUp) throw refused();
      return runs;
    },
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(counted).toEqual(["retrying"]);
  expect(lines[0]).toMatchObject({
    level: "warn",
    message: "blip_job waits for the database: trying again",
    fields: { job: "blip_job", retryInSeconds: (JOB_RETRY_DELAYS_MS[0] ?? 0) / 1000 },
  });
  // Tried again after the first delay, not an hour later.
  await vi.advanceTimersByTimeAsync(JOB_RETRY_DELAYS_MS[0] ?? 0);
  expect(runs).toBe(2);
  expect(counted).toEqual(["retrying", "retrying"]);
  databaseUp = true;
  await vi.advanceTimersByTimeAsync(JOB_RETRY_DELAYS_MS[1] ?? 0);
  expect(runs).toBe(3);
  expect(counted).toEqual(["retrying", "retrying", "ok"]);
  expect(levels()).toEqual(["warn", "warn", "info"]);
  expect(counted).not.toContain("failed");
  jobs.stop();
});

it("counts a job failed (the alert) once the database has refused it for JOB_FAILING_ALERT_MS", async () => {
  const { jobs, counted, lines } = recordingRunner();
  const runs = failingJob(jobs, "outage_job", refused);
  await vi.advanceTimersByTimeAsync(JOB_FAILING_ALERT_MS - 1);
  expect(counted.length).toBeGreaterThan(2);
  expect(new Set(counted)).toEqual(new Set(["retrying"]));
  await vi.advanceTimersByTimeAsync(JOB_RETRY_DELAYS_MS.at(-1) ?? 0);
  expect(counted.at(-1)).toBe("failed");
  expect(lines.at(-1)).toMatchObject({
    level: "error",
    message: "outage_job failed: the database has refused it for 5 minutes",
    fields: { job: "outage_job", failingForMinutes: 5 },
  });
  // Past the alert, no quick retries: the schedule tries next, an hour on.
  const runsAtAlert = runs();
  await vi.advanceTimersByTimeAsync(30 * 60_000);
  expect(runs()).toBe(runsAtAlert);
  jobs.stop();
});

it("counts any other error failed at once, with no quick retry", async () => {
  const { jobs, counted, levels } = recordingRunner();
  const runs = failingJob(jobs, "buggy_job", () => new TypeError("a bug"));
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(runs()).toBe(1);
  expect(counted).toEqual(["failed"]);
  expect(levels()).toEqual(["error"]);
  jobs.stop();
});

it("stops its retries when the runner stops", async () => {
  const { jobs } = recordingRunner();
  const runs = failingJob(jobs, "stopping_job", refused);
  await vi.advanceTimersByTimeAsync(0);
  jobs.stop();
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(runs()).toBe(1);
});
