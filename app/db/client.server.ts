import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

/** One type for both drivers: domain code never knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool (PostgreSQL only), for stores that share it, like rate limits. */
  pool?: pg.Pool;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "app/db/migrations");

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded database in DATA_DIR/db,
 * migrated on open (the embedded mode is one process, so nothing else can race it).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) is removed from the pool and
    // replaced on next use; without a listener the error would end the process.
    pool.on("error", (error) => console.error("PostgreSQL idle connection error:", error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: () => pingWith(() => pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => pingWith(() => client.query("select 1")),
    close: () => client.close(),
  };
}

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}
