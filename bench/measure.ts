/**
 * The two measurements of a page: CPU time per request (the server process and its PostgreSQL
 * backends, from /proc) over a few requests two at a time, and autocannon at 50 connections.
 */
import autocannon from "autocannon";
import pg from "pg";
import { type AppServer, processCpuMs, startAppServer } from "./server-process";

export type CpuFigures = { nodeMs: number; dbMs: number };
export type LoadFigures = {
  /** Answers received within the run. */
  total: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors5xx: number;
  errors: number;
};

/** The server's PostgreSQL backends, found by the application_name in its DATABASE_URL. */
export type Backends = { pids(): Promise<number[]>; close(): Promise<void> };

export async function backendsOf(url: string, applicationName: string): Promise<Backends> {
  const client = new pg.Client({ connectionString: url, application_name: "reviewkaro-bench" });
  await client.connect();
  return {
    async pids() {
      const found = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where application_name = $1",
        [applicationName],
      );
      return found.rows.map((row) => row.pid);
    },
    close: () => client.end(),
  };
}

async function dbCpuMs(backends: Backends | null): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  for (const pid of (await backends?.pids()) ?? []) cpu.set(pid, processCpuMs(pid));
  return cpu;
}

async function requestOk(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
}

/** Warm-up requests, then `count` more at `concurrency`; CPU ms per measured request. */
export async function cpuPerRequest(input: {
  url: string;
  headers: Record<string, string>;
  serverPid: number;
  backends: Backends | null;
  warmup: number;
  count: number;
  concurrency: number;
}): Promise<CpuFigures> {
  const run = async (total: number) => {
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        await requestOk(input.url, input.headers);
      }
    };
    await Promise.all(Array.from({ length: input.concurrency }, worker));
  };
  await run(input.warmup);
  const nodeBefore = processCpuMs(input.serverPid);
  const dbBefore = await dbCpuMs(input.backends);
  await run(input.count);
  const nodeAfter = processCpuMs(input.serverPid);
  const dbAfter = await dbCpuMs(input.backends);
  let db = 0;
  // A backend opened during the run started from nothing; one closed during it is lost (rare:
  // the pool keeps busy connections).
  for (const [pid, after] of dbAfter) db += after - (dbBefore.get(pid) ?? 0);
  return { nodeMs: (nodeAfter - nodeBefore) / input.count, dbMs: db / input.count };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** autocannon at `connections` for `seconds`; latency percentiles from every response. */
export async function loadTest(input: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadFigures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    headers: input.headers,
    timeout: 30,
  });
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    total: latencies.length,
    reqPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors5xx: result["5xx"],
    errors: result.errors + result.timeouts,
  };
}

/** The last job a server starts with begins 5 s after start (campaign_end at 4 s, refunds at 5 s). */
const FIRST_JOBS_BEGUN_MS = 6_000;

/**
 * Waits until the jobs a server runs at start have finished (job_runs: none running), so their
 * work (campaigns ended, refunds and credit notes written) is not counted against a page.
 */
export async function firstJobsFinished(url: string, startedAt: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: "reviewkaro-bench" });
  await client.connect();
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      const begun = Date.now() - startedAt >= FIRST_JOBS_BEGUN_MS;
      const found = await client.query<{ running: number }>(
        `select count(*)::int as running from job_runs
          where outcome = 'running' and started_at >= to_timestamp($1 / 1000.0)`,
        [startedAt],
      );
      if (begun && found.rows[0]?.running === 0) return;
      if (Date.now() > deadline)
        throw new Error("the server's first jobs did not finish in 3 minutes");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

/**
 * A production build started on this PostgreSQL database under its own application_name, once
 * its first jobs have run, with its backends found for the CPU count. `cleanups` gets its stops.
 */
export async function startMeasuredServer(input: {
  url: string;
  applicationName: string;
  env: Record<string, string>;
  nodeOptions?: string[];
  cwd: string;
  cleanups: (() => Promise<void> | void)[];
}): Promise<{ server: AppServer; backends: Backends }> {
  const withName = new URL(input.url);
  withName.searchParams.set("application_name", input.applicationName);
  const startedAt = Date.now();
  const server = await startAppServer(
    { ...input.env, DATABASE_URL: withName.toString() },
    input.nodeOptions ?? [],
    input.cwd,
  );
  input.cleanups.push(() => server.stop());
  await firstJobsFinished(input.url, startedAt);
  const backends = await backendsOf(input.url, input.applicationName);
  input.cleanups.push(() => backends.close());
  return { server, backends };
}
