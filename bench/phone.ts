/**
 * The reviewer's phone (issue 50): how long a mid-range Android phone on a congested 4G waits
 * before the reviewer's dashboard and the review dialog answer a tap.
 *
 * Starts the production build as bench/client-size.ts does, signs up a reviewer in Indore and
 * makes a business campaign there that the admin approves (through the real screens), and gives
 * the reviewer's public name once so that 'Write Review' opens the review itself. Then, each
 * round, in Chromium with the phone of bench/phone-profile.ts (CPU 4× slower, 1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms latency, 360×740 touch screen): every page loaded cold (a new browser
 * context: empty HTTP cache) and then warm (a second page of the same context: its HTTP cache).
 *
 * - `/user/dashboard`: FCP, LCP, hydrated (root.tsx's `data-hydrated`), and interactive: a tap on
 *   'Write Review' made as soon as the page is hydrated, handled by the page (its click reaches
 *   window after React's listener); how long that tap waited is its own column.
 * - the review dialog: from that tap until it is ready (its textarea painted and the main thread
 *   free again: recorded in the page), and until a letter typed by the harness shows in it (the
 *   harness's own round trips to the throttled page included); each also from navigation start
 *   (hydrated + that: what a reviewer who opens the app to write a review waits when they tap at
 *   once).
 * - `/` and `/b/{id}` (static, no script): FCP, LCP and DOMContentLoaded.
 *
 * The tap is made through the DevTools protocol; the harness's steps before it (scrolling to the
 * button, reading its box) are left out: interactive = hydrated + how long the tap waited.
 * The phone reaches the app through Caddy with deploy/Caddyfile (HTTPS, HTTP/2), as in
 * production (bench/production-front.ts, decision 135); `-- --http1` measures the app's own port.
 * `-- --trace DIR` writes DevTools traces of each dashboard load and tap, and prints the main
 * thread's time by kind of work.
 *
 * Medians of N rounds (`-- --rounds 5`, the default). Exits 1 when the dashboard's interactive or
 * the dialog's ready-from-navigation median is over PHONE_INTERACTIVE_BUDGET_MS, cold or warm
 * (the letter typed is reported beside it: the harness's round trips are no wait of the reviewer's).
 * CPU throttling multiplies the machine's own load: the load average is printed before and after.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumLaunch } from "../tests/support/chromium";
import {
  adminDigits,
  adminLogIn,
  approvedCampaign,
  clientAddress,
  signUp,
  untilInteractive,
} from "./client-size-visitors";
import {
  pageNow,
  phoneContext,
  phonePage,
  phoneThrottling,
  recorded,
  startTrace,
} from "./phone-profile";
import { hasCaddy, startProductionFront } from "./production-front";
import { median } from "./report";
import { loadAverage, startAppServer } from "./server-process";

/** The reviewer's dashboard and the review dialog answer within 3 s on the phone (issue 50). */
export const PHONE_INTERACTIVE_BUDGET_MS = 3000;

/** approvedCampaign's business (client-size-visitors.ts). */
const campaignName = "Bench Bhojanalaya";

type Sample = Record<string, number | null>;
type Plan = { label: string; path: (campaignId: string) => string; dashboard: boolean };

const plans: Plan[] = [
  { label: "/user/dashboard", path: () => "/user/dashboard", dashboard: true },
  { label: "/", path: () => "/", dashboard: false },
  { label: "/b/{id}", path: (id) => `/b/${id}`, dashboard: false },
];

function writeButton(page: Page) {
  return page
    .getByRole("listitem")
    .filter({ hasText: campaignName })
    .getByRole("button", { name: "Write Review" });
}

function reviewTextarea(page: Page) {
  return page.getByRole("dialog").locator('textarea[name="reviewText"]');
}

/** The reviewer's public name and email, asked before their first review, given once. */
async function giveReviewerInfo(reviewer: BrowserContext) {
  const page = await reviewer.newPage();
  await page.goto("/user/dashboard");
  await untilInteractive(page);
  await writeButton(page).click();
  const info = page.getByRole("dialog", { name: "Reviewer Info" });
  await info.getByLabel("Your public name").fill("Bench R.");
  await info.getByLabel("Your email").fill("bench.reviewer@example.com");
  await info.getByRole("button", { name: "Save and Continue" }).click();
  await reviewTextarea(page).waitFor();
  await page.close();
}

const waitLong = { timeout: 120_000 };

