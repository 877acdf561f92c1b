/**
 * Before and after in one run: `npm run bench:compare -- --base ../wt-base` starts the
 * production build of another checkout (`--base`, built there first, e.g. a worktree of the
 * commit before a change) beside this one's, on the same data, and measures each page's CPU per
 * request on both in alternating rounds (Node + PostgreSQL backends; the embedded database with
 * --pglite). Prints, for the lowest of each side's rounds and for their median, before, after,
 * their ratio and each page's ratio to landing, so a change's effect is read from one run on a
 * shared machine (PERFORMANCE.md).
 * --scale 10k|1m (1m)  --rounds N (4)  --requests N (40)  --warmup N (10)
 * --pages /,/user/dashboard (every bench page)  --after-node-options "--max-semi-space-size=32"
 * (options for the after side's node, to try a runtime setting against the same build)
 * --after-env "LOG_LEVEL=warn" (variables for the after side's server, space-separated)
 * --before-paths "/admin/reviews=/admin/dashboard,…" (a page the base serves at another path, as
 * the admin's tabs before decision 124)
 */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchHeaders, benchPages, benchServerEnv, isScaleName, pageLabel } from "./fixtures";
import { generatePglite, generatePostgres } from "./generate";
import { type Backends, type CpuFigures, cpuPerRequest, startMeasuredServer } from "./measure";
import { startThrowawayPostgres } from "./postgres-server";
import { median } from "./report";
import { type AppServer, loadAverage, startAppServer } from "./server-process";
import { type BenchCookies, signInOnPglite, signInOnPostgres } from "./sessions";

const { values: flags } = parseArgs({
  options: {
    base: { type: "string" },
    scale: { type: "string", default: "1m" },
    pglite: { type: "boolean", default: false },
    rounds: { type: "string", default: "4" },
    requests: { type: "string", default: "40" },
    warmup: { type: "string", default: "10" },
    pages: { type: "string" },
    "after-node-options": { type: "string", default: "" },
    "after-env": { type: "string", default: "" },
    "before-paths": { type: "string", default: "" },
  },
});
/** Where the base serves a page that moved: `after=before` pairs. */
const beforePaths = new Map(
  flags["before-paths"]
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);
const baseDir = flags.base ? path.resolve(flags.base) : "";
for (const dir of [baseDir, process.cwd()]) {
  if (!dir || !existsSync(path.join(dir, "build/server/index.js"))) {
    console.error(
      `No production build in ${dir || "--base (missing)"}: run \`npm run build\` there.`,
    );
    process.exit(1);
  }
}
if (!isScaleName(flags.scale)) throw new Error(`unknown scale ${flags.scale}`);
const wanted = flags.pages?.split(",");
// A page by its path or by its label (`/campaign/{id}`).
const pages = wanted
  ? benchPages.filter((page) => wanted.includes(page.path) || wanted.includes(pageLabel(page.path)))
  : benchPages;

type Side = { name: "before" | "after"; server: AppServer; backends: Backends | null };

const nodeOptions = (name: Side["name"]) =>
  name === "after" ? flags["after-node-options"].split(" ").filter(Boolean) : [];

const afterEnv = Object.fromEntries(
  flags["after-env"]
    .split(" ")
    .filter(Boolean)
    .map((pair) => pair.split("=", 2) as [string, string]),
);
const envOf = (name: Side["name"]) => (name === "after" ? afterEnv : {});

const secret = randomBytes(32).toString("hex");
const serverEnv = benchServerEnv(secret);
const cleanups: (() => Promise<void> | void)[] = [];
try {
  const sides: Side[] = [];
  let cookies: BenchCookies;
  if (flags.pglite) {
    // One database each (the embedded one is a single process's), copied after signing in.
    const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-compare-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    await generatePglite(path.join(dataDir, "before"), "50k");
    cookies = await signInOnPglite(path.join(dataDir, "before"), secret);
    cpSync(path.join(dataDir, "before"), path.join(dataDir, "after"), { recursive: true });
    for (const [name, cwd] of [
      ["before", baseDir],
      ["after", process.cwd()],
    ] as const) {
      const server = await startAppServer(
        { ...serverEnv, ...envOf(name), DATA_DIR: path.join(dataDir, name) },
        nodeOptions(name),
        cwd,
      );
      cleanups.push(() => server.stop());
      sides.push({ name, server, backends: null });
    }
  } else {
    let serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      const postgres = await startThrowawayPostgres();
      cleanups.push(() => postgres.stop());
      serverUrl = postgres.url;
    }
    const url = await generatePostgres(serverUrl, flags.scale, { force: false });
    cookies = await signInOnPostgres(url, secret);
    for (const [name, cwd] of [
      ["before", baseDir],
      ["after", process.cwd()],
    ] as const) {
      const { server, backends } = await startMeasuredServer({
        url,
        applicationName: `reviewkaro-compare-${name}`,
        env: { ...serverEnv, ...envOf(name) },
        nodeOptions: nodeOptions(name),
        cwd,
        cleanups,
      });
      sides.push({ name, server, backends });
    }
  }

  const loadBefore = loadAverage();
  // Every round's figure: on a shared machine one round can read 20 % off its neighbours, and
  // the median of the rounds says what the lowest alone cannot (decision 136).
  const samples = new Map<string, number[]>();
  const total = (cpu: CpuFigures) => cpu.nodeMs + cpu.dbMs;
  for (let round = 1; round <= Number(flags.rounds); round++) {
    // Alternate which side goes first, so neither always meets the warmer machine.
    const order = round % 2 ? sides : [...sides].reverse();
    for (const page of pages) {
      for (const side of order) {
        const cpu = await cpuPerRequest({
          url:
            side.server.base +
            (side.name === "before" ? (beforePaths.get(page.path) ?? page.path) : page.path),
          headers: benchHeaders(page.as ? cookies[page.as] : null),
          serverPid: side.server.pid,
          backends: side.backends,
          warmup: Number(flags.warmup),
          count: Number(flags.requests),
          concurrency: 2,
        });
        const key = `${side.name} ${page.path}`;
        samples.set(key, [...(samples.get(key) ?? []), total(cpu)]);
        console.log(
          `round ${round} ${side.name.padEnd(6)} ${pageLabel(page.path).padEnd(20)} ${total(cpu).toFixed(2)} ms`,
        );
      }
    }
  }
  console.log(
    `\n${flags.pglite ? "embedded 50k" : flags.scale}; load average ${loadBefore} → ${loadAverage()}; ${flags.rounds} rounds of ${flags.requests} requests`,
  );
  const lowest = (figures: readonly number[]) => Math.min(...figures);
  for (const [title, pick] of [
    ["The lowest", lowest],
    ["The median", median],
  ] as const) {
    const of = (key: string) => pick(samples.get(key) ?? [Number.NaN]);
    console.log(`\n${title} of the rounds:\n`);
    console.log(
      "| page | before ms | after ms | after ÷ before | before × landing | after × landing |",
    );
    console.log("|---|---|---|---|---|---|");
    for (const page of pages) {
      const before = of(`before ${page.path}`);
      const after = of(`after ${page.path}`);
      console.log(
        `| \`${pageLabel(page.path)}\` | ${before.toFixed(2)} | ${after.toFixed(2)} | ${(after / before).toFixed(2)} | ${(before / of("before /")).toFixed(2)} | ${(after / of("after /")).toFixed(2)} |`,
      );
    }
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
