/**
 * The query plans behind each page: `npm run bench:explain -- [scale]` (default 1m) turns on
 * auto_explain (ANALYZE, BUFFERS) for database bench_<scale>, loads each page of the page bench
 * once on the production build, and writes every statement the page issued with its plan to
 * bench/results/explain-<scale>.md, with a summary of the slowest. Needs the server's log file:
 * BENCH_POSTGRES_LOG with BENCH_DATABASE_URL (a throwaway server's is known).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readSync, statSync, writeFileSync } from "node:fs";
import {
  benchHeaders,
  benchPages,
  benchServerEnv,
  isScaleName,
  pageLabel,
  type ScaleName,
} from "./fixtures";
import { generatePostgres } from "./generate";
import { backendsOf, firstJobsFinished } from "./measure";
import { onServer, startThrowawayPostgres } from "./postgres-server";
import { startAppServer } from "./server-process";
import { signInOnPostgres } from "./sessions";

const scale = process.argv[2] ?? "1m";
if (!isScaleName(scale)) throw new Error(`unknown scale ${scale}`);

type Plan = { durationMs: number; text: string };

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, "r");
  readSync(fd, buffer, 0, buffer.length, offset);
  return buffer.toString("utf8");
}

/** auto_explain entries of these backends: a prefixed line and its unprefixed continuation. */
function plansOf(log: string, pids: number[]): Plan[] {
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const plans: Plan[] = [];
  for (const entry of entries) {
    const head = /^\S+ \S+ \S+ \[(\d+)\] LOG:\s+duration: ([\d.]+) ms\s+plan:/.exec(entry);
    if (!head || !pids.includes(Number(head[1]))) continue;
    plans.push({
      durationMs: Number(head[2]),
      text: entry.slice(entry.indexOf("plan:") + 5).trim(),
    });
  }
  return plans;
}

const existing = process.env.BENCH_DATABASE_URL;
const throwaway = existing ? null : await startThrowawayPostgres();
const logFile = throwaway?.logFile ?? process.env.BENCH_POSTGRES_LOG;
const serverUrl = existing ?? throwaway?.url ?? "";
if (!logFile)
  throw new Error("set BENCH_POSTGRES_LOG to the log file of BENCH_DATABASE_URL's server");
const database = `bench_${scale}`;
const settings = [
  "session_preload_libraries = 'auto_explain'",
  "auto_explain.log_min_duration = 0",
  "auto_explain.log_analyze = on",
  "auto_explain.log_buffers = on",
];
const sections: string[] = [];
const summary: string[] = [];
try {
  const url = await generatePostgres(serverUrl, scale as ScaleName);
  const secret = randomBytes(32).toString("hex");
  const cookies = await signInOnPostgres(url, secret);
  await onServer(serverUrl, async (client) => {
    for (const setting of settings) await client.query(`alter database ${database} set ${setting}`);
  });
  const applicationName = `reviewkaro-explain-${scale}`;
  const withName = new URL(url);
  withName.searchParams.set("application_name", applicationName);
  const startedAt = Date.now();
  const server = await startAppServer({
    ...benchServerEnv(secret),
    DATABASE_URL: withName.toString(),
  });
  await firstJobsFinished(url, startedAt);
  const backends = await backendsOf(url, applicationName);
  try {
    for (const page of benchPages) {
      const headers = benchHeaders(page.as ? cookies[page.as] : null);
      await (await fetch(server.base + page.path, { headers })).arrayBuffer();
      const offset = statSync(logFile).size;
      const response = await fetch(server.base + page.path, { headers, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
      // The log is written by other processes: give it a moment to reach the file.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const plans = plansOf(readFrom(logFile, offset), await backends.pids());
      const total = plans.reduce((sum, plan) => sum + plan.durationMs, 0);
      const label = pageLabel(page.path);
      sections.push(`## \`${label}\`: ${plans.length} statements, ${total.toFixed(1)} ms\n`);
      for (const plan of [...plans].sort((a, b) => b.durationMs - a.durationMs)) {
        sections.push(`### ${plan.durationMs.toFixed(2)} ms\n\n\`\`\`\n${plan.text}\n\`\`\`\n`);
      }
      const slowest = [...plans].sort((a, b) => b.durationMs - a.durationMs).slice(0, 3);
      summary.push(
        `| \`${label}\` | ${plans.length} | ${total.toFixed(1)} | ${slowest.map((p) => p.durationMs.toFixed(1)).join(", ")} |`,
      );
    }
  } finally {
    await backends.close();
    await server.stop();
  }
} finally {
  await onServer(serverUrl, (client) => client.query(`alter database ${database} reset all`));
  throwaway?.stop();
}
const table = [
  "| page | statements | total ms | slowest ms |",
  "|---|---|---|---|",
  ...summary,
].join("\n");
mkdirSync("bench/results", { recursive: true });
const file = `bench/results/explain-${scale}.md`;
writeFileSync(file, `# Query plans at ${scale}\n\n${table}\n\n${sections.join("\n")}`);
console.log(`${table}\n\nPlans written to ${file}.`);
