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
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import routes from "../app/routes";
import { chromiumLaunch } from "../tests/support/chromium";
import { measure } from "./client-size-scripts";
import {
  adminDigits,
  adminLogIn,
  approvedCampaign,
  clientAddress,
  signUp,
} from "./client-size-visitors";
import { freePort, waitForHealth } from "./server-process";

/** Gzip KB of all scripts of a hydrated page (issue 13). */
export const HYDRATED_PAGE_JS_BUDGET_KB = 130;
/**
 * Gzip KB of all scripts of a static page with islands (decision 141): issue 50's budget for a
 * hydrated page, met by React without React Router's client.
 */
export const ISLAND_PAGE_JS_BUDGET_KB = 100;
/** Gzip KB of a page's hydration data (issue 13). */
export const HYDRATION_DATA_BUDGET_KB = 30;
/** Pages that work as plain HTML: the landing page signed out and the public review page. */
export const STATIC_PAGE_JS_BUDGET_KB = 0;
/**
 * The inline scripts a page may carry to enhance it: the service worker's registration on every
 * page (decision 130), a static page's forms posted once (decision 140) and the public page's
 * share row. On a hydrated page they count in its JS.
 */
export const ENHANCEMENT_JS_BUDGET_KB = 1;

type Visitor = "guest" | "reviewer" | "business" | "admin";
type Seeded = { campaignId: string };
type Visit = { path: (seeded: Seeded) => string; as: Visitor; budgetKb: number };

const hydrated = HYDRATED_PAGE_JS_BUDGET_KB;
const noScript = STATIC_PAGE_JS_BUDGET_KB;
const islands = ISLAND_PAGE_JS_BUDGET_KB;

