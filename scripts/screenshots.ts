/**
 * Screenshots of pages at 360 px and 1280 px, in English and Hindi, for a person to look at.
 *   tsx scripts/screenshots.ts http://localhost:3000 / /contact
 *   AS=user DATA_DIR=./data tsx scripts/screenshots.ts http://localhost:3000 /user/dashboard
 * With AS=user|business, each browser first signs up through the screens (reading the OTP from
 * DATA_DIR/dev-outbox.jsonl); with AS=admin it logs in at /admin/login as ADMIN_DIGITS
 * (default 9000000000). FULL=0 takes only the first screenful.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumLaunch } from "../tests/support/chromium";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "test-results/screenshots";
const as = process.env.AS as "user" | "business" | "admin" | undefined;
mkdirSync(outDir, { recursive: true });

function latestCode(digits: string): string {
  const file = path.join(process.env.DATA_DIR ?? "data", "dev-outbox.jsonl");
  const lines = readFileSync(file, "utf8").trim().split("\n").reverse();
  for (const line of lines) {
    const message = JSON.parse(line) as { to: string; code: string | null };
    if (message.to === `+91${digits}` && message.code) return message.code;
  }
  throw new Error(`no code for ${digits}`);
}

async function signUp(page: Page, role: "user" | "business") {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await page.goto(`${base}/signup?role=${role}`);
  await page.locator('input[name="phone"]').fill(digits);
  await page.locator('button[value="send"]').click();
  await page.locator('input[name="code"]').waitFor();
  await page.locator('input[name="code"]').fill(latestCode(digits));
  await page.locator('button[value="verify"]').click();
  await page.waitForURL(/update-profile/);
  await page.locator('input[name="username"]').fill("Asha Verma");
  await page.locator('input[name="password"]').fill("chai-1234");
  await page.locator('input[name="confirmPassword"]').fill("chai-1234");
  await page.locator('form:has(input[name="username"]) button[type="submit"]').click();
  await page.waitForURL(/dashboard/);
}

async function adminLogIn(page: Page) {
  const digits = process.env.ADMIN_DIGITS ?? "9000000000";
  await page.goto(`${base}/admin/login`);
  await page.locator('input[name="phone"]').fill(digits);
  await page.locator('button[value="send"]').click();
  await page.locator('input[name="code"]').waitFor();
  await page.locator('input[name="code"]').fill(latestCode(digits));
  await page.locator('button[value="verify"]').click();
  await page.waitForURL(/dashboard|update-profile/);
  if (page.url().includes("update-profile")) {
    // The admin signs in by OTP alone: their first setup asks only a username (decision 107).
    await page.locator('input[name="username"]').fill("Admin");
    await page.locator('form:has(input[name="username"]) button[type="submit"]').click();
    await page.waitForURL(/dashboard/);
  }
}

const browser = await chromium.launch(chromiumLaunch);
let adminCookies: Awaited<ReturnType<BrowserContext["cookies"]>> | undefined;
for (const width of [360, 1280]) {
  for (const language of ["en", "hi"]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 360 ? 740 : 900 },
      locale: language === "hi" ? "hi-IN" : "en-IN",
    });
    const page = await context.newPage();
    if (as === "admin") {
      // One login (a code a minute per number): the later browsers reuse its cookie.
      if (adminCookies) await context.addCookies(adminCookies);
      else {
        await adminLogIn(page);
        adminCookies = await context.cookies();
      }
    } else if (as) await signUp(page, as);
    for (const target of paths.length ? paths : ["/"]) {
      await page.goto(base + target);
      // Lazy images (the payout QR codes) and the icon sprite arrive after the load event.
      await page.waitForLoadState("networkidle");
      const name = `${target.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${language}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL !== "0" });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