/** One load of the dashboard on the phone, then a tap on 'Write Review' and a typed letter. */
async function dashboardLoad(page: Page, url: string): Promise<Sample> {
  const loadTrace = traceDir ? await startTrace(page) : null;
  await page.goto(url, { waitUntil: "commit", ...waitLong });
  await page.waitForFunction(
    () => (window as unknown as { __phone: { hydrated: number | null } }).__phone.hydrated,
    undefined,
    { polling: 50, ...waitLong },
  );
  if (loadTrace && traceDir) await loadTrace.stopInto(traceDir, "load");
  // A finger on the button, straight through the DevTools protocol: no actionability checks of
  // Playwright's between the hydration and the tap.
  const button = writeButton(page);
  await button.scrollIntoViewIfNeeded(waitLong);
  const box = await button.boundingBox();
  if (!box) throw new Error("'Write Review' has no box");
  const trace = traceDir ? await startTrace(page) : null;
  const tapIssued = await pageNow(page);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Waited for in the page itself: a locator's polling would run Playwright's accessibility
  // queries on the throttled main thread while the dialog is being drawn, and slow it.
  await page.waitForFunction(
    () => (window as unknown as { __phone: { dialogReady: number | null } }).__phone.dialogReady,
    undefined,
    { polling: 100, ...waitLong },
  );
  if (trace && traceDir) await trace.stopInto(traceDir, "tap");
  // Then a letter typed into it: the harness's round trips to the throttled page are in this one.
  const textarea = page.locator('[role="dialog"] textarea[name="reviewText"]');
  const before = (await textarea.inputValue()).length;
  await textarea.pressSequentially("a", waitLong);
  const typed = await page.waitForFunction(
    (length) => {
      const field = document.querySelector<HTMLTextAreaElement>(
        '[role="dialog"] textarea[name="reviewText"]',
      );
      return field && field.value.length > length ? performance.now() : false;
    },
    before,
    { polling: "raf", ...waitLong },
  );
  const typeable = (await typed.jsonValue()) as number;
  // Read after the tap: paint timings stop at the first input, so they are the load's own.
  const marks = await recorded(page);
  if (marks.hydrated === null || marks.click === null)
    throw new Error(`no hydration or no tap: ${JSON.stringify(marks)}`);
  // The harness's own steps between the hydration and the tap (scrolling to the button, reading
  // its box: round trips to a throttled renderer) are no wait of the reviewer's: a tap made at the
  // hydration is answered after the hydration plus what this tap waited.
  const tapWait = marks.click - tapIssued;
  if (marks.dialogReady === null) throw new Error("the dialog's textarea was never seen shown");
  return {
    fcp: marks.fcp,
    lcp: marks.lcp,
    hydrated: marks.hydrated,
    tapAnswered: tapWait,
    interactive: marks.hydrated + tapWait,
    dialogReadyFromTap: marks.dialogReady - tapIssued,
    dialogReadyFromStart: marks.hydrated + (marks.dialogReady - tapIssued),
    dialogFromTap: typeable - tapIssued,
    dialogFromStart: marks.hydrated + (typeable - tapIssued),
  };
}

/** One load of a page without scripts: it answers a tap once its HTML is parsed. */
async function staticLoad(page: Page, url: string): Promise<Sample> {
  await page.goto(url, { waitUntil: "load", ...waitLong });
  await page.waitForFunction(
    () => (window as unknown as { __phone: { lcp: number | null } }).__phone.lcp,
    undefined,
    { polling: 50, ...waitLong },
  );
  const marks = await recorded(page);
  return { fcp: marks.fcp, lcp: marks.lcp, hydrated: null, interactive: marks.domReady };
}

/** The protocol the browser speaks to `base` (its navigation's nextHopProtocol: h2, http/1.1). */
async function protocolOf(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    return await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .nextHopProtocol,
    );
  } finally {
    await context.close();
  }
}