/** Every route file of app/routes.ts: the pages to open, or why it is no page. */
const visits: Record<string, Visit[] | { resource: string }> = {
  "routes/home.tsx": [
    { path: () => "/", as: "guest", budgetKb: noScript },
    // Static for a signed-in visitor too (decision 016); a welcome toast is drawn in HTML.
    { path: () => "/", as: "reviewer", budgetKb: noScript },
  ],
  "routes/contact.tsx": [{ path: () => "/contact", as: "guest", budgetKb: islands }],
  "routes/login.tsx": [{ path: () => "/login", as: "guest", budgetKb: islands }],
  "routes/signup.tsx": [{ path: () => "/signup", as: "guest", budgetKb: islands }],
  "routes/forgot-password.tsx": [
    { path: () => "/forgot-password", as: "guest", budgetKb: islands },
  ],
  "routes/admin-login.tsx": [{ path: () => "/admin/login", as: "guest", budgetKb: islands }],
  "routes/update-profile.tsx": [
    { path: () => "/update-profile", as: "reviewer", budgetKb: islands },
  ],
  "routes/change-password.tsx": [
    { path: () => "/change-password", as: "business", budgetKb: islands },
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
  // The `/admin` layout and its tabs (decision 124): each tab's page includes the layout's code.
  "routes/admin-dashboard/route.tsx": [
    { path: () => "/admin/reviews", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/reviews/route.tsx": [
    { path: () => "/admin/reviews", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/campaigns/route.tsx": [
    { path: () => "/admin/campaigns", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/payouts/route.tsx": [
    { path: () => "/admin/payouts", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/appeals/route.tsx": [
    { path: () => "/admin/appeals", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/complaints/route.tsx": [
    { path: () => "/admin/complaints", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/reports/route.tsx": [
    { path: () => "/admin/reports", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/team/route.tsx": [
    { path: () => "/admin/team", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-dashboard/old-dashboard/route.ts": {
    resource: "redirects an old /admin/dashboard?tab= link to its tab",
  },
  "routes/campaign-detail/reviews-csv/route.ts": { resource: "approved reviews as CSV" },
  "routes/webhooks/route.ts": { resource: "POST only (a provider's webhook, decision 127)" },
  "routes/campaign-detail/pace-svg/route.ts": { resource: "reviews-per-day chart image" },
  "routes/campaign-detail/review-text/route.ts": {
    resource: "a review's full text, for its owner",
  },
  "routes/admin-dashboard/payout-qr/route.ts": { resource: "payout QR image" },
  "routes/admin-dashboard/review-text/route.ts": { resource: "a review's full text" },
  "routes/public-campaign/route.tsx": [
    { path: (s) => `/b/${s.campaignId}`, as: "guest", budgetKb: noScript },
  ],
  "routes/public-campaign/share-image/route.ts": { resource: "share image" },
  "routes/public-campaign/poster/route.tsx": [
    { path: (s) => `/b/${s.campaignId}/poster`, as: "guest", budgetKb: noScript },
  ],
  "routes/policy-page.tsx": [
    { path: () => "/terms", as: "guest", budgetKb: noScript },
    { path: () => "/review-policy", as: "guest", budgetKb: noScript },
    { path: () => "/privacy", as: "guest", budgetKb: noScript },
  ],
  "routes/grievance/route.tsx": [{ path: () => "/grievance", as: "guest", budgetKb: noScript }],
  "routes/grievance/status/route.tsx": [
    { path: () => "/grievance/status", as: "guest", budgetKb: noScript },
  ],
  "routes/transparency/route.tsx": [
    { path: () => "/transparency", as: "guest", budgetKb: noScript },
  ],
  "routes/transparency/csv/route.ts": { resource: "a transparency report as CSV" },
  "routes/breach-notice/route.tsx": [{ path: () => "/breach", as: "guest", budgetKb: noScript }],
  // The bench publishes no review: a review that cannot be reported is the not-found page.
  "routes/public-campaign/report/route.tsx": [
    {
      path: (s) => `/b/${s.campaignId}/report/00000000-0000-4000-8000-000000000000`,
      as: "guest",
      budgetKb: noScript,
    },
  ],
  // Only a suspended person sees the page itself (static); anyone else is sent to /login, with a
  // toast saying why: that is the page measured.
  "routes/suspended.tsx": [{ path: () => "/suspended", as: "guest", budgetKb: hydrated }],
  "routes/account/route.tsx": [{ path: () => "/account", as: "reviewer", budgetKb: noScript }],
  "routes/account/export/route.ts": { resource: "a person's data export (a ZIP file)" },
  "routes/withdraw-consent.ts": { resource: "POST only" },
  "routes/appeal-answer/route.ts": { resource: "POST only (an appeal's answer, by its link)" },
  "routes/user-dashboard/statement/route.ts": { resource: "an earnings statement (CSV or PDF)" },
  "routes/business-billing/route.tsx": [
    { path: () => "/business/billing", as: "business", budgetKb: noScript },
  ],
  "routes/business-documents/route.ts": { resource: "an invoice or credit note (PDF)" },
  // The admin is on the moderation team: the same page a moderator opens.
  "routes/moderator-dashboard/route.tsx": [
    { path: () => "/moderator/dashboard", as: "admin", budgetKb: hydrated },
  ],
  "routes/admin-access-log/route.tsx": [
    { path: () => "/admin/access-log", as: "admin", budgetKb: noScript },
  ],
  "routes/admin-breaches/route.tsx": [
    { path: () => "/admin/breaches", as: "admin", budgetKb: noScript },
  ],
  "routes/admin-webhooks/route.tsx": [
    { path: () => "/admin/webhooks", as: "admin", budgetKb: noScript },
  ],
  "routes/admin-warnings/route.tsx": [
    { path: () => "/admin/warnings", as: "admin", budgetKb: noScript },
  ],
  // A proof its viewer may not see is the not-found page; the image itself is no page.
  "routes/proof.tsx": [
    { path: () => "/proof/00000000-0000-4000-8000-000000000000", as: "guest", budgetKb: noScript },
  ],
  "routes/set-language.ts": { resource: "POST only" },
  "routes/events.ts": { resource: "live-update stream" },
  "routes/dev-outbox.tsx": [{ path: () => "/dev/outbox", as: "guest", budgetKb: hydrated }],
  "routes/offline/route.tsx": [{ path: () => "/offline", as: "guest", budgetKb: noScript }],
  "routes/not-found.tsx": [{ path: () => "/no-such-page", as: "guest", budgetKb: noScript }],
};

function routeFiles(config: typeof routes): string[] {
  return config.flatMap((route) => [route.file, ...routeFiles(route.children ?? [])]);
}

async function main() {
  const only = process.argv.slice(2);
  const failures: string[] = [];
  const summary: string[] = [];

  const files = routeFiles(routes);
  for (const file of files) {
    if (!(file in visits)) failures.push(`${file}: a route of app/routes.ts with no visit here`);
  }

  const browser = await chromium.launch(chromiumLaunch);
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
        // `/` is the landing page only; any other path selects the pages it begins.
        const picked = (wanted: string) =>
          url === wanted || (wanted !== "/" && url.startsWith(wanted));
        if (only.length && !only.some(picked)) continue;
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
          // A page that hydrates pays for its inline enhancement within its own budget.
          if (visit.budgetKb > 0) measured.jsKb += measured.enhancementKb;
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
          if (measured.enhancementKb > 0) {
            console.log(
              `    ${measured.enhancementKb.toFixed(1).padStart(6)}  (inline enhancement)`,
            );
          }
          if (measured.enhancementKb > ENHANCEMENT_JS_BUDGET_KB) {
            failures.push(
              `${label}: enhancement script ${measured.enhancementKb.toFixed(1)} KB > ${ENHANCEMENT_JS_BUDGET_KB}`,
            );
          }
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
