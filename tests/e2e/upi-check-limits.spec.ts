import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { rewardsForPayout } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { contextIn, phone } from "./support/axe";
import { besideFakeRazorpayx } from "./support/beside-a-fake";
import { clientAddressHeaders, expect, test, visit } from "./support/fixtures";
import { earnRewards, newReviewer } from "./support/rewards";

/**
 * Decision 100, in the browser: the name check is no lookup. Ten paid checks a day from one
 * network, whoever asks, then a 429 at the UPI ID's field; the day's UPI_CHECKS_DAILY_BUDGET for
 * everyone, then the same, in English and Hindi — on a server of its own with a budget of 11.
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

// Behind the test's "proxy" (loopback), so each context's X-Forwarded-For is its network.
const own = besideFakeRazorpayx("upichecklimits", {
  UPI_CHECKS_DAILY_BUDGET: "11",
  TRUST_PROXY: "loopback",
});

const adminOn = adminSessionOn(() => ({
  baseURL: own.server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));

/** One network for several reviewers: outside the fixtures' random addresses (1 to 254). */
const sharedNetwork = { "X-Forwarded-For": "203.0.113.255, 198.51.100.255" };

async function reviewerOnSharedNetwork(browser: Browser) {
  const context = await browser.newContext({
    baseURL: own.server.base,
    extraHTTPHeaders: sharedNetwork,
  });
  const page = await context.newPage();
  await newReviewer(page);
  return page;
}

const stamp = randomInt(1e9);
let counter = 0;
/** A stranger's UPI ID — a phone number, as they often are — with a registered name. */
function strangersUpi() {
  counter += 1;
  const upiId = `9${String(stamp).padStart(9, "0").slice(0, 7)}${String(counter).padStart(2, "0")}@ybl`;
  own.fake.holders.set(upiId, "SURESH PATEL");
  return upiId;
}

/** The name check as a page without script posts it (`.data`: as the page's script does). */
const checkUpi = (page: Page, upiId: string, path = "/user/dashboard") =>
  page.request.post(path, {
    form: { intent: "check-upi", upiId, bankName: "Kiran Rao" },
    maxRedirects: 0,
  });

test("ten paid checks a day from one network, then the day's budget for everyone: refused at the UPI ID's field with a 429, in English and Hindi", async ({
  page,
  browser,
}, testInfo) => {
  // Four reviewers on one network: 3 + 3 + 3 + 1 paid checks, each within their own limits.
  const sharers = [];
  for (let n = 0; n < 4; n++) sharers.push(await reviewerOnSharedNetwork(browser));
  const posts = own.fake.validationRequests.length;
  for (const [n, sharer] of sharers.entries()) {
    for (let k = 0; k < (n < 3 ? 3 : 1); k++) {
      expect((await checkUpi(sharer, strangersUpi())).status()).toBe(200);
    }
  }
  expect(own.fake.validationRequests.length - posts).toBe(10);
  // The eleventh from that network is refused, though this reviewer has asked only once.
  const last = sharers[3] as Page;
  const eleventh = strangersUpi();
  expect((await checkUpi(last, eleventh)).status()).toBe(429);
  // The answer names the refusal's words, said at the UPI ID's field by the page.
  const said = await checkUpi(last, eleventh, "/user/dashboard.data");
  expect(await said.text()).toContain("upiNameCheck.networkLimitText");
  expect(own.fake.validationRequests.length - posts).toBe(10);
  for (const sharer of sharers) await sharer.context().close();

  // Another network: the 11th paid check of the day spends the budget of 11.
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin } = await adminOn(browser);
  await newReviewer(page);
  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  expect((await checkUpi(page, strangersUpi())).status()).toBe(200);
  expect(own.fake.validationRequests.length - posts).toBe(11);

  // Spent: the next new UPI ID is refused at its field, nothing is asked of the provider.
  await visit(page, "/user/dashboard");
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  const another = dialog.getByRole("button", { name: "Use another UPI ID" });
  if (await another.isVisible()) await another.click();
  await dialog.getByLabel("UPI ID").fill(strangersUpi());
  await dialog.getByLabel("Name on your bank account").fill("Kiran Rao");
  await dialog.getByRole("button", { name: "Check name" }).click();
  await expect(
    dialog.getByText("We have checked as many new UPI IDs today as we can."),
  ).toBeVisible();
  await expect(dialog.getByLabel("UPI ID")).toHaveAttribute("aria-invalid", "true");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`budget-spent-en-${width}.png`) });
  }
  expect(own.fake.validationRequests.length - posts).toBe(11);

  const hindi = await contextIn(browser, "hi", page.context(), { ...options, ...phone });
  const hindiPage = await hindi.newPage();
  await visit(hindiPage, "/user/dashboard");
  await hindiPage
    .getByRole("button", { name: `पेआउट माँगें (कम से कम ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const hindiDialog = hindiPage.getByRole("dialog", { name: "पेआउट माँगें" });
  const hindiAnother = hindiDialog.getByRole("button", { name: "दूसरी UPI आईडी चुनें" });
  if (await hindiAnother.isVisible()) await hindiAnother.click();
  await hindiDialog.getByLabel("UPI आईडी").fill(strangersUpi());
  await hindiDialog.getByLabel("आपके बैंक खाते पर लिखा नाम").fill("Kiran Rao");
  await hindiDialog.getByRole("button", { name: "नाम जाँचें" }).click();
  await expect(hindiDialog.getByText("आज हम जितनी नई UPI आईडी जाँच सकते थे")).toBeVisible();
  for (const width of [360, 1280]) {
    await hindiPage.setViewportSize({ width, height: 800 });
    await hindiPage.screenshot({ path: testInfo.outputPath(`budget-spent-hi-${width}.png`) });
  }
  await hindi.close();
  expect(own.fake.validationRequests.length - posts).toBe(11);
  await admin.close();
});
