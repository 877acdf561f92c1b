/**
 * Client JavaScript per page, as a phone downloads it, for every route of app/routes.ts.
 *
 * Starts the production build on a free port with a throwaway DATA_DIR, signs up a reviewer and
 * a business and signs in the admin through the real screens (OTPs from the dev outbox), makes a
 * little data the same way (the admin's demo campaign, a business campaign approved by the
 * admin), then opens every page in Chromium, in English and in Hindi, and records every script
 * the page loads until it is interactive: module preloads, imports the entry performs at start
 * (the language's messages) and inline scripts. Hydration data (React Router's inline
 * `__reactRouterContext` and stream scripts) is counted on its own.
 *
 * Fails (exit 1) when a budget is missed, when a page downloads the other language's messages,
 * or when a route of app/routes.ts has no visit below.
 *
 * Run `npm run build` first; then `npm run bench:size` (all routes) or
 * `npm run bench:size -- /login /user/dashboard` (only those paths).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import type { Language } from "../app/i18n/languages";
import en from "../app/i18n/locales/en";
import hi from "../app/i18n/locales/hi";
import routes from "../app/routes";

/** Gzip KB of all scripts of a hydrated page (issue 13). */
export const HYDRATED_PAGE_JS_BUDGET_KB = 130;
/** Gzip KB of a page's hydration data (issue 13). */
export const HYDRATION_DATA_BUDGET_KB = 30;
/** Pages that work as plain HTML: the landing page signed out and the public review page. */
export const STATIC_PAGE_JS_BUDGET_KB = 0;

type Visitor = "guest" | "reviewer" | "business" | "admin";
type Seeded = { campaignId: string };
type Visit = { path: (seeded: Seeded) => string; as: Visitor; budgetKb: number };

const hydrated = HYDRATED_PAGE_JS_BUDGET_KB;
const noScript = STATIC_PAGE_JS_BUDGET_KB;

