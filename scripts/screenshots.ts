/**
 * Takes screenshots of pages at 360 px and 1280 px, in English and Hindi, for a person to look at.
 * Usage: tsx scripts/screenshots.ts http://localhost:3000 /path /other-path
 */
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "test-results/screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [360, 1280]) {
  for (const language of ["en", "hi"]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 360 ? 740 : 900 },
      locale: language === "hi" ? "hi-IN" : "en-IN",
      extraHTTPHeaders: { "Accept-Language": language === "hi" ? "hi-IN,hi" : "en-IN,en" },
    });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path);
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${language}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== "0" });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
