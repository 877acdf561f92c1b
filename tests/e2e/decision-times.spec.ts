import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import en from "~/i18n/locales/en";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  untilHealthy,
} from "../support/server-process";
import { adminLogIn, clientAddressHeaders, expect, signUp, test, visit } from "./support/fixtures";
import { createApprovedCampaign, earnRewards, newReviewer, submitReview } from "./support/rewards";

/**
 * The published decision time (decision 069) on a server of its own, on the embedded database,
 * so that the test alone decides how many reviews were decided: none (too few for a figure),
 * then 20. The job measures a moment after every start, so a restart publishes the new figure.
 */
let server: ServerProcess;
let port: number;
let base: string;
let dataDir: string;

function start() {
  server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" });
  return untilHealthy(server, port);
}

async function stop() {
  server?.kill("SIGTERM");
  await server?.exited;
}

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-decision-times-"));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await start();
});

test.afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: async ({ baseURL: _shared }, use) => use(base) });

const policyFigure =
  /In the last 30 days moderators decided 20 reviews: half within (about \d+ minutes?) of being sent, and 9 in 10 within (about \d+ minutes?)\./;

test("the public page, the review policy, the admin's queue and a pending review state the decision time, or say there are too few decisions", async ({
  page,
  browser,
}) => {
  const options = { baseURL: base, extraHTTPHeaders: clientAddressHeaders() };
  const adminBrowser = await browser.newContext(options);
  const admin = await adminBrowser.newPage();
  await adminLogIn(admin);

  // Nothing decided yet: the policy says so instead of a figure, and says the rating stays hidden.
  await expect(async () => {
    await visit(page, "/review-policy");
    await expect(page.getByTestId("decision-time")).toContainText(
      "In the last 30 days moderators decided 0 reviews: too few to give a typical time. We publish it once there are at least 20.",
    );
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole("heading", { name: en.policies.reviewPolicy.sections.ratingBlind.heading }),
  ).toBeVisible();
  await visit(admin, "/admin/reviews");
  await expect(admin.getByTestId("decisions-30")).toHaveText("0");
  await expect(admin.getByTestId("p90-30")).toHaveText("—");
  await expect(admin.getByTestId("decision-times-note")).toHaveText(
    "— Too few decisions for a figure (fewer than 20)",
  );

  await newReviewer(page);
  await earnRewards(browser, page, 20, { admin: adminBrowser, options });

  // Measured again at start: 20 decisions, each within moments of its submission.
  await stop();
  await start();
  let p90 = "";
  await expect(async () => {
    await visit(page, "/review-policy");
    const text = (await page.getByTestId("decision-time").textContent()) ?? "";
    const found = policyFigure.exec(text);
    expect(found, text).not.toBeNull();
    p90 = found?.[2] ?? "";
  }).toPass({ timeout: 30_000 });

  const business = await browser.newContext(options);
  const owner = await business.newPage();
  await signUp(owner, { role: "business" });
  const campaignId = await createApprovedCampaign(owner.request, admin.request, {
    name: "Decision Time Dhaba",
    target: 1,
  });
  await visit(page, `/b/${campaignId}`);
  await expect(page.getByTestId("decision-time")).toHaveText(
    `Reviews here are checked by people, usually within ${p90} of being sent.`,
  );
  await expect(page.getByText(en.decisionTimes.ratingBlind)).toBeVisible();

  // The reviewer's review waiting for its check says when it is usually decided.
  await submitReview(page.request, campaignId, 2);
  await visit(page, "/user/dashboard");
  const mine = page.getByRole("list", { name: "My Reviews" }).getByRole("listitem");
  await expect(mine.filter({ hasText: "Decision Time Dhaba" })).toContainText(
    `Usually decided within ${p90}`,
  );
  await expect(mine.filter({ hasText: "Payout Tea Stall" }).first()).not.toContainText(
    "Usually decided",
  );

  // The admin's queue tab: both windows, with the count of decisions behind each figure.
  await visit(admin, "/admin/reviews");
  for (const days of [7, 30]) {
    await expect(admin.getByTestId(`p90-${days}`)).toHaveText(p90);
    await expect(admin.getByTestId(`decisions-${days}`)).toHaveText("20");
  }
  await expect(admin.getByTestId("decision-times-note")).toHaveCount(0);

  // In Hindi too.
  const hindi = await browser.newContext({ ...options, locale: "hi-IN" });
  const reader = await hindi.newPage();
  await visit(reader, `/b/${campaignId}`);
  await expect(reader.getByTestId("decision-time")).toContainText(
    /यहाँ के रिव्यू लोग जाँचते हैं, आम तौर पर भेजे जाने के लगभग \d+ मिनट के अंदर।/,
  );
  await hindi.close();
  await business.close();
  await adminBrowser.close();
});
