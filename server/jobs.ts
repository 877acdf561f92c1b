import { runOncePerPeriod } from "~/db/run-once.server";
import { isDatabaseUnavailable } from "~/db/unavailable";
import { scheduleRecurring } from "./recurring";

/**
 * A job's outcome as the metrics count it. `retrying`: the database refused the run (a blip) and
 * it is tried again soon; `failed` (what the alert in docs/operations.md counts): any other error, or the
 * database still refusing JOB_FAILING_ALERT_MS after the first refusal (decision 112).
 */
export type JobOutcome = "ok" | "failed" | "skipped" | "retrying";

/** After a run the database refused, the next tries come this long after each other, the last repeated. */
export const JOB_RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000] as const;

/**
 * A job the database has refused for this long (from its first refused run) counts as failed,
 * logged at error level and reported: the outage is no blip. Shorter, it is a warn line and a retry.
 */
export const JOB_FAILING_ALERT_MS = 5 * 60_000;

/**
 * A background job. `acrossServers` jobs (the orphan-proof sweep, the fingerprint backfill,
 * payment reconciliation) run on one server per period when the app is on PostgreSQL; the
 * others (announcing the new day to this process's own streams) run on every server.
 */
export type Job<T> = {
  /** snake_case: the metric's `job` label, the row in `job_runs` and the log's `job`. */
  name: string;
  everyMs: number;
  firstAfterMs: number;
  acrossServers: boolean;
  run: (signal: AbortSignal) => Promise<T>;
  /** The log line a finished run is worth, if any (a failure is logged by the runner). */
  logOutcome?: (value: T) => void;
};

/**
 * On PostgreSQL a server looks this many times a period whether an across-servers job is due, so
 * a run starts at most a quarter period late when the server that ran it last has gone.
 */
export const CHECKS_PER_PERIOD = 4;

/**
 * The one way the server schedules background work (decision 043). On PostgreSQL an
 * across-servers job takes its advisory lock and runs only when its last start, on any server,
 * is a whole period ago; on the embedded database (one process) every job runs here, as before.
 */
export function createJobRunner(options: {
  /** Set on PostgreSQL: across-servers jobs coordinate through it. */
  databaseUrl: string | undefined;
  logger: Record<"info" | "debug" | "warn" | "error", (fields: object, message: string) => void>;
  counted: (job: string, outcome: JobOutcome, seconds: number) => void;
}) {
  const stops: (() => void)[] = [];
  const { databaseUrl, logger } = options;

  function schedule<T>(job: Job<T>): void {
    const coordinated = job.acrossServers && databaseUrl !== undefined;
    if (job.acrossServers) {
      // Where it runs, said once at start: an operator reading two servers' logs knows why one is quiet.
      logger.info(
        { job: job.name, everyMinutes: job.everyMs / 60_000 },
        coordinated
          ? "job runs on one server per period (PostgreSQL advisory lock, job_runs)"
          : "job runs in this process (embedded database: one server)",
      );
    }
    const stopped = new AbortController();
    // A run at a time, whether the schedule or a retry started it.
    let running = false;
    // Since when the database has refused this job's runs, and how many retries were made.
    let refusedSince: number | null = null;
    let retries = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const succeeded = () => {
      if (refusedSince !== null) {
        logger.info(
          { job: job.name, failingForSeconds: Math.round((Date.now() - refusedSince) / 1000) },
          `${job.name}: the database answers again`,
        );
      }
      refusedSince = null;
      retries = 0;
    };
    const failed = (error: unknown, seconds: number) => {
      if (!isDatabaseUnavailable(error)) {
        options.counted(job.name, "failed", seconds);
        logger.error({ err: error, job: job.name }, `${job.name} failed`);
        return;
      }
      refusedSince ??= Date.now();
      const failingForMs = Date.now() - refusedSince;
      if (failingForMs >= JOB_FAILING_ALERT_MS) {
        // No blip: counted failed (the alert), and the schedule, not a quick retry, tries next.
        options.counted(job.name, "failed", seconds);
        const failingForMinutes = Math.floor(failingForMs / 60_000);
        logger.error(
          { err: error, job: job.name, failingForMinutes },
          `${job.name} failed: the database has refused it for ${failingForMinutes} minutes`,
        );
        return;
      }
      const delayMs =
        JOB_RETRY_DELAYS_MS[Math.min(retries, JOB_RETRY_DELAYS_MS.length - 1)] ?? 120_000;
      retries += 1;
      options.counted(job.name, "retrying", seconds);
      logger.warn(
        { err: error, job: job.name, retryInSeconds: delayMs / 1000 },
        `${job.name} waits for the database: trying again`,
      );
      clearTimeout(retry);
      if (stopped.signal.aborted) return;
      retry = setTimeout(() => void attempt(), delayMs);
      retry.unref();
    };

    const attempt = async () => {
      if (running || stopped.signal.aborted) return;
      running = true;
      clearTimeout(retry);
      const signal = stopped.signal;
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        if (!coordinated) {
          const value = await job.run(signal);
          options.counted(job.name, "ok", seconds());
          succeeded();
          job.logOutcome?.(value);
          return;
        }
        const outcome = await runOncePerPeriod(databaseUrl, job, () => job.run(signal));
        succeeded();
        if (!outcome.ran) {
          options.counted(job.name, "skipped", seconds());
          logger.debug({ job: job.name, ...outcome }, "job skipped: another server has it");
          return;
        }
        options.counted(job.name, "ok", seconds());
        job.logOutcome?.(outcome.value);
      } catch (error) {
        failed(error, seconds());
      } finally {
        running = false;
      }
    };
    const stopSchedule = scheduleRecurring(attempt, () => {}, {
      firstAfterMs: job.firstAfterMs,
      everyMs: coordinated ? job.everyMs / CHECKS_PER_PERIOD : job.everyMs,
    });
    stops.push(() => {
      stopped.abort();
      clearTimeout(retry);
      stopSchedule();
    });
  }

  return {
    schedule,
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
