/**
 * Lighthouse mobile scores of the pages a visitor meets first (issue 19): `/`, `/contact`,
 * `/login` and a public review page `/b/{id}`.
 *
 * Builds nothing (run `npm run build` first). Fills a fresh embedded database with the 10k bench
 * data (its campaign 1 has a public page with 80 approved reviews), starts the production server
 * on it, runs Lighthouse 12 (the CLI, headless Chromium at CHROME_PATH or /usr/bin/chromium) once
 * per page, prints a table, and exits 1 when any category of any page scores below 95.
 *
 * `npm run bench:lighthouse` (all four pages) or `npm run bench:lighthouse -- /login` (some).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_PATH, chromiumArgs } from "../tests/support/chromium";
import { fixed } from "./fixtures";
import { generatePglite } from "./generate";
import { startAppServer } from "./server-process";

/** The lowest score (0–100) each category may have on each page (issue 19). */
export const LIGHTHOUSE_MIN_SCORE = 95;

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

const allPages = ["/", "/contact", "/login", `/b/${fixed.campaignId}`];
const chromeFlags = ["--headless=new", ...chromiumArgs].join(" ");

const run = promisify(execFile);

async function audit(url: string, outDir: string): Promise<Record<Category, number>> {
  const output = path.join(outDir, `${encodeURIComponent(url)}.json`);
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
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: Record<Category, { score: number | null }>;
    audits: Record<string, { score: number | null; title: string }>;
  };
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    scores[category] = Math.round((report.categories[category].score ?? 0) * 100);
  }
  // What cost points, so a failing run says where to look.
  const failed = Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id]) => id);
  if (failed.length > 0) console.log(`  ${url}: below 0.9 in ${failed.join(", ")}`);
  return scores;
}

async function main(args: string[]) {
  const pages = args.length > 0 ? args : allPages;
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-lighthouse-"));
  const outDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-lighthouse-reports-"));
  try {
    await generatePglite(dataDir, "10k");
    const server = await startAppServer({
      NODE_ENV: "production",
      INSTALLATION: "local",
      DATA_DIR: dataDir,
    });
    const rows: { page: string; scores: Record<Category, number> }[] = [];
    try {
      for (const page of pages) {
        rows.push({ page, scores: await audit(`${server.base}${page}`, outDir) });
      }
    } finally {
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
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main(process.argv.slice(2));
