import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "./client.server";
import { JOB_LOCK_CLASS } from "./run-once.server";

/**
 * Applies the committed migrations (app/db/migrations) to a PostgreSQL database, holding an
 * advisory lock so that two deploys starting together apply them one after the other; answers
 * how many were new. The embedded database migrates itself when it opens.
 */
export async function migratePostgres(databaseUrl: string): Promise<{ applied: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1, hashtext('migrations'))", [JOB_LOCK_CLASS]);
    const before = await appliedCount(client);
    await migrate(drizzle({ client }), { migrationsFolder });
    return { applied: (await appliedCount(client)) - before };
  } finally {
    await client.end();
  }
}

async function appliedCount(client: pg.Client): Promise<number> {
  const { rows: table } = await client.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!table[0]?.present) return 0;
  const { rows } = await client.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return rows[0]?.count ?? 0;
}
