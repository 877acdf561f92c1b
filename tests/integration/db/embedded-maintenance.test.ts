import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { vacuumEmbeddedTables } from "~/db/embedded-maintenance.server";
import { rowsOf } from "~/db/rows.server";
import {
  activeCampaign,
  newReviewer,
  setUpReviewsDatabase,
  submitted,
  testDb,
} from "../../support/review-fixtures";

setUpReviewsDatabase();

/** How many table rows an index-only scan of the reviews' primary key had to read after all. */
async function heapFetches(): Promise<number> {
  return testDb.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const plan = await rowsOf<{ "QUERY PLAN": string }>(
      tx,
      sql`explain (analyze, costs off, timing off, summary off) select id from reviews where id is not null`,
    );
    const lines = plan.map((row) => row["QUERY PLAN"]);
    expect(lines.join("\n")).toContain("Index Only Scan");
    const fetches = lines.join("\n").match(/Heap Fetches: (\d+)/);
    return Number(fetches?.[1]);
  });
}

it("vacuums every table, so index-only scans stop reading the table", async () => {
  for (let i = 0; i < 3; i += 1) await submitted(await newReviewer(), await activeCampaign());
  expect(await heapFetches()).toBeGreaterThan(0);

  const outcome = await vacuumEmbeddedTables(testDb.db, { restFactor: 0 });

  const [tables] = await rowsOf<{ count: number }>(
    testDb.db,
    sql`select count(*)::int as count from pg_tables where schemaname = 'public'`,
  );
  expect(outcome.tables).toBe(tables?.count);
  expect(await heapFetches()).toBe(0);
});

it("stops between tables once asked to", async () => {
  const stop = new AbortController();
  stop.abort();
  expect((await vacuumEmbeddedTables(testDb.db, { signal: stop.signal })).tables).toBe(0);
});