/** Every route file of app/routes.ts: the pages to open, or why it is no page. */
const visits: Record<string, Visit[] | { resource: string }> = {
  "routes/home.tsx": [
    { path: () => "/", as: "guest", budgetKb: noScript },
    { path: () => "/", as: "reviewer", budgetKb: hydrated },
  ],
  "routes/contact.tsx": [{ path: () => "/contact", as: "guest", budgetKb: hydrated }],
  "routes/login.tsx": [{ path: () => "/login", as: "guest", budgetKb: hydrated }],
  "routes/signup.tsx": [{ path: () => "/signup", as: "guest", budgetKb: hydrated }],
  "routes/forgot-password.tsx": [
    { path: () => "/forgot-password", as: "guest", budgetKb: hydrated },
  ],
  "routes/admin-login.tsx": [{ path: () => "/admin/login", as: "guest", budgetKb: hydrated }],
  "routes/update-profile.tsx": [
    { path: () => "/update-profile", as: "reviewer", budgetKb: hydrated },
  ],
  "routes/change-password.tsx": [
    { path: () => "/change-password", as: "business", budgetKb: hydrated },
  ],
  "routes/logout.ts": { resource: "POST only" },
  "routes/user-dashboard/route.tsx": [
    { path: () => "/user/dashboard", as: "reviewer", budgetKb: hydrated },
  ],
  "routes/business-dashboard/route.tsx": [
    { path: () => "/business/dashboard", as: "business", budgetKb: hydrated },
    { path: () => "/business/dashboard?new=1", as: "business", budgetKb: hydrated },
  ],
  "routes/campaign-detail/route.tsx": [
    { path: (s) => `/campaign/${s.campaignId}`, as: "business", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/route.tsx": [
    { path: () => "/admin/dashboard", as: "admin", budgetKb: hydrated },
    { path: () => "/admin/dashboard?tab=campaigns", as: "admin", budgetKb: hydrated },
    { path: () => "/admin/dashboard?tab=payouts", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-payout-qr.ts": { resource: "payout QR image" },
  "routes/admin-review-text.ts": { resource: "a review's full text" },
  "routes/public-campaign.tsx": [
    { path: (s) => `/b/${s.campaignId}`, as: "guest", budgetKb: noScript },
  ],
  "routes/proof.ts": { resource: "proof image" },
  "routes/set-language.ts": { resource: "POST only" },
  "routes/events.ts": { resource: "live-update stream" },
  "routes/dev-outbox.tsx": [{ path: () => "/dev/outbox", as: "guest", budgetKb: hydrated }],
  "routes/not-found.tsx": [{ path: () => "/no-such-page", as: "guest", budgetKb: hydrated }],
};

const adminDigits = "9000000000";
const password = "bench-secret-1";
const chromiumPath = "/usr/bin/chromium";

function routeFiles(config: typeof routes): string[] {
  return config.flatMap((route) => [route.file, ...routeFiles(route.children ?? [])]);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

function gzipKb(text: string | Buffer): number {
  return text.length ? gzipSync(text, { level: 9 }).length / 1024 : 0;
}

/** Each context browses from its own made-up client address, so per-IP limits hold per account. */
let clientNumber = 0;
function clientAddress(): Record<string, string> {
  clientNumber += 1;
  return { "X-Forwarded-For": `203.0.113.${clientNumber}` };
}

async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="module"]'),
  );
}

async function untilUrl(page: Page, pattern: RegExp) {
  await page.waitForURL(pattern, { timeout: 15_000 });
  await untilInteractive(page);
}

/** The newest code the dev SMS outbox holds for this number. */
async function readOtp(dataDir: string, digits: string, after: number): Promise<string> {
  const file = path.join(dataDir, "dev-outbox.jsonl");
  for (let i = 0; i < 100; i++) {
    const lines = existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    const codes = lines
      .map((line) => JSON.parse(line) as { to: string; code: string | null; at: string })
      .filter((line) => line.to === `+91${digits}` && line.code && Date.parse(line.at) >= after);
    const code = codes.at(-1)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no OTP for ${digits}`);
}

async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: base, locale: "en-IN", extraHTTPHeaders: clientAddress() });
}

async function finishProfile(page: Page, options: { username: string; city?: string }) {
  await untilUrl(page, /\/update-profile$/);
  await page.getByLabel("Username").fill(options.username);
  if (options.city) await page.getByLabel("City").selectOption(options.city);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Save Profile" }).click();
}

async function signUp(
  browser: Browser,
  base: string,
  dataDir: string,
  options: { role: "user" | "business"; digits: string; city?: string },
): Promise<BrowserContext> {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto(`/signup?role=${options.role}`);
  await untilInteractive(page);
  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Mobile number").fill(options.digits);
  await page.getByRole("button", { name: "Send OTP" }).click();
  const code = await readOtp(dataDir, options.digits, sentAfter);
  await page.getByLabel("One-time password (OTP)").fill(code);
  await page.getByRole("button", { name: "Verify & Sign Up" }).click();
  await finishProfile(page, { username: `bench${options.role}`, city: options.city });
  await untilUrl(page, new RegExp(`/${options.role}/dashboard$`));
  await page.close();
  return context;
}

async function adminLogIn(browser: Browser, base: string, dataDir: string) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.goto("/admin/login");
  await untilInteractive(page);
  const sentAfter = Date.now() - 1000;
  await page.getByLabel("Mobile number").fill(adminDigits);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await page
    .getByLabel("One-time password (OTP)")
    .fill(await readOtp(dataDir, adminDigits, sentAfter));
  await page.getByRole("button", { name: "Verify & Login" }).click();
  await finishProfile(page, { username: "admin" });
  // The admin's first visit creates the demo campaign.
  await untilUrl(page, /\/admin\/dashboard$/);
  await page.close();
  return context;
}

/** A business campaign in Indore, approved by the admin; returns its id. */
async function approvedCampaign(business: BrowserContext, admin: BrowserContext): Promise<string> {
  const name = "Bench Bhojanalaya";
  const page = await business.newPage();
  await page.goto("/business/dashboard");
  await untilInteractive(page);
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/bench1");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill("100");
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  const details = page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" });
  await details.waitFor();
  const id = /\/campaign\/([^/?#]+)/.exec((await details.getAttribute("href")) ?? "")?.[1];
  if (!id) throw new Error("campaign id not found");
  await page.close();

  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/dashboard?tab=campaigns");
  await untilInteractive(adminPage);
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Approve" })
    .click();
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .waitFor({ state: "detached" });
  await adminPage.close();
  return id;
}

/**
 * Per section of a language's messages, its three longest texts: a script holding two of one
 * section's holds that section, so that language (pages load their sections in groups).
 */
function messageSamples(messages: object): string[][] {
  const texts = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : value && typeof value === "object"
        ? Object.values(value).flatMap(texts)
        : [];
  return Object.values(messages)
    .map((section) =>
      texts(section)
        .filter((text) => text.length >= 12 && !/[{}"'\\]/.test(text))
        .sort((a, b) => b.length - a.length)
        .slice(0, 3),
    )
    .filter((sample) => sample.length >= 2);
}
const samples: Record<Language, string[][]> = { en: messageSamples(en), hi: messageSamples(hi) };

function languagesIn(script: string): Language[] {
  return (Object.keys(samples) as Language[]).filter((language) =>
    samples[language].some(
      (section) => section.filter((text) => script.includes(text)).length >= 2,
    ),
  );
}

type Script = { name: string; gzipKb: number; languages: Language[] };
type Measured = { scripts: Script[]; jsKb: number; dataKb: number };

/** Opens the page and records every script it loads until it is interactive. */
async function measure(context: BrowserContext, url: string): Promise<Measured> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.ok()) {
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      );
    }
  });
  const response = await page.goto(url);
  const html = (await response?.text()) ?? "";
  await untilInteractive(page);
  await page.waitForLoadState("networkidle");
  await page.close();

  const scripts: Script[] = [];
  for (const [scriptUrl, body] of bodies) {
    const bytes = await body;
    if (!bytes) continue;
    const text = bytes.toString("utf8");
    scripts.push({
      name: new URL(scriptUrl).pathname.replace(/^\/assets\//, ""),
      gzipKb: gzipKb(bytes),
      languages: languagesIn(text),
    });
  }
  const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const data = inline.filter((text) => text.includes("__reactRouterContext"));
  const code = inline.filter((text) => text.trim() && !text.includes("__reactRouterContext"));
  if (code.length) {
    const text = code.join("\n");
    scripts.push({ name: "(inline)", gzipKb: gzipKb(text), languages: languagesIn(text) });
  }
  scripts.sort((a, b) => b.gzipKb - a.gzipKb);
  const jsKb = scripts.reduce((sum, script) => sum + script.gzipKb, 0);
  return { scripts, jsKb, dataKb: gzipKb(data.join("\n")) };
}

async function main() {
  const only = process.argv.slice(2);
  const failures: string[] = [];
  const summary: string[] = [];

  const files = routeFiles(routes);
  for (const file of files) {
    if (!(file in visits)) failures.push(`${file}: a route of app/routes.ts with no visit here`);
  }

  const browser = await chromium.launch({
    executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-"));
  const server = spawn(process.execPath, ["server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      INSTALLATION: "local",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PHONE: `+91${adminDigits}`,
      TRUST_PROXY: "loopback",
    },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  // The server runs in its own process group; it goes with the bench however the bench ends.
  const stopServer = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  process.once("exit", stopServer);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      stopServer();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  try {
    await waitForHealth(base, server);
    const admin = await adminLogIn(browser, base, dataDir);
    const business = await signUp(browser, base, dataDir, {
      role: "business",
      digits: "7000000001",
    });
    const reviewer = await signUp(browser, base, dataDir, {
      role: "user",
      digits: "7000000002",
      city: "Indore",
    });
    const seeded: Seeded = { campaignId: await approvedCampaign(business, admin) };
    const signedIn: Record<Visitor, BrowserContext | null> = {
      guest: null,
      reviewer,
      business,
      admin,
    };

    console.log("gzip KB of every script each page loads; data = hydration data (inline)");
    for (const [file, plan] of Object.entries(visits)) {
      if (!Array.isArray(plan)) {
        if (!only.length) console.log(`\n${file}: no page (${plan.resource})`);
        continue;
      }
      for (const visit of plan) {
        const url = visit.path(seeded);
        if (only.length && !only.some((wanted) => url.startsWith(wanted))) continue;
        for (const language of ["en", "hi"] as const) {
          // A signed-in browser in another language: same cookies, another Accept-Language.
          const state = await signedIn[visit.as]?.storageState();
          const context = await browser.newContext({
            baseURL: base,
            locale: language === "hi" ? "hi-IN" : "en-IN",
            extraHTTPHeaders: clientAddress(),
            storageState: state,
          });
          const measured = await measure(context, url);
          await context.close();
          const label = `${url} (${visit.as}, ${language})`;
          const jsOver = measured.jsKb > visit.budgetKb;
          const dataOver = measured.dataKb > HYDRATION_DATA_BUDGET_KB;
          console.log(
            `\n${label.padEnd(52)} JS ${measured.jsKb.toFixed(1).padStart(6)} KB (≤ ${visit.budgetKb})` +
              `  data ${measured.dataKb.toFixed(1).padStart(5)} KB (≤ ${HYDRATION_DATA_BUDGET_KB})` +
              (jsOver || dataOver ? "  OVER BUDGET" : ""),
          );
          summary.push(
            `${label.padEnd(60)} ${measured.jsKb.toFixed(1).padStart(6)} ${measured.dataKb.toFixed(1).padStart(6)}` +
              (jsOver || dataOver ? "  over" : ""),
          );
          for (const script of measured.scripts) {
            const carries = script.languages.length
              ? `  [${script.languages.join("+")} messages]`
              : "";
            console.log(`    ${script.gzipKb.toFixed(1).padStart(6)}  ${script.name}${carries}`);
          }
          if (jsOver)
            failures.push(`${label}: JS ${measured.jsKb.toFixed(1)} KB > ${visit.budgetKb}`);
          if (dataOver) {
            failures.push(
              `${label}: hydration data ${measured.dataKb.toFixed(1)} KB > ${HYDRATION_DATA_BUDGET_KB}`,
            );
          }
          const carried = new Set(measured.scripts.flatMap((script) => script.languages));
          const foreign = [...carried].filter((other) => other !== language);
          if (foreign.length) failures.push(`${label}: downloads ${foreign.join("+")} messages`);
          if (measured.jsKb > 0 && !carried.has(language)) {
            failures.push(`${label}: hydrates without its ${language} messages`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    stopServer();
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${"summary".padEnd(60)} ${"JS KB".padStart(6)} ${"data".padStart(6)}`);
  for (const line of summary) console.log(line);
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery page within its budgets.");
}

await main();
