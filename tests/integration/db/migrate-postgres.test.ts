import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrationsFolder } from "~/db/client.server";
import { migratePostgres } from "~/db/migrate.server";
import { rowsOf } from "~/db/rows.server";
import { createTestDatabase, type TestDatabase } from "../../support/database";

const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
  entries: { tag: string }[];
};

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

it("a migrated database has every committed migration, the job_runs table among them", async () => {
  const [applied] = await rowsOf<{ count: number }>(
    testDb.db,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  expect(applied?.count).toBe(journal.entries.length);
  expect(await rowsOf(testDb.db, sql`select * from job_runs`)).toEqual([]);
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  it("two deploys migrating one empty database at once apply each migration once, one after the other", async () => {
    const name = `reviewkaro_migrate_${randomBytes(6).toString("hex")}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(query).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const outcomes = await Promise.all([
        migratePostgres(url.toString()),
        migratePostgres(url.toString()),
      ]);
      expect(outcomes.map((outcome) => outcome.applied).sort()).toEqual([
        0,
        journal.entries.length,
      ]);
      expect(await migratePostgres(url.toString())).toEqual({ applied: 0 });
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  });
}
