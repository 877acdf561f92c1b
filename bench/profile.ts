/**
 * Where a page's server CPU goes: `npm run bench:profile -- --page /admin/reviews` starts the
 * production build under `--cpu-prof` on the bench data (PostgreSQL at --scale, default 1m),
 * requests the page --requests times (2 at a time, after a warm-up) and prints its self time by
 * package and the busiest functions. The .cpuprofile is kept for Chromium's DevTools.
 * --pglite: the embedded database at 50k reviews instead (its queries run in the same process).
 * --checkout ../before: profile another checkout's production build (built there first) on the
 *   same data, to set two builds' self times side by side.
 * --log-level info: the server's LOG_LEVEL (warn by default; info writes the request log's line
 *   per request, as production does).
 * BENCH_DATABASE_URL: an existing server with the bench databases (else a throwaway one).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type BenchAccount,
  benchHeaders,
  benchPages,
  benchServerEnv,
  isScaleName,
} from "./fixtures";
import { generatePglite, generatePostgres } from "./generate";
import { startThrowawayPostgres } from "./postgres-server";
import { startAppServer } from "./server-process";
import { type BenchCookies, signInOnPglite, signInOnPostgres } from "./sessions";

const { values: flags } = parseArgs({
  options: {
    page: { type: "string", default: "/admin/reviews" },
    scale: { type: "string", default: "1m" },
    pglite: { type: "boolean", default: false },
    requests: { type: "string", default: "300" },
    top: { type: "string", default: "30" },
    checkout: { type: "string" },
    "log-level": { type: "string", default: "warn" },
  },
});
if (!isScaleName(flags.scale)) throw new Error(`unknown scale ${flags.scale}`);
const page = benchPages.find((candidate) => candidate.path === flags.page) ?? {
  path: flags.page,
  as: (flags.page.startsWith("/admin")
    ? "admin"
    : flags.page.startsWith("/user")
      ? "reviewer"
      : "business") as BenchAccount,
};

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Start-up and warm-up are left out: samples count from the measured requests' start on. */

/** "react-dom" for node_modules/react-dom/…, "app" for the build, "node" for Node's own. */
function packageOf(url: string): string {
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + "node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? url);
  }
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.startsWith("node:")) return "node";
  if (url === "") return "(native, GC, idle)";
  return url;
}

const secret = randomBytes(32).toString("hex");
const profileDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-profile-"));
let serverUrl = process.env.BENCH_DATABASE_URL;
const throwaway = serverUrl || flags.pglite ? null : await startThrowawayPostgres();
serverUrl ??= throwaway?.url as string;
const pgliteDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-profile-pglite-"));
try {
  let database: Record<string, string>;
  let cookies: BenchCookies;
  if (flags.pglite) {
    await generatePglite(pgliteDir, "50k");
    cookies = await signInOnPglite(pgliteDir, secret);
    database = { DATA_DIR: pgliteDir };
  } else {
    const url = await generatePostgres(serverUrl, flags.scale, { force: false });
    cookies = await signInOnPostgres(url, secret);
    database = { DATABASE_URL: url };
  }
  const spawnedAt = performance.now();
  const server = await startAppServer(
    {
      ...benchServerEnv(secret),
      ...database,
      LOG_LEVEL: flags["log-level"],
    },
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
    flags.checkout ? path.resolve(flags.checkout) : undefined,
  );
  const headers = benchHeaders(page.as ? cookies[page.as] : null);
  const fetchPage = async () => {
    const response = await fetch(server.base + page.path, { headers });
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 20; i++) await fetchPage();
  // What the page weighs: as sent (compressed) and as rendered, and its hydration data.
  const sent = await fetch(server.base + page.path, { headers });
  const html = await sent.text();
  const hydration =
    /window\.__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/g;
  const data = [...html.matchAll(hydration)].reduce(
    (sum, match) => sum + (match[1]?.length ?? 0),
    0,
  );
  const savedHtml = path.join(profileDir, "page.html");
  writeFileSync(savedHtml, html);
  console.log(
    `${page.path}: ${(html.length / 1024).toFixed(1)} KB of HTML (${(data / 1024).toFixed(1)} KB of it hydration data), encoded ${sent.headers.get("content-encoding") ?? "none"}; saved as ${savedHtml}`,
  );
  const measuredFromUs = (performance.now() - spawnedAt) * 1000;
  const total = Number(flags.requests);
  let next = 0;
  const worker = async () => {
    while (next++ < total) await fetchPage();
  };
  await Promise.all([worker(), worker()]);
  await server.stop();

  const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`no profile written in ${profileDir}`);
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let sinceStartUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    sinceStartUs += delta;
    if (sinceStartUs >= measuredFromUs) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    busy += us;
    const pkg = packageOf(node.callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const name = `${node.callFrame.functionName || "(anonymous)"} ${pkg}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const perRequest = (us: number) => (us / 1000 / total).toFixed(2);
  const table = (rows: Map<string, number>, limit: number) =>
    [...rows]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(
        ([name, us]) =>
          `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${perRequest(us).padStart(6)} ms/req  ${name}`,
      )
      .join("\n");
  console.log(
    `${page.path} at ${flags.scale}: ${perRequest(busy)} ms busy per request (the process's self time while it served them)`,
  );
  console.log(`\nby package\n${table(byPackage, 20)}`);
  console.log(`\nby function (self time)\n${table(byFunction, Number(flags.top))}`);
  console.log(`\nprofile: ${path.join(profileDir, file)}`);
} finally {
  await throwaway?.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
}
