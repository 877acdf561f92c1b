import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { totalCostLine } from "../support/rendered-messages";
import { pricePaise, priceShown } from "../support/reward-amounts";
import { adminSessionOn } from "./support/admin-session";
import { besideFakeRazorpay } from "./support/beside-a-fake";
import { checkoutDouble } from "./support/checkout-double";
import { expect, reload, signUp, test, visit } from "./support/fixtures";
import { toastOn } from "./support/toast";

/**
 * PAYMENTS=razorpay against the fake gateway (tests/support/fake-razorpay.ts): a server of its
 * own, on the embedded database or a PostgreSQL database of its own (TEST_DATABASE_URL).
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const own = besideFakeRazorpay("razorpay");

async function fillCampaign(page: Page, name: string, target: string) {
  await page.getByRole("link", { name: "New Campaign" }).click();
  await expect(page.getByRole("heading", { name: "Create New Campaign" })).toBeVisible();
  await page.getByLabel("Business Name").fill(name);
  await page.getByLabel("Google Maps Link").fill("https://maps.app.goo.gl/abc123");
  await page.getByLabel("Topics (comma separated)").fill("Food, Service");
  await page.getByLabel("City").selectOption("Indore");
  await page.getByLabel("Target Reviews").fill(target);
}

const myCampaign = (page: Page, name: string) =>
  page.getByRole("region", { name: "My Campaigns" }).getByRole("heading", { name, exact: true });

// The admin logs in once for this file's server: a second OTP within a minute would be refused.
const adminOn = adminSessionOn(() => ({ baseURL: own.server.base }));

test("a business pays in Checkout and sees 'Campaign Submitted!'; a closed or failed Checkout keeps the form", async ({
  page,
}) => {
  await signUp(page, { role: "business" });
  const name = `Razorpay Sweets ${Date.now()}`;
  await fillCampaign(page, name, "10");
  await expect(page.getByTestId("total-cost")).toHaveText(totalCostLine(10));

  own.fake.checkoutOutcome = "dismissed";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Payment not completed");
  await expect(page.getByLabel("Business Name")).toHaveValue(name);
  await expect(page.getByLabel("Target Reviews")).toHaveValue("10");

  // A failed attempt is not the end: Checkout stays open for a retry, and the page keeps waiting.
  own.fake.checkoutOutcome = "failed";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(page.getByTestId("checkout-attempt-note")).toContainText("That attempt failed");
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
  await checkoutDouble(page, "dismiss");
  await expect(toastOn(page)).toContainText("Payment not completed");
  await expect(page.getByLabel("Business Name")).toHaveValue(name);
  await expect(myCampaign(page, name)).toHaveCount(0);

  own.fake.checkoutOutcome = "captured";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  await expect(toastOn(page)).toContainText("Your campaign is now pending admin approval.");
  await expect(myCampaign(page, name)).toBeVisible();
  // One order for the one form, paid on the third opening of Checkout.
  const orders = [...own.fake.orders.values()].filter((order) => order.amount === pricePaise(10));
  expect(orders).toHaveLength(1);
  expect(orders[0]?.status).toBe("paid");

  // The captured payment's tax invoice, downloaded from Payment History.
  const payment = page
    .getByRole("list", { name: "Payment History" })
    .getByRole("listitem")
    .filter({ hasText: name });
  const [invoice] = await Promise.all([
    page.waitForEvent("download"),
    payment.getByRole("link", { name: /^Demo invoice RK\d{4}\/\d{6}/ }).click(),
  ]);
  expect(invoice.suggestedFilename()).toMatch(/^DEMO-RK\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await invoice.path())).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the webhook refuses a forged event, creates the campaign of a payment whose browser never came back, once", async ({
  page,
  request,
}) => {
  await signUp(page, { role: "business" });
  const name = `Closed Tab Cafe ${Date.now()}`;
  await fillCampaign(page, name, "3");
  own.fake.checkoutOutcome = "dismissed";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Payment not completed");
  const order = [...own.fake.orders.values()].find((entry) => entry.amount === pricePaise(3));
  if (!order) throw new Error(`no order of ${priceShown(3)}`);
  const { payment } = own.fake.pay(order.id);
  const hook = own.fake.webhook("payment.captured", payment);

  const forged = await request.post("/webhooks/razorpay", {
    headers: { ...hook.headers, "x-razorpay-signature": "f".repeat(64) },
    data: hook.body,
  });
  expect(forged.status()).toBe(400);
  const first = await request.post("/webhooks/razorpay", {
    headers: hook.headers,
    data: hook.body,
  });
  expect(await first.json()).toEqual({ outcome: "campaign_created" });
  const again = await request.post("/webhooks/razorpay", {
    headers: hook.headers,
    data: hook.body,
  });
  expect(await again.json()).toEqual({ outcome: "duplicate" });

  await visit(page, "/business/dashboard");
  await reload(page);
  await expect(myCampaign(page, name)).toHaveCount(1);
});

test("the admin rejects a paid campaign: its refund reaches the gateway; one that fails is listed and 'Retry now' sends it", async ({
  page,
  browser,
}) => {
  await signUp(page, { role: "business" });
  const name = `Refunded Rasoi ${Date.now()}`;
  await fillCampaign(page, name, "5");
  own.fake.checkoutOutcome = "captured";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  const paid = [...own.fake.payments.values()].find((payment) => payment.amount === pricePaise(5));
  if (!paid) throw new Error(`no payment of ${priceShown(5)}`);

  // The gateway fails the first refund asked; the second goes through.
  own.fake.refundPlan.push("failed");
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
  const row = attention.getByRole("listitem").filter({ hasText: name });
  await expect(async () => {
    await visit(adminPage, "/admin/campaigns");
    await expect(row).toContainText("Failed", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText("Campaign rejected");
  await expect(row).toContainText("Attempts: 1");
  await expect(row).toContainText("The payment gateway reported this refund failed.");
  const campaignRow = adminPage
    .getByRole("region", { name: "All Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(campaignRow.locator("[data-payment-state]")).toHaveText("Refund failed");

  await row.getByRole("button", { name: `Retry now: ${name}, ${priceShown(5)}` }).click();
  await expect(toastOn(adminPage)).toContainText("Refund asked again");
  await expect(async () => {
    await visit(adminPage, "/admin/campaigns");
    await expect(campaignRow.locator("[data-payment-state]")).toHaveText("Refunded", {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(attention).toHaveCount(0);
  const atGateway = [...own.fake.refunds.values()].filter(
    (refund) => refund.payment_id === paid.id,
  );
  expect(atGateway.map((refund) => [refund.amount, refund.status])).toEqual([
    [pricePaise(5), "failed"],
    [pricePaise(5), "processed"],
  ]);
  await admin.close();
});

test("the owner adds 5 reviews through Checkout: a closed Checkout keeps the count; paid, the target grows and the invoice is listed", async ({
  page,
  browser,
}) => {
  await signUp(page, { role: "business" });
  const name = `More Reviews Mithai ${Date.now()}`;
  await fillCampaign(page, name, "10");
  own.fake.checkoutOutcome = "captured";
  await page.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Campaign Submitted!");
  const { admin, adminPage } = await adminOn(browser);
  await visit(adminPage, "/admin/campaigns");
  await adminPage
    .getByRole("region", { name: "Pending Approval" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(toastOn(adminPage)).toContainText("Campaign Approved");
  await admin.close();

  await visit(page, "/business/dashboard");
  await page
    .getByRole("region", { name: "My Campaigns" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByRole("link", { name: "View Details" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await page.getByRole("button", { name: "Add reviews" }).click();
  const add = page.getByRole("dialog", { name: "Add reviews to this campaign" });
  await add.getByLabel("Reviews to add").fill("5");
  await expect(add.getByText(totalCostLine(5))).toBeVisible();
  // Issue 46, point 7: the dialog says the price includes GST, as the campaign form does.
  await expect(add.getByTestId("add-reviews-gst")).toHaveText("Inclusive of 18% GST");

  own.fake.checkoutOutcome = "dismissed";
  await add.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Payment not completed");
  await expect(add.getByLabel("Reviews to add")).toHaveValue("5");
  await expect(page.getByText("0 of 10 reviews completed")).toBeVisible();

  own.fake.checkoutOutcome = "captured";
  await add.getByRole("button", { name: "Pay with Razorpay/Stripe" }).click();
  await expect(toastOn(page)).toContainText("Reviews added");
  await expect(toastOn(page)).toContainText("The target is now 15 reviews.");
  await expect(page.getByText("0 of 15 reviews completed")).toBeVisible();
  const paidMore = [...own.fake.payments.values()].filter(
    (payment) => payment.amount === pricePaise(5) && payment.status === "captured",
  );
  expect(paidMore.length).toBeGreaterThanOrEqual(1);

  await visit(page, "/business/dashboard");
  const payment = page
    .getByRole("list", { name: "Payment History" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ hasText: priceShown(5) });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByRole("link", { name: /^Demo invoice RK\d{4}\/\d{6}/ })).toBeVisible();
  // Issue 46, point 7: two rows of one campaign say which paid for what, and the gateway by name.
  await expect(payment.getByTestId("payment-purpose")).toHaveText("Reviews added");
  await expect(payment).toContainText("Razorpay");
  await expect(payment).not.toContainText("razorpay");
  const first = page
    .getByRole("list", { name: "Payment History" })
    .getByRole("listitem")
    .filter({ hasText: name })
    .filter({ hasText: priceShown(10) });
  await expect(first.getByTestId("payment-purpose")).toHaveText("New campaign");
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await payment.screenshot({
      path: test.info().outputPath(`payment-more-reviews-en-${width}.png`),
    });
  }
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const hindi = page
    .getByRole("list", { name: "भुगतान का इतिहास" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(hindi.filter({ hasText: priceShown(5) }).getByTestId("payment-purpose")).toHaveText(
    "जोड़े गए रिव्यू",
  );
  await expect(hindi.filter({ hasText: priceShown(10) }).getByTestId("payment-purpose")).toHaveText(
    "नया कैंपेन",
  );
  await expect(hindi.filter({ hasText: priceShown(5) })).toContainText("Razorpay से");
  await page.screenshot({ path: test.info().outputPath("payment-history-hi-360.png") });
});