async function measureRound(
  browser: Browser,
  base: string,
  state: Awaited<ReturnType<BrowserContext["storageState"]>>,
  plan: Plan,
  campaignId: string,
): Promise<{ cold: Sample; warm: Sample }> {
  const context = await browser.newContext({
    ...phoneContext,
    baseURL: base,
    locale: "en-IN",
    extraHTTPHeaders: clientAddress(),
    storageState: state,
    // Caddy's own certificate for 127.0.0.1 (bench/production-front.ts).
    ignoreHTTPSErrors: true,
  });
  try {
    const load = plan.dashboard ? dashboardLoad : staticLoad;
    const url = plan.path(campaignId);
    const first = await phonePage(context);
    const cold = await load(first, url);
    await first.close();
    const second = await phonePage(context);
    const warm = await load(second, url);
    await second.close();
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const columns = [
  ["fcp", "FCP"],
  ["lcp", "LCP"],
  ["hydrated", "hydrated"],
  ["tapAnswered", "tap answered in"],
  ["interactive", "interactive"],
  ["dialogReadyFromTap", "dialog ready from tap"],
  ["dialogReadyFromStart", "dialog ready from navigation"],
  ["dialogFromTap", "letter typed from tap"],
  ["dialogFromStart", "letter typed from navigation"],
] as const;

function cell(samples: Sample[], key: string): string {
  const values = samples.map((sample) => sample[key]).filter((v): v is number => v != null);
  if (!values.length) return "–";
  return `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
}

/** `--trace DIR`: DevTools traces of the dashboard's load until hydrated, and of the tap. */
const traceArg = process.argv.indexOf("--trace");
const traceDir = traceArg > 0 ? (process.argv[traceArg + 1] ?? null) : null;

async function main() {
  const roundsArg = process.argv.indexOf("--rounds");
  const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 5;
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error("--rounds takes a whole number");
  const direct = process.argv.includes("--http1");
  if (!direct && !hasCaddy()) {
    throw new Error(
      "Caddy is missing (apt-get install caddy), or measure the app directly: --http1",
    );
  }
  const loadBefore = loadAverage();
  const browser = await chromium.launch(chromiumLaunch);
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-phone-"));
  const server = await startAppServer({
    NODE_ENV: "production",
    INSTALLATION: "local",
    DATA_DIR: dataDir,
    ADMIN_PHONE: `+91${adminDigits}`,
    TRUST_PROXY: "loopback",
  });
  const results = new Map<string, { cold: Sample[]; warm: Sample[] }>();
  let front: Awaited<ReturnType<typeof startProductionFront>> | null = null;
  let protocol = "";
  try {
    const admin = await adminLogIn(browser, server.base, dataDir);
    const business = await signUp(browser, server.base, dataDir, {
      role: "business",
      digits: "7000000001",
    });
    const reviewer = await signUp(browser, server.base, dataDir, {
      role: "user",
      digits: "7000000002",
      city: "Indore",
    });
    const campaignId = await approvedCampaign(business, admin);
    await giveReviewerInfo(reviewer);
    const state = await reviewer.storageState();
    // The phone reaches production through Caddy (HTTPS, HTTP/2); the accounts above were made
    // on the app directly, whose dev outbox answers only this machine.
    front = direct ? null : await startProductionFront(server.base);
    const base = front?.origin ?? server.base;
    protocol = await protocolOf(browser, base);
    for (let round = 1; round <= rounds; round++) {
      for (const plan of plans) {
        const { cold, warm } = await measureRound(browser, base, state, plan, campaignId);
        const kept = results.get(plan.label) ?? { cold: [], warm: [] };
        kept.cold.push(cold);
        kept.warm.push(warm);
        results.set(plan.label, kept);
        console.log(`round ${round} ${plan.label}: cold ${JSON.stringify(cold)}`);
        console.log(`round ${round} ${plan.label}: warm ${JSON.stringify(warm)}`);
      }
    }
  } finally {
    await browser.close();
    await front?.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { cpuSlowdown, latencyMs, downloadBytesPerSecond, uploadBytesPerSecond } = phoneThrottling;
  console.log(
    `\nPhone: CPU ${cpuSlowdown}× slower, ${(downloadBytesPerSecond * 8) / 1e6} Mbit/s down, ` +
      `${(uploadBytesPerSecond * 8) / 1e3} kbit/s up, ${latencyMs} ms latency, 360×740, ` +
      `${direct ? "the app directly" : "through Caddy (deploy/Caddyfile)"} over ${protocol}. ` +
      `Median (min–max) ms of ${rounds} rounds since navigation start. ` +
      `Load average before ${loadBefore}, after ${loadAverage()}.\n`,
  );
  console.log(`| page | cache | ${columns.map(([, title]) => title).join(" | ")} |`);
  console.log(`| --- | --- | ${columns.map(() => "---").join(" | ")} |`);
  const failures: string[] = [];
  for (const [label, kept] of results) {
    for (const cache of ["cold", "warm"] as const) {
      const samples = kept[cache];
      console.log(
        `| \`${label}\` | ${cache} | ${columns.map(([key]) => cell(samples, key)).join(" | ")} |`,
      );
      if (!plans.find((plan) => plan.label === label)?.dashboard) continue;
      for (const key of ["interactive", "dialogReadyFromStart"]) {
        const value = median(samples.map((sample) => sample[key] ?? Number.POSITIVE_INFINITY));
        if (value > PHONE_INTERACTIVE_BUDGET_MS) {
          failures.push(
            `${label} ${cache} ${key}: ${Math.round(value)} ms > ${PHONE_INTERACTIVE_BUDGET_MS}`,
          );
        }
      }
    }
  }
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`\nThe dashboard and the review dialog within ${PHONE_INTERACTIVE_BUDGET_MS} ms.`);
}

await main();
