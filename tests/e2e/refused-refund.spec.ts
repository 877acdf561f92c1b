import type { Page } from "@playwright/test";
import { ageFakePayment } from "../support/fake-razorpay-refunds";
import { pricePaise, priceShown } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { expectNoAxeViolations } from "./support/axe";
import { besideFakeRazorpay } from "./support/beside-a-fake";
import { expect, signUp, test, visit } from "./support/fixtures";
import { toastOn } from "./support/toast";

/**
 * Decision 088 in the browser, PAYMENTS=razorpay against the fake gateway: a refund the gateway
 * refuses for good is the admin's task, recorded by hand; a second payment on a paid order is
 * given back and the business reads so in Payment History.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const own = besideFakeRazorpay("razorpay_refused");

const adminOn = adminSessionOn(() => ({ baseURL: own.server.base }));

async function payForCampaign(page: Page, name: string) {
  await page.getByRole("link", { name: "New Campaign" }).click();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/abc123");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill("5");
  own.fake.checkoutOutcome = "captured";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
}

async function inLanguage(page: Page, button: "हिन्दी" | "English", lang: "hi" | "en") {
  await page.getByRole("button", { name: button }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

test("a refund the gateway refuses is paid by hand and recorded; a second payment is given back and said so", async ({
  page,
  browser,
  request,
}, testInfo) => {
  await signUp(page, { role: "business" });
  const name = `Purani Dukaan ${Date.now()}`;
  await payForCampaign(page, name);
  const paise = pricePaise(5);
  const first = [...own.fake.payments.values()].find((payment) => payment.amount === paise);
  if (!first) throw new Error(`no payment of ${priceShown(5)}`);

  // A second payment captured on the same order (a second tab): recorded and given back.
  const second = own.fake.pay(first.order_id).payment;
  const hook = own.fake.webhook("payment.captured", second);
  const answer = await request.post("/webhooks/razorpay", {
    headers: hook.headers,
    data: hook.body,
  });
  expect(answer.status()).toBe(200);

  // The campaign's payment is more than six months old at the gateway: its refund is refused.
  ageFakePayment(own.fake, first.id, 200);
  const { admin, adminPage } = await adminOn(browser);
  await visit(adminPage, "/admin/campaigns");
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Reject" })
    .click();
  const dialog = adminPage.getByRole("dialog", { name: "Reject this campaign?" });
  await dialog.getByLabel("Reason (the business sees it)").fill("This shop is closed for good.");
  await dialog.getByRole("button", { name: "Reject and refund" }).click();
  await expect(toastOn(adminPage)).toContainText("Campaign Rejected");

  const attention = adminPage.getByRole("region", { name: "Refunds needing attention" });
  const row = attention.getByRole("listitem").filter({ hasText: "Campaign rejected" });
  await expect(async () => {
    await visit(adminPage, "/admin/campaigns");
    await expect(row).toContainText("Refused by the gateway", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("more than 6 months old");
  await expect(row).toContainText(`Gateway payment: ${first.id}`);
  await expect(row).toContainText(`Pay ${priceShown(5)} back to`);
  await expectNoAxeViolations(adminPage, "refund attention with a refused refund");
  await attention.screenshot({ path: testInfo.outputPath("admin-refused-en-1280.png") });
  await adminPage.setViewportSize({ width: 360, height: 800 });
  await attention.screenshot({ path: testInfo.outputPath("admin-refused-en-360.png") });
  await inLanguage(adminPage, "हिन्दी", "hi");
  const attentionHi = adminPage.getByRole("region", { name: "ध्यान चाहने वाले रिफ़ंड" });
  const rowHi = attentionHi.getByRole("listitem").filter({ hasText: "कैंपेन अस्वीकार हुआ" });
  await expect(rowHi).toContainText("गेटवे ने मना किया");
  await expect(rowHi).toContainText(`${priceShown(5)} हाथ से लौटाएँ`);
  await expectNoAxeViolations(adminPage, "refund attention in Hindi on a phone");
  await attentionHi.screenshot({ path: testInfo.outputPath("admin-refused-hi-360.png") });
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await attentionHi.screenshot({ path: testInfo.outputPath("admin-refused-hi-1280.png") });
  await inLanguage(adminPage, "English", "en");

  await row.getByLabel("Bank or UPI reference").fill("401234567890");
  await row
    .getByRole("button", { name: `Record as paid by hand: ${name}, ${priceShown(5)}` })
    .click();
  await expect(toastOn(adminPage)).toContainText("Refund recorded as paid by hand");
  const campaignRow = adminPage
    .getByRole("region", { name: "All Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(campaignRow.locator("[data-payment-state]")).toHaveText("Refunded");
  expect([...own.fake.refunds.values()].filter((refund) => refund.payment_id === first.id)).toEqual(
    [],
  );
  await admin.close();

  // The business reads both: its refund done, and its second payment given back (the job's minute).
  const givenBack = page.getByRole("region", { name: "Extra payments given back" });
  await expect(async () => {
    await visit(page, "/business/dashboard");
    await expect(givenBack).toContainText("Processed", { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
  await expect(givenBack).toContainText("The order was already paid");
  await expect(givenBack).toContainText(`${priceShown(5)} paid on`);
  await givenBack.screenshot({ path: testInfo.outputPath("business-given-back-en-1280.png") });
  await page.setViewportSize({ width: 360, height: 800 });
  await givenBack.screenshot({ path: testInfo.outputPath("business-given-back-en-360.png") });
  await inLanguage(page, "हिन्दी", "hi");
  const givenBackHi = page.getByRole("region", { name: "लौटाए गए अतिरिक्त भुगतान" });
  await expect(givenBackHi).toContainText("हो गया");
  await expectNoAxeViolations(page, "Payment History's payments given back, Hindi phone");
  await givenBackHi.screenshot({ path: testInfo.outputPath("business-given-back-hi-360.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await givenBackHi.screenshot({ path: testInfo.outputPath("business-given-back-hi-1280.png") });
  const atGateway = [...own.fake.refunds.values()].filter(
    (refund) => refund.payment_id === second.id,
  );
  expect(atGateway.map((refund) => [refund.amount, refund.status])).toEqual([[paise, "processed"]]);
});
