import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import {
  boundedWaits,
  type Database,
  type DatabaseHandle,
  listenOnPostgres,
} from "~/db/client.server";
import { PreparingPGlite } from "~/db/prepared-pglite.server";
import { preparingQueries } from "~/db/prepared-postgres.server";
import * as schema from "~/db/schema";

// Its own name per checkout (TEST_TEMPLATE_DATABASE) when several share one PostgreSQL server.
export const templateDatabaseName =
  process.env.TEST_TEMPLATE_DATABASE ?? "reviewkaro_test_template";

export type TestDatabase = {
  db: Database;
  /** The database's address on PostgreSQL, for a test that opens it from other processes; null on PGlite. */
  url: string | null;
  /**
   * Hears NOTIFY on a channel, like the app's DatabaseHandle: on PGlite through its one
   * connection, on PostgreSQL through a dedicated connection per call (as each server process
   * has). Listeners still open when the database closes are stopped first.
   */
  listen: DatabaseHandle["listen"];
  close(): Promise<void>;
};

/** Remembers every open listener so `close` can stop them before the database goes away. */
function listeners() {
  const open = new Set<() => Promise<void>>();
  return {
    add(stop: () => Promise<void>): () => Promise<void> {
      let stopped = false;
      const once = async () => {
        if (stopped) return;
        stopped = true;
        open.delete(once);
        await stop();
      };
      open.add(once);
      return once;
    },
    async stopAll() {
      await Promise.all([...open].map((stop) => stop()));
    },
  };
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the PGlite template, or
 * (with TEST_DATABASE_URL) a new PostgreSQL database made from the template and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject("pgliteTemplate"));
    // The embedded database as the app opens it: keeping its statements prepared.
    const client = new PreparingPGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
    const open = listeners();
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      url: null,
      listen: async (channel, onMessage) => {
        const unlisten = await client.listen(channel, onMessage);
        return open.add(async () => {
          if (!client.closed) await unlisten();
        });
      },
      async close() {
        await open.stopAll();
        await client.close();
      },
    };
  }
  const name = `reviewkaro_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The pool as the app opens it: its queries named prepared statements, its waits bounded.
  const pool = preparingQueries(
    new pg.Pool({
      connectionString: url.toString(),
      max: 10,
      ...boundedWaits(),
    }),
  );
  // An idle client closing while the database is dropped is expected, not a test failure.
  pool.on("error", () => {});
  const open = listeners();
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    url: url.toString(),
    listen: async (channel, onMessage, onGap) =>
      open.add(await listenOnPostgres(url.toString(), channel, onMessage, onGap)),
    async close() {
      await open.stopAll();
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Without FORCE, PostgreSQL waits for sessions that are still closing instead of killing them.
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
