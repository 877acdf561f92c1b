/**
 * PGlite runs no autovacuum, so an installation on the embedded database would never refresh the
 * planner's statistics nor the visibility map that index-only scans need (every such scan would
 * read the table too). This does by hand what autovacuum does on PostgreSQL: `vacuum (analyze)`
 * every table, one at a time, resting between tables so requests keep their turn on the one
 * connection (about 0.3 s for the reviews table at 50k reviews).
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import { rowsOf } from "./rows.server";

/** After start-up (once the first requests are served), then four times a day. */
export const EMBEDDED_VACUUM_TIMING = { firstAfterMs: 5 * 60 * 1000, everyMs: 6 * 60 * 60 * 1000 };
/** Rest this many times as long as the last table took before the next one. */
export const EMBEDDED_VACUUM_REST_FACTOR = 4;

export type VacuumOutcome = { tables: number; ms: number };

export async function vacuumEmbeddedTables(
  db: Database,
  options: { signal?: AbortSignal; restFactor?: number } = {},
): Promise<VacuumOutcome> {
  const restFactor = options.restFactor ?? EMBEDDED_VACUUM_REST_FACTOR;
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const outcome: VacuumOutcome = { tables: 0, ms: 0 };
  for (const { name } of tables) {
    if (options.signal?.aborted) break;
    const started = performance.now();
    await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
    const took = performance.now() - started;
    outcome.tables += 1;
    outcome.ms += took;
    await new Promise((resolve) => setTimeout(resolve, took * restFactor).unref());
  }
  outcome.ms = Math.round(outcome.ms);
  return outcome;
}
