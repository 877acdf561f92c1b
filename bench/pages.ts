/**
 * The page benchmark of PERFORMANCE.md: `npm run bench:pages` (which builds first). For each
 * page and scale: CPU ms per request of the server process and of its PostgreSQL backends
 * (rounds interleave the scales; the lower figure is kept), then autocannon at 50 connections.
 * Prints markdown tables and the budgets of bench/report.ts; exits 1 when one is missed.
 *
 * Flags: --scales 10k,1m  --pglite (adds the embedded database at 50k)  --duration S (autocannon,
 * default 10)  --rounds N (3)  --requests N (40)  --warmup N (10)  --no-load  --regenerate
 * --all-budgets (enforce issue 14's too)  --smoke (10k only, few requests).
 * BENCH_DATABASE_URL: an existing server to use (databases bench_<scale>); without it a
 * throwaway PostgreSQL server is started and removed.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type BenchAccount,
  benchHeaders,
  benchPages,
  benchServerEnv,
  isScaleName,
  pageLabel,
  type ScaleName,
} from "./fixtures";
import { generatePglite, generatePostgres } from "./generate";
import { type Backends, backendsOf, cpuPerRequest, firstJobsFinished, loadTest } from "./measure";
import { startThrowawayPostgres } from "./postgres-server";
import { budgetTable, checkBudgets, cpuTable, EMBEDDED, loadTable, type PageRow } from "./report";
import { type AppServer, loadAverage, startAppServer } from "./server-process";
import { type BenchCookies, signInOnPglite, signInOnPostgres } from "./sessions";

const { values: flags } = parseArgs({
  options: {
    scales: { type: "string", default: "10k,1m" },
    pglite: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    requests: { type: "string", default: "40" },
    warmup: { type: "string", default: "10" },
    "no-load": { type: "boolean", default: false },
    regenerate: { type: "boolean", default: false },
    "all-budgets": { type: "boolean", default: false },
    smoke: { type: "boolean", default: false },
  },
});

const smoke = flags.smoke;
const scaleNames = (smoke ? "10k" : flags.scales).split(",").filter(Boolean);
for (const name of scaleNames) if (!isScaleName(name)) throw new Error(`unknown scale ${name}`);
const settings = {
  rounds: smoke ? 1 : Number(flags.rounds),
  requests: smoke ? 10 : Number(flags.requests),
  warmup: smoke ? 3 : Number(flags.warmup),
  seconds: smoke ? 3 : Number(flags.duration),
  connections: 50,
  concurrency: 2,
};

const pages = benchPages;
const label = pageLabel;

type Target = {
  scale: string;
  server: AppServer;
  cookies: BenchCookies;
  backends: Backends | null;
};

function headersFor(target: Target, as: BenchAccount | null): Record<string, string> {
  return benchHeaders(as ? target.cookies[as] : null);
}

if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first (npm run bench:pages does).");
  process.exit(1);
}

const secret = randomBytes(32).toString("hex");
const serverEnv = benchServerEnv(secret);
const cleanups: (() => Promise<void> | void)[] = [];
const targets: Target[] = [];
let exitCode = 0;

try {
  const existing = process.env.BENCH_DATABASE_URL;
  let serverUrl = existing;
  if (!serverUrl) {
    const postgres = await startThrowawayPostgres();
    cleanups.push(() => postgres.stop());
    serverUrl = postgres.url;
  }
  for (const name of scaleNames as ScaleName[]) {
    const url = await generatePostgres(serverUrl, name, { force: flags.regenerate });
    const cookies = await signInOnPostgres(url, secret);
    const applicationName = `reviewkaro-bench-${name}`;
    const withName = new URL(url);
    withName.searchParams.set("application_name", applicationName);
    const startedAt = Date.now();
    const server = await startAppServer({ ...serverEnv, DATABASE_URL: withName.toString() });
    cleanups.push(() => server.stop());
    await firstJobsFinished(url, startedAt);
    const backends = await backendsOf(url, applicationName);
    cleanups.push(() => backends.close());
    targets.push({ scale: name, server, cookies, backends });
  }
  if (flags.pglite) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-pglite-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await generatePglite(dataDir, "50k");
    const cookies = await signInOnPglite(dataDir, secret);
    const server = await startAppServer({ ...serverEnv, DATA_DIR: dataDir });
    cleanups.push(() => server.stop());
    targets.push({ scale: EMBEDDED, server, cookies, backends: null });
  }

  const loadBefore = loadAverage();
  const rows: PageRow[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    for (const target of targets) {
      for (const page of pages) {
        const cpu = await cpuPerRequest({
          url: target.server.base + page.path,
          headers: headersFor(target, page.as),
          serverPid: target.server.pid,
          backends: target.backends,
          warmup: settings.warmup,
          count: settings.requests,
          concurrency: settings.concurrency,
        });
        const name = label(page.path);
        console.log(
          `round ${round} ${target.scale.padEnd(12)} ${name.padEnd(20)} Node ${cpu.nodeMs.toFixed(1)} ms, DB ${cpu.dbMs.toFixed(1)} ms`,
        );
        const kept = rows.find((row) => row.page === name && row.scale === target.scale);
        if (!kept) rows.push({ page: name, scale: target.scale, cpu });
        else if (cpu.nodeMs + cpu.dbMs < kept.cpu.nodeMs + kept.cpu.dbMs) kept.cpu = cpu;
      }
    }
  }
  if (!flags["no-load"]) {
    for (const target of targets) {
      for (const page of pages) {
        const load = await loadTest({
          url: target.server.base + page.path,
          headers: headersFor(target, page.as),
          connections: settings.connections,
          seconds: settings.seconds,
        });
        const row = rows.find((r) => r.page === label(page.path) && r.scale === target.scale);
        if (row) row.load = load;
        console.log(
          `load ${target.scale.padEnd(12)} ${label(page.path).padEnd(20)} ${load.reqPerSec.toFixed(0)} req/s, p99 ${load.p99} ms, 5xx ${load.errors5xx}`,
        );
      }
    }
  }
  const loadAfter = loadAverage();

  const pageNames = pages.map((page) => label(page.path));
  const allScales = targets.map((target) => target.scale);
  const checks = checkBudgets(rows, scaleNames, pageNames);
  const enforced = (check: { issue: number }) => check.issue === 13 || flags["all-budgets"];
  const missed = checks.filter((check) => !check.ok && enforced(check));
  const report = [
    `Load average before ${loadBefore}, after ${loadAfter}; ${settings.rounds} rounds of ${settings.warmup} warm-up + ${settings.requests} requests at concurrency ${settings.concurrency} (lowest kept); autocannon ${settings.connections} connections × ${settings.seconds} s.`,
    "",
    "CPU ms per request (Node = server process; DB = its PostgreSQL backends; embedded: Node only):",
    "",
    cpuTable(rows, allScales, pageNames, scaleNames),
    "",
    flags["no-load"] ? "" : `${loadTable(rows)}\n`,
    budgetTable(checks, enforced),
  ].join("\n");
  console.log(`\n${report}`);
  mkdirSync("bench/results", { recursive: true });
  const file = `bench/results/pages-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  writeFileSync(file, JSON.stringify({ settings, loadBefore, loadAfter, rows, checks }, null, 2));
  console.log(`\nFigures saved in ${file}.`);
  if (missed.length > 0) {
    console.error(`\n${missed.length} budget(s) missed.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  for (const target of targets)
    console.error(`--- server ${target.scale} log:\n${target.server.log()}`);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(exitCode);
