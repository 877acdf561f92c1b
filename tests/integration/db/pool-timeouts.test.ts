import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import {
  type DatabaseHandle,
  IDLE_TRANSACTION_TIMEOUT_MS,
  LOCK_TIMEOUT_MS,
  openDatabase,
} from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { isDatabaseUnavailable } from "~/db/unavailable";

it("the pool's waits are bounded: a lock for seconds, an open transaction for a minute", () => {
  expect(LOCK_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  expect(IDLE_TRANSACTION_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
});

// Only a server has sessions of its own to wait on each other; the embedded database is one.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const lockTimeoutMs = 300;
  const idleTransactionMs = 500;

  async function withPool(work: (database: DatabaseHandle) => Promise<void>) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-pool-"));
    const database = await openDatabase({
      databaseUrl: serverUrl,
      dataDir,
      pool: { size: 2, waitMs: 3_000, lockTimeoutMs, idleTransactionMs },
    });
    try {
      await work(database);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it("a statement waiting on a lock another session holds fails as 'unavailable', not forever", async () => {
    const holder = new pg.Client({ connectionString: serverUrl });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock(7033999, 1)");
      await withPool(async ({ db }) => {
        const waited = await db
          .execute(sql`select pg_advisory_xact_lock(7033999, 1)`)
          .then(() => null)
          .catch((error: unknown) => error);
        expect(waited).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(waited)).toBe(true);
        // The pool carries on once the lock is free.
        await holder.query("select pg_advisory_unlock(7033999, 1)");
        await db.execute(sql`select pg_advisory_xact_lock(7033999, 1)`);
      });
    } finally {
      await holder.end();
    }
  });

  it("a transaction left open between statements is ended by the server, its locks freed", async () => {
    await withPool(async ({ db }) => {
      const other = new pg.Client({ connectionString: serverUrl });
      await other.connect();
      try {
        let pid = 0;
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const leaked = db
          .transaction(async (tx) => {
            const [me] = await rowsOf<{ pid: number }>(
              tx,
              sql`select pg_backend_pid() as pid, pg_advisory_xact_lock(7033999, 2)`,
            );
            pid = me?.pid ?? 0;
            // A bug's shape: the transaction waits on something that is not the database.
            await released;
            await tx.execute(sql`select 1`);
          })
          .catch((error: unknown) => error);
        await expect.poll(() => pid).toBeGreaterThan(0);
        // The server ends that session; its lock is free for the others.
        await expect
          .poll(
            async () =>
              (
                await other.query(
                  "select count(*)::int as n from pg_stat_activity where pid = $1",
                  [pid],
                )
              ).rows[0].n,
            { timeout: idleTransactionMs * 20 },
          )
          .toBe(0);
        await other.query("select pg_advisory_lock(7033999, 2)");
        await other.query("select pg_advisory_unlock(7033999, 2)");
        release();
        expect(await leaked).toBeInstanceOf(Error);
        // The pool drops the dead connection and answers on a new one.
        expect(await rowsOf(db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
      } finally {
        await other.end();
      }
    });
  });
}
