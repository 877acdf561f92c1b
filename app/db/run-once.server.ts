import { hostname } from "node:os";
import pg from "pg";
import { logger } from "~/logging/logger.server";

/** The advisory locks' first key ("RKJB"): it keeps our job locks apart from anyone else's. */
export const JOB_LOCK_CLASS = 0x524b4a42;

/** Who ran a job: the host (a container's id in compose) and the process. */
export const thisServer = `${hostname()}:${process.pid}`;

export type RunOnceOutcome<T> =
  | { ran: true; value: T }
  | {
      ran: false;
      /** Another server holds the job's lock now, or started it less than a period ago. */
      reason: "running_elsewhere" | "ran_recently";
      lastStartedAt: Date | null;
      ranBy: string | null;
    };

/**
 * Runs `work` unless another server is running it or started it less than `everyMs` ago, as told
 * by the job's row in `job_runs`, read and moved forward under the job's PostgreSQL advisory lock
 * on a connection of its own (outside the pool, so a long job never holds a request's
 * connection). The database's clock decides, so servers whose clocks differ still agree. A
 * server that dies mid-run drops its connection and with it the lock; the job runs again a period
 * after that start.
 */
export async function runOncePerPeriod<T>(
  databaseUrl: string,
  job: { name: string; everyMs: number },
  work: () => Promise<T>,
): Promise<RunOnceOutcome<T>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection fails the query in flight; without a listener it would end the process.
  client.on("error", (error) => logger.warn({ err: error, job: job.name }, "job lock connection"));
  await client.connect();
  try {
    const { rows: locked } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1, hashtext($2)) as locked",
      [JOB_LOCK_CLASS, job.name],
    );
    if (!locked[0]?.locked)
      return { ...(await lastRun(client, job.name)), ran: false, reason: "running_elsewhere" };
    try {
      const { rowCount } = await client.query(
        `insert into job_runs (name, started_at, ran_by) values ($1, now(), $3)
         on conflict (name) do update
           set started_at = excluded.started_at, ran_by = excluded.ran_by,
               outcome = 'running', finished_at = null
           where job_runs.started_at <= now() - $2 * interval '1 millisecond'`,
        [job.name, job.everyMs, thisServer],
      );
      if (rowCount === 0)
        return { ...(await lastRun(client, job.name)), ran: false, reason: "ran_recently" };
      const finish = (outcome: "ok" | "failed") =>
        client.query("update job_runs set outcome = $2, finished_at = now() where name = $1", [
          job.name,
          outcome,
        ]);
      let value: T;
      try {
        value = await work();
      } catch (error) {
        await finish("failed").catch(() => undefined);
        throw error;
      }
      await finish("ok");
      return { ran: true, value };
    } finally {
      await client
        .query("select pg_advisory_unlock($1, hashtext($2))", [JOB_LOCK_CLASS, job.name])
        .catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function lastRun(client: pg.Client, name: string) {
  const { rows } = await client.query<{ started_at: Date; ran_by: string }>(
    "select started_at, ran_by from job_runs where name = $1",
    [name],
  );
  return { lastStartedAt: rows[0]?.started_at ?? null, ranBy: rows[0]?.ran_by ?? null };
}
