/** Background jobs that run once across servers: when each last started, where, and how it ended. */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per job (the orphan-proof sweep, the fingerprint backfill, ...). A server claims a run
 * by moving `started_at` forward, under the job's advisory lock, only when the last start is a
 * whole period ago: so two servers run it once per period between them (decision 043).
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** running, ok or failed. */
    outcome: text("outcome").notNull().default("running"),
    /** The host name and process id of the server that ran it last. */
    ranBy: text("ran_by").notNull(),
  },
  (t) => [check("job_runs_outcome_check", sql`${t.outcome} in ('running', 'ok', 'failed')`)],
);
