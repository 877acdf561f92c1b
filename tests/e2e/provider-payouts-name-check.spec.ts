import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatRupees, MIN_PAYOUT } from "~/domain/money/rupees";
import { payoutEarnings, rewardsForPayout } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { contextIn, phone } from "./support/axe";
import { besideFakeRazorpayx } from "./support/beside-a-fake";
import { clientAddressHeaders, expect, test, visit } from "./support/fixtures";
import { earnRewards, newReviewer, post } from "./support/rewards";
import { toastOn } from "./support/toast";
import { deliverWebhook } from "./support/webhooks";

/** What the reviewer earns and pays out: the fewest rewards that reach the minimum (₹100). */
const earned = formatRupees(payoutEarnings);

/**
 * Decision 086, in the browser: the name on the bank account, the bank's name masked, a mismatch
 * held for the admin, a pending validation completed by webhook — PAYOUTS=razorpayx against the
 * fake (tests/support/fake-razorpayx-validations.ts), on a server of its own.
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

const own = besideFakeRazorpayx("upinamecheck");

const adminOn = adminSessionOn(() => ({
  baseURL: own.server.base,
  extraHTTPHeaders: clientAddressHeaders(),
}));

const payoutRows = (page: Page) =>
  page.getByRole("list", { name: "Payout history" }).getByTestId("payout-row");
const confirmation = (page: Page) => page.getByRole("dialog", { name: "Confirm the name" });
const mismatchDialog = (page: Page) => page.getByRole("dialog", { name: "The names do not match" });

/** Opens the payout screen, types the UPI ID and the name on the bank account, checks. */
async function checkName(page: Page, upiId: string, bankName: string) {
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  const another = dialog.getByRole("button", { name: "Use another UPI ID" });
  if (await another.isVisible()) await another.click();
  await dialog.getByLabel("UPI ID").fill(upiId);
  await dialog.getByLabel("Name on your bank account").fill(bankName);
  await dialog.getByRole("button", { name: "Check name" }).click();
  return dialog;
}

