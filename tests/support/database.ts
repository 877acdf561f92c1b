import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";

export const templateDatabaseName = "reviewkaro_test_template";

export type TestDatabase = { db: Database; close(): Promise<void> };

/**
 * A fresh, migrated database of its own for one test file: a copy of the PGlite template, or
 * (with TEST_DATABASE_URL) a new PostgreSQL database made from the template and dropped after.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(inject("pgliteTemplate"));
    const client = new PGlite({ loadDataDir: new Blob([dump]) });
    await client.waitReady;
    return {
      db: drizzlePglite({ client, schema }) as unknown as Database,
      close: () => client.close(),
    };
  }
  const name = `reviewkaro_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // An idle client closing while the database is dropped is expected, not a test failure.
  pool.on("error", () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Without FORCE, PostgreSQL waits for sessions that are still closing instead of killing them.
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
