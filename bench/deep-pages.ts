/**
 * Deep pages cost what page 1 costs (issue 14 point 3): the admin's review queue, page 1 against
 * page 2,000 reached by its keyset link (`?queue=2000&queue_after=<cursor>`), at 1M reviews.
 * CPU ms per request of the server and its PostgreSQL backends, rounds interleaved, lowest kept.
 *
 *   npm run build && BENCH_DATABASE_URL=postgresql://… npm run bench:deep   (after bench:generate)
 *
 * Exits 1 when page 2,000 costs more than twice page 1.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { benchHeaders, benchServerEnv } from "./fixtures";
import { generatePostgres } from "./generate";
import { backendsOf, type CpuFigures, cpuPerRequest } from "./measure";
import { startThrowawayPostgres } from "./postgres-server";
import { loadAverage, startAppServer } from "./server-process";
import { signInOnPostgres } from "./sessions";

const DEEP_PAGE = 2_000;
/** The admin dashboard's page size (app/routes/admin-dashboard/paging.ts). */
const PAGE_SIZE = 25;
const MAX_DEEP_VS_FIRST = 2;

const owned = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres();
const serverUrl = process.env.BENCH_DATABASE_URL ?? (owned?.url as string);
const cleanups: (() => Promise<void> | void)[] = [];
let failed = false;
try {
  const url = await generatePostgres(serverUrl, "1m");
  // The cursor the Next link of page 1,999 carries: the last pending review of that page.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ at: string; id: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
     from reviews where status = 'pending' order by created_at, id offset $1 limit 1`,
    [(DEEP_PAGE - 1) * PAGE_SIZE - 1],
  );
  await client.end();
  const cursor = rows[0];
  if (!cursor) throw new Error(`fewer than ${DEEP_PAGE} pages of pending reviews`);
  const secret = randomBytes(24).toString("hex");
  const cookies = await signInOnPostgres(url, secret);
  const applicationName = "reviewkaro-bench-deep";
  const withName = new URL(url);
  withName.searchParams.set("application_name", applicationName);
  const server = await startAppServer({
    ...benchServerEnv(secret),
    DATABASE_URL: withName.toString(),
    LOG_LEVEL: "warn",
  });
  cleanups.push(() => server.stop());
  const backends = await backendsOf(url, applicationName);
  cleanups.push(() => backends.close());

  const pages = {
    "queue page 1": "/admin/reviews",
    [`queue page ${DEEP_PAGE}`]: `/admin/reviews?queue=${DEEP_PAGE}&queue_after=${encodeURIComponent(`${cursor.at}_${cursor.id}`)}`,
  };
  const lowest: Record<string, CpuFigures> = {};
  for (let round = 0; round < 3; round += 1) {
    for (const [name, path] of Object.entries(pages)) {
      const cpu = await cpuPerRequest({
        url: server.base + path,
        headers: benchHeaders(cookies.admin),
        serverPid: server.pid,
        backends,
        warmup: 10,
        count: 40,
        concurrency: 2,
      });
      const kept = lowest[name];
      if (!kept || cpu.nodeMs + cpu.dbMs < kept.nodeMs + kept.dbMs) lowest[name] = cpu;
    }
  }
  const html = await (
    await fetch(server.base + pages[`queue page ${DEEP_PAGE}`], {
      headers: benchHeaders(cookies.admin),
    })
  ).text();
  if (!html.includes(`Page ${DEEP_PAGE} of`))
    throw new Error(`page ${DEEP_PAGE} did not show as such`);
  const first = lowest["queue page 1"] as CpuFigures;
  const deep = lowest[`queue page ${DEEP_PAGE}`] as CpuFigures;
  const ratio = (deep.nodeMs + deep.dbMs) / (first.nodeMs + first.dbMs);
  console.log(
    `\nReview queue at 1M reviews (load ${loadAverage()}), CPU ms per request, lowest of 3 rounds:\n`,
  );
  console.log("| page | Node ms | DB ms | × page 1 |\n|---|---|---|---|");
  for (const [name, cpu] of [
    ["queue page 1", first],
    [`queue page ${DEEP_PAGE}`, deep],
  ] as const) {
    const times = (cpu.nodeMs + cpu.dbMs) / (first.nodeMs + first.dbMs);
    console.log(
      `| ${name} | ${cpu.nodeMs.toFixed(1)} | ${cpu.dbMs.toFixed(1)} | ${times.toFixed(2)} |`,
    );
  }
  failed = ratio > MAX_DEEP_VS_FIRST;
  console.log(
    `\nBudget: page ${DEEP_PAGE} ≤ ${MAX_DEEP_VS_FIRST}× page 1: ${ratio.toFixed(2)}× ${failed ? "MISSED" : "ok"}`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
  owned?.stop();
}
if (failed) process.exit(1);