test("the name on the bank account: Devanagari refused at its field; a mismatch is held with both names for the admin; a pending check completes by webhook and a Hindi public name is paid", async ({
  page,
  browser,
}, testInfo) => {
  const options = { baseURL: own.server.base, extraHTTPHeaders: clientAddressHeaders() };
  const { admin } = await adminOn(browser);
  await newReviewer(page);
  await post(page.request, "/user/dashboard", {
    intent: "save-info",
    reviewerName: "राहुल शर्मा",
    reviewerEmail: "rahul.sharma@example.com",
  });
  await earnRewards(browser, page, rewardsForPayout, { admin, options });
  await visit(page, "/user/dashboard");
  const stamp = randomInt(1e9);

  // The dialog with the bank name's field, in English and Hindi, on a phone and a desktop.
  await page
    .getByRole("button", { name: `Request Payout (Min ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Request Payout" });
  await expect(dialog.getByLabel("Name on your bank account")).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`bank-name-en-${width}.png`) });
  }
  // A Devanagari bank name: said at its field in the browser, and a 400 from the server.
  await dialog.getByLabel("UPI ID").fill(`rahul.${stamp}@okicici`);
  await dialog.getByLabel("Name on your bank account").fill("राहुल शर्मा");
  await dialog.getByRole("button", { name: "Check name" }).click();
  await expect(dialog.getByText("Write the name in English letters (A–Z)")).toBeVisible();
  const refused = await page.request.post("/user/dashboard", {
    form: { intent: "check-upi", upiId: `rahul.${stamp}@okicici`, bankName: "राहुल शर्मा" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  await page.screenshot({ path: testInfo.outputPath("bank-name-refused-en-1280.png") });
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const hindi = await contextIn(browser, "hi", page.context(), { ...options, ...phone });
  const hindiPage = await hindi.newPage();
  await visit(hindiPage, "/user/dashboard");
  await hindiPage
    .getByRole("button", { name: `पेआउट माँगें (कम से कम ${formatRupees(MIN_PAYOUT)})` })
    .click();
  const hindiDialog = hindiPage.getByRole("dialog", { name: "पेआउट माँगें" });
  await hindiDialog.getByLabel("UPI आईडी").fill(`rahul.${stamp}@okicici`);
  await hindiDialog.getByLabel("आपके बैंक खाते पर लिखा नाम").fill("राहुल शर्मा");
  await hindiDialog.getByRole("button", { name: "नाम जाँचें" }).click();
  await expect(hindiDialog.getByText("नाम अंग्रेज़ी अक्षरों (A–Z) में लिखें")).toBeVisible();
  for (const width of [360, 1280]) {
    await hindiPage.setViewportSize({ width, height: 800 });
    await hindiPage.screenshot({ path: testInfo.outputPath(`bank-name-hi-${width}.png`) });
  }
  await hindi.close();
  expect(
    own.fake.validationRequests.some((body) => JSON.stringify(body).includes(`${stamp}`)),
  ).toBe(false);

  // Somebody else's account: the reviewer reads only 'R**** V****', never the bank's name.
  const elses = `rahul.v.${stamp}@okicici`;
  own.fake.holders.set(elses, "ROHIT VERMA");
  await checkName(page, elses, "Rahul Sharma");
  const mismatch = mismatchDialog(page);
  await expect(mismatch.getByTestId("name-check")).toContainText("R**** V****");
  // The same check's answer, as the page's script and as a page without script receive it (read
  // by the test's own client: the browser may drop a body once the page moves on): masked in both.
  for (const path of ["/user/dashboard.data", "/user/dashboard"]) {
    const answer = await page.request.post(path, {
      form: { intent: "check-upi", upiId: elses, bankName: "Rahul Sharma" },
      maxRedirects: 0,
    });
    const body = await answer.text();
    expect(body).toContain("R**** V****");
    expect(body).not.toContain("ROHIT");
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("name-mismatch-en-360.png") });
  // Asked anyway: kept, held for the admin with the reason — not refused, not lost.
  await mismatch.getByRole("button", { name: "Ask our team to check" }).click();
  await expect(toastOn(page)).toContainText(`${earned} waits for a quick check by our team`);
  await expect(payoutRows(page).first()).toContainText("held for a check");
  expect(await page.content()).not.toContain("ROHIT");

  // The admin sees both names, whole, and rejects it: ₹100 back in the wallet.
  const adminPage = await admin.newPage();
  await visit(adminPage, "/admin/payouts");
  const card = adminPage
    .getByRole("region", { name: /Held payouts/ })
    .getByTestId("provider-payout")
    .filter({ hasText: "ROHIT VERMA" });
  await expect(card).toContainText(
    "The bank's name for the UPI ID is not the name the reviewer gave for their bank account",
  );
  await expect(card.getByTestId("given-name")).toHaveText(
    "Name the reviewer gave for their bank account: Rahul Sharma",
  );
  await card.getByRole("button", { name: "Reject" }).click();
  const reject = adminPage.getByRole("dialog", { name: "Reject this payout?" });
  await reject.getByLabel("Reason (the reviewer sees it)").fill("This UPI ID is not in your name.");
  await reject.getByRole("button", { name: "Reject payout" }).click();
  await expect(card).toHaveCount(0);
  await adminPage.close();
  await expect(page.getByTestId("wallet-balance")).toHaveText(earned);

  // Their own UPI ID, the bank still checking: 'try again in a minute', never 'no account'.
  const ownUpi = `rahul.${stamp}@okicici`;
  own.fake.holders.set(ownUpi, "RAHUL SHARMA");
  own.fake.pendingVpas.add(ownUpi);
  await page.setViewportSize({ width: 1280, height: 800 });
  const form = await checkName(page, ownUpi, "Rahul Sharma");
  await expect(form.getByText("Your bank has not answered about this UPI ID yet.")).toBeVisible();
  const pending = [...own.fake.validations.values()].find(
    (validation) => validation.fund_account.vpa.address === ownUpi,
  );
  if (!pending) throw new Error("no validation was asked for");
  const hook = own.fake.validationWebhook(own.fake.completeValidation(pending.id));
  const delivered = await deliverWebhook(page.request, "/webhooks/razorpayx", hook);
  expect(delivered.status()).toBe(200);
  const posts = own.fake.validationRequests.length;
  await form.getByRole("button", { name: "Check name" }).click();
  await expect(confirmation(page).getByTestId("name-check")).toHaveText(
    `Your bank's name for ${ownUpi}, R**** S****, matches the name you gave: Rahul Sharma.`,
  );
  expect(own.fake.validationRequests.length).toBe(posts);
  await confirmation(page).getByRole("button", { name: "Yes, pay me" }).click();
  const paid = payoutRows(page).first();
  await expect(paid).toContainText("Paid · UTR");
  await expect(paid).toContainText("R**** S****");
  await expect(page.getByTestId("wallet-balance")).toHaveText("₹0");
  await admin.close();
});
