import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { priceShown } from "../support/reward-amounts";
import { freePort } from "../support/server-process";
import {
  adminLogIn,
  clientAddressHeaders,
  expect,
  reload,
  signUp,
  test,
  visit,
} from "./support/fixtures";
import { type OwnServer, startOwnServer } from "./support/own-server";
import { payForCampaign, pendingCampaignOnAdmin } from "./support/review-steps";
import {
  distinctReview,
  newReviewer,
  pendingReviewId,
  post,
  submitReview,
} from "./support/rewards";
import { toastOn } from "./support/toast";

/**
 * A campaign of 10 reviews whose schedule ends with 7 approved: the `campaign_end` job completes
 * it and refunds 3 × ₹20 with one credit note (decisions 059, 058, 062), on a server of its own
 * whose clock is moved by ageing the campaign's start_date while it is stopped.
 */
let server: OwnServer;
let metricsPort: number;

// Eight sign-ups and three restarts: 2–3 minutes here, with room for a loaded CI machine.
test.describe.configure({ mode: "serial", timeout: 480_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  metricsPort = await freePort();
  server = await startOwnServer("endrefund", { METRICS_PORT: String(metricsPort) });
});

test.afterAll(async () => {
  await server?.close();
});

test.use({ baseURL: async ({ baseURL: _shared }, use) => use(server?.base) });

/**
 * Moves the campaign's start `days` further into the past with the server stopped, and restarts
 * it. On PostgreSQL the job runs once per 15 minutes across servers: its last start is aged too,
 * as if that period had passed.
 */
async function ageCampaign(campaignId: string, days: number) {
  await server.stop();
  await server.query(
    "update campaigns set start_date = start_date - make_interval(days => $2) where id = $1",
    [campaignId, days],
  );
  await server.query(
    "update job_runs set started_at = started_at - interval '1 hour' where name = 'campaign_end'",
  );
  await server.start();
}

/** How many times this server process has run `campaign_end` to the end (its /metrics). */
async function campaignEndRuns(): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const line = /reviewkaro_job_runs_total\{job="campaign_end",outcome="ok"\} (\d+)/.exec(metrics);
  return Number(line?.[1] ?? 0);
}

const myCampaign = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });

const paymentOf = (page: Page, name: string, list = "Payment History") =>
  page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: name });

test("a campaign ending with 3 of its 10 reviews unfilled refunds their price once, with one credit note, shown in English and Hindi", async ({
  page,
  browser,
}, testInfo) => {
  const options = { baseURL: server.base, extraHTTPHeaders: clientAddressHeaders() };
  const admin = await browser.newContext(options);
  const adminPage = await admin.newPage();
  await adminLogIn(adminPage);

  await signUp(page, { role: "business" });
  const name = `Unfilled Poha Corner ${Date.now()}`;
  await payForCampaign(page, name, 10);

  await visit(adminPage, "/admin/campaigns");
  await (await pendingCampaignOnAdmin(adminPage, name))
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Campaign Approved");

  await reload(page);
  const href = await myCampaign(page, name)
    .getByRole("link", { name: "View Details" })
    .getAttribute("href");
  const campaignId = href?.replace("/campaign/", "") ?? "";
  expect(campaignId).toMatch(/^[0-9a-f-]{36}$/);

  // Day 4 of the 7-day schedule [1, 1, 3, 2, 1, 1, 1]: 7 slots open.
  await ageCampaign(campaignId, 3);
  for (let i = 0; i < 7; i += 1) {
    const reviewerContext = await browser.newContext({
      ...options,
      extraHTTPHeaders: clientAddressHeaders(),
    });
    const reviewer = await reviewerContext.newPage();
    await newReviewer(reviewer);
    await submitReview(reviewer.request, campaignId, (i % 5) + 1, await distinctReview());
    await reviewerContext.close();
    await post(admin.request, "/admin/reviews", {
      intent: "approve-review",
      reviewId: await pendingReviewId(admin.request, name),
      proofChecked: "on",
      textChecked: "on",
    });
  }
  await reload(page);
  await expect(myCampaign(page, name)).toContainText("Progress: 7 / 10 reviews");
  await expect(myCampaign(page, name).locator("[data-status]")).toHaveText("active");
  await expect(paymentOf(page, name).getByTestId("refund-row")).toHaveCount(0);

  // The schedule's last day has passed: the job, 4 s after the start, ends it.
  await ageCampaign(campaignId, 7);
  await expect(async () => {
    await reload(page);
    await expect(myCampaign(page, name).locator("[data-status]")).toHaveText("completed", {
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });

  const expectOneRefund = async () => {
    const refund = paymentOf(page, name).getByTestId("refund-row");
    await expect(refund).toHaveCount(1);
    await expect(refund).toContainText(`Refund ${priceShown(3)} · Unfilled reviews`);
    await expect(refund).toContainText("Processed");
    await expect(
      paymentOf(page, name).getByRole("link", { name: /^Demo credit note / }),
    ).toHaveCount(1);
    await expect(page.getByTestId("stat-Total Spent (₹)")).toHaveText(priceShown(7));
  };
  await expectOneRefund();
  await expect(myCampaign(page, name)).toContainText("Progress: 7 / 10 reviews");
  await paymentOf(page, name).screenshot({ path: testInfo.outputPath("payment-en-1280.png") });

  const creditNote = paymentOf(page, name).getByRole("link", {
    name: /^Demo credit note RC\d{4}\/\d{6}/,
  });
  const [download] = await Promise.all([page.waitForEvent("download"), creditNote.click()]);
  expect(download.suggestedFilename()).toMatch(/^DEMO-RC\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await page.request.get((await creditNote.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  // The job runs again after a restart: nothing more is refunded or issued.
  await ageCampaign(campaignId, 0);
  await expect.poll(campaignEndRuns, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await reload(page);
  await expectOneRefund();

  // A Hindi business on a phone reads why the money came back.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const payment = paymentOf(page, name, "भुगतान का इतिहास");
  const refund = payment.getByTestId("refund-row");
  await expect(refund).toContainText(`रिफ़ंड ${priceShown(3)} · न भरे गए रिव्यू`);
  await expect(refund).toContainText("हो गया");
  await refund.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("refund-hi-360.png") });
  await expect(payment.getByRole("link", { name: /^डेमो क्रेडिट नोट RC\d{4}\// })).toBeVisible();
  await payment.screenshot({ path: testInfo.outputPath("payment-hi-360.png") });

  // Issue 46, point 7: the campaign's own page says it too, not only Payment History.
  await visit(page, `/campaign/${campaignId}`);
  const notice = page.getByTestId("unfilled-refund");
  await expect(notice).toContainText("यह कैंपेन खत्म हो गया और 3 रिव्यू नहीं लिखे गए।");
  await expect(notice).toContainText(`उनके ${priceShown(3)}`);
  await expect(notice).toContainText("इसका क्रेडिट नोट भुगतान के इतिहास में है।");
  await page.screenshot({ path: testInfo.outputPath("campaign-refund-hi-360.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(notice).toContainText(
    new RegExp(
      `^This campaign has ended with 3 reviews not written\\. ${priceShown(3)} for them was refunded on .+\\. Its credit note is in Payment History\\.$`,
    ),
  );
  await page.screenshot({ path: testInfo.outputPath("campaign-refund-en-1280.png") });
  await admin.close();
});
