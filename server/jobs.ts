import { runOncePerPeriod } from "~/db/run-once.server";
import { scheduleRecurring } from "./recurring";

/** A job's outcome as the metrics count it. */
export type JobOutcome = "ok" | "failed" | "skipped";

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
  logger: Record<"info" | "debug" | "error", (fields: object, message: string) => void>;
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
    const attempt = async (signal: AbortSignal) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        if (!coordinated) {
          const value = await job.run(signal);
          options.counted(job.name, "ok", seconds());
          job.logOutcome?.(value);
          return;
        }
        const outcome = await runOncePerPeriod(databaseUrl, job, () => job.run(signal));
        if (!outcome.ran) {
          options.counted(job.name, "skipped", seconds());
          logger.debug({ job: job.name, ...outcome }, "job skipped: another server has it");
          return;
        }
        options.counted(job.name, "ok", seconds());
        job.logOutcome?.(outcome.value);
      } catch (error) {
        options.counted(job.name, "failed", seconds());
        logger.error({ err: error, job: job.name }, `${job.name} failed`);
      }
    };
    stops.push(
      scheduleRecurring(attempt, () => {}, {
        firstAfterMs: job.firstAfterMs,
        everyMs: coordinated ? job.everyMs / CHECKS_PER_PERIOD : job.everyMs,
      }),
    );
  }

  return {
    schedule,
    stop() {
      for (const stop of stops.splice(0)) stop();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
