/**
 * Lighthouse mobile scores of the pages a visitor meets first (issue 19): `/`, `/contact`,
 * `/login` and a public review page `/b/{id}`, and the reviewer's own `/user/dashboard` (issue 50),
 * signed in as the bench's reviewer (Indore, with reviews, a wallet and payouts) by a session
 * cookie Lighthouse sends with every request.
 *
 * Builds nothing (run `npm run build` first). Fills a fresh embedded database with the 10k bench
 * data (its campaign 1 has a public page with 80 approved reviews), starts the production server
 * on it, runs Lighthouse 12 (the CLI, headless Chromium at CHROME_PATH or /usr/bin/chromium)
 * `--runs` times per page (3 by default) and keeps each page's median run, as Lighthouse's own
 * advice on variability says (its `computeMedianRun`: the run nearest the median FCP and TTI; one
 * run's total blocking time moves by hundreds of milliseconds on a shared machine). Prints a table
 * and each median run's timings, and exits 1 when any category of any page scores below 95.
 *
 * Audited through Caddy with deploy/Caddyfile (HTTPS, HTTP/2), as a phone reaches production
 * (bench/production-front.ts); `-- --http1` audits the app's own port instead.
 *
 * `npm run bench:lighthouse` (all five pages), `-- /login` (some), `-- --runs 5`, `-- --keep`
 * (the JSON reports stay, their folder printed).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import type LHResult from "lighthouse/types/lhr/lhr.js";
import { CHROMIUM_PATH, chromiumArgs } from "../tests/support/chromium";
import { fixed } from "./fixtures";
import { generatePglite } from "./generate";
import { hasCaddy, startProductionFront } from "./production-front";
import { startAppServer } from "./server-process";
import { signInOnPglite } from "./sessions";

/** The lowest score (0–100) each category may have on each page (issue 19). */
export const LIGHTHOUSE_MIN_SCORE = 95;

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];
type Report = LHResult;

const allPages = ["/", "/contact", "/login", `/b/${fixed.campaignId}`, "/user/dashboard"];
/** The pages only a signed-in reviewer sees: audited with the bench reviewer's cookie. */
const signedIn = (page: string) => page.startsWith("/user/");
// Caddy's own certificate for 127.0.0.1 (bench/production-front.ts) is not one Chromium knows.
const chromeFlags = ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs].join(" ");

const run = promisify(execFile);

async function lighthouse(url: string, output: string, cookie?: string): Promise<Report> {
  await run(
    path.join("node_modules", ".bin", "lighthouse"),
    [
      url,
      "--form-factor=mobile",
      `--chrome-flags=${chromeFlags}`,
      `--only-categories=${categories.join(",")}`,
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

/** A page's median run of `runs`: its scores, and what cost points and time, printed. */
async function audit(
  url: string,
  outDir: string,
  runs: number,
  cookie?: string,
): Promise<Record<Category, number>> {
  const reports: Report[] = [];
  for (let n = 1; n <= runs; n++) {
    const output = path.join(outDir, `${encodeURIComponent(url)}.${n}.json`);
    reports.push(await lighthouse(url, output, cookie));
  }
  // Its declaration names Lighthouse's global LH namespace, which is not in scope here.
  const report = computeMedianRun(reports as never) as Report;
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    scores[category] = Math.round((report.categories[category]?.score ?? 0) * 100);
  }
  const performance = reports.map((each) =>
    Math.round((each.categories.performance?.score ?? 0) * 100),
  );
  const ms = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
  console.log(
    `  ${url}: performance ${performance.join(", ")} in ${runs} runs; the median run: ` +
      `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, ` +
      `TBT ${ms("total-blocking-time")} ms, SI ${ms("speed-index")} ms, TTI ${ms("interactive")} ms`,
  );
  // What cost points, so a failing run says where to look.
  const failed = Object.entries(report.audits)
    .filter(([, each]) => each.score !== null && each.score < 0.9)
    .map(([id]) => id);
  if (failed.length > 0) console.log(`    below 0.9 in ${failed.join(", ")}`);
  return scores;
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      keep: { type: "boolean", default: false },
      http1: { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs: a whole number, 1 or more");
  const pages = positionals.length > 0 ? positionals : allPages;
  if (!values.http1 && !hasCaddy()) {
    throw new Error("Caddy is missing (apt-get install caddy), or audit the app directly: --http1");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-lighthouse-"));
  const outDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-lighthouse-reports-"));
  try {
    await generatePglite(dataDir, "10k");
    const secret = randomBytes(32).toString("hex");
    const { reviewer } = await signInOnPglite(dataDir, secret);
    const server = await startAppServer({
      NODE_ENV: "production",
      INSTALLATION: "local",
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
    });
    const rows: { page: string; scores: Record<Category, number> }[] = [];
    // Audited as a phone reaches production: through Caddy, HTTPS and HTTP/2 (decision 135).
    const front = values.http1
      ? null
      : await startProductionFront(server.base).catch(async (error: unknown) => {
          await server.stop();
          throw error;
        });
    const base = front?.origin ?? server.base;
    console.log(`Audited at ${base} (${front ? "Caddy in front, HTTP/2" : "the app directly"})`);
    try {
      for (const page of pages) {
        const cookie = signedIn(page) ? reviewer : undefined;
        rows.push({ page, scores: await audit(`${base}${page}`, outDir, runs, cookie) });
      }
    } finally {
      await front?.stop();
      await server.stop();
    }
    console.log(`\n| page | ${categories.join(" | ")} |`);
    console.log(`|---|${categories.map(() => "---").join("|")}|`);
    for (const row of rows) {
      const label = row.page.replace(fixed.campaignId, "{id}");
      console.log(`| \`${label}\` | ${categories.map((c) => row.scores[c]).join(" | ")} |`);
    }
    const low = rows.filter((row) =>
      categories.some((category) => row.scores[category] < LIGHTHOUSE_MIN_SCORE),
    );
    if (low.length > 0) {
      console.error(`\nBelow ${LIGHTHOUSE_MIN_SCORE}: ${low.map((row) => row.page).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (values.keep) console.log(`\nThe reports: ${outDir}`);
    else rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
