import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { priceShown } from "../support/reward-amounts";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import { post } from "./support/rewards";
import { toastOn } from "./support/toast";

/** Downloads a Payment History document by its link's name and answers its bytes. */
async function download(page: Page, name: RegExp): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  const path = await file.path();
  return readFile(path);
}

/** A PDF's plain-text Subject (pdf-document.server.ts): the heading lines the page prints. */
function subjectOf(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const object = /\/Subject (\d+) 0 R/.exec(text)?.[1];
  const literal = new RegExp(`(?:^|\\n)${object} 0 obj\\s*\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(text);
  return (literal?.[1] ?? "").replace(/\\(.)/g, "$1");
}

test("a business gives its GSTIN, pays, downloads its tax invoice; after a rejection it sees the refund and downloads the credit note", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { role: "business" });
  await visit(page, "/business/dashboard?new=1");
  await expect(page.getByTestId("gst-included")).toHaveText("Inclusive of 18% GST");

  await page.getByRole("link", { name: "Billing details for invoices" }).click();
  await expect(page.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await page.getByLabel("Legal name").fill("Urban Foods Private Limited");
  await page.getByLabel("GSTIN (optional)").fill("27aapfu0939f1zw");
  await page.getByLabel("Billing address").fill("Plot 4, Andheri East, Mumbai");
  await page.getByLabel("PIN code").fill("400069");
  await page.getByLabel("State").selectOption("27");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    page.getByText("This GSTIN's last character does not match. Please check it for a typo."),
  ).toBeVisible();
  await expect(page.getByLabel("GSTIN (optional)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("GSTIN (optional)").fill("27aapfu0939f1zv");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(toastOn(page)).toContainText("Billing details saved");
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  const name = `Invoice Dhaba ${Date.now()}`;
  await post(page.request, "/business/dashboard", {
    businessName: name,
    mapsLink: "https://maps.app.goo.gl/invoice",
    topics: "Food",
    city: "Indore",
    targetReviews: "10",
    requestId: randomUUID(),
  });
  await reload(page);
  const payment = page
    .getByRole("list", { name: "Payment History" })
    .getByRole("listitem")
    .filter({ hasText: name });
  const invoiceLink = payment.getByRole("link", { name: /^Demo invoice RK\d{4}\/\d{6}/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = /RK\d{4}\/\d{6}/.exec((await invoiceLink.textContent()) ?? "")?.[0] ?? "";
  expect(invoiceNumber.length).toBeLessThanOrEqual(16);
  const invoicePdf = await download(page, /^Demo invoice RK\d{4}\//);
  expect(invoicePdf.subarray(0, 5).toString()).toBe("%PDF-");
  const invoiceDate = /Date: (\d{4}-\d{2}-\d{2})/.exec(subjectOf(invoicePdf))?.[1];
  expect(invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Another business asking for the same document gets a 404.
  const href = (await invoiceLink.getAttribute("href")) ?? "";
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, { role: "business" });
  expect((await otherPage.request.get(href)).status()).toBe(404);
  await other.close();

  const campaignId = (
    (await page
      .getByRole("listitem")
      .filter({ hasText: name })
      .getByRole("link", { name: "View Details" })
      .getAttribute("href")) ?? ""
  ).replace("/campaign/", "");
  const admin = await adminContext(browser);
  await post(admin.request, "/admin/campaigns", {
    intent: "reject-campaign",
    campaignId,
    version: "1",
    reason: "The Maps link shows another shop.",
  });
  await admin.close();

  await reload(page);
  const refund = payment.getByTestId("refund-row");
  await expect(refund).toContainText(`Refund ${priceShown(10)} · Campaign rejected`);
  await expect(refund).toContainText("Processed");
  const creditNotePdf = await download(page, /^Demo credit note RC\d{4}\//);
  expect(creditNotePdf.subarray(0, 5).toString()).toBe("%PDF-");
  // Rule 53(1A)(g): the credit note names its invoice's number and date.
  expect(subjectOf(creditNotePdf)).toContain(
    `Against tax invoice: ${invoiceNumber} dated ${invoiceDate}`,
  );
  await expect(page.getByTestId("stat-Total Spent (₹)")).toHaveText("₹0");
});

test("a business without a GSTIN gives its legal name, address and PIN code before its first payment, told at the field in English and Hindi", async ({
  page,
}, testInfo) => {
  await signUp(page, { role: "business", billing: false });
  await page.setViewportSize({ width: 360, height: 800 });
  await visit(page, "/business/dashboard?new=1");
  const notice = page.getByTestId("billing-needed");
  await expect(notice).toContainText("Before your first payment");
  await page.screenshot({ path: testInfo.outputPath("pay-step-en-360.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await notice.screenshot({ path: testInfo.outputPath("pay-step-en-1280.png") });
  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(notice).toContainText("पहले भुगतान से पहले");
  await notice.screenshot({ path: testInfo.outputPath("pay-step-hi-1280.png") });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: testInfo.outputPath("pay-step-hi-360.png") });
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // Paying first is refused, and nothing is charged.
  const refused = await page.request.post("/business/dashboard", {
    form: {
      businessName: `No Billing Dhaba ${Date.now()}`,
      mapsLink: "https://maps.app.goo.gl/nobilling",
      topics: "Food",
      city: "Indore",
      targetReviews: "10",
      requestId: randomUUID(),
    },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(409);

  await notice.getByRole("link", { name: "Add billing details" }).click();
  await expect(page.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await page.getByLabel("Legal name").fill("Sharma Bhojnalaya");
  await page.getByLabel("Billing address").fill("");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Please enter the billing address.")).toBeVisible();
  await expect(page.getByText("Please enter the 6-digit PIN code of this address.")).toBeVisible();
  await expect(page.getByLabel("PIN code")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Billing address").fill("22 Sarafa Bazaar, Indore");
  await page.getByLabel("PIN code").fill("052001");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    page.getByText("A PIN code has 6 digits and does not start with 0, like 452001."),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("billing-en-360.png"), fullPage: true });

  await page.getByRole("button", { name: "हिन्दी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByLabel("पिन कोड").fill("45200");
  await page.getByRole("button", { name: "बिलिंग विवरण सहेजें" }).click();
  await expect(
    page.getByText("पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता, जैसे 452001।"),
  ).toBeVisible();
  await page.getByLabel("पिन कोड").fill("");
  await page.getByRole("button", { name: "बिलिंग विवरण सहेजें" }).click();
  await expect(page.getByText("कृपया इस पते का 6 अंकों का पिन कोड लिखें।")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("billing-hi-360.png"), fullPage: true });

  await page.getByLabel("कानूनी नाम").fill("Sharma Bhojnalaya");
  await page.getByLabel("बिलिंग पता").fill("22 Sarafa Bazaar, Indore");
  await page.getByLabel("पिन कोड").fill("452 002");
  await page.getByRole("button", { name: "बिलिंग विवरण सहेजें" }).click();
  // Back to the pay step it came from, which no longer asks.
  await expect(page).toHaveURL(/\/business\/dashboard\?new=1$/);
  await expect(page.getByTestId("billing-needed")).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, "/business/billing");
  await expect(page.getByLabel("पिन कोड")).toHaveValue("452002");
  await page.screenshot({ path: testInfo.outputPath("billing-hi-1280.png"), fullPage: true });
});
