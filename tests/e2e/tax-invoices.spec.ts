import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
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
  await page.getByLabel("State").selectOption("27");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    page.getByText("This GSTIN's last character does not match. Please check it for a typo."),
  ).toBeVisible();
  await expect(page.getByLabel("GSTIN (optional)")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("GSTIN (optional)").fill("27aapfu0939f1zv");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(toastOn(page)).toContainText("Billing details saved");

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
  const invoiceLink = payment.getByRole("link", { name: /^Tax invoice RK\/\d{4}-\d{2}\/\d{6}/ });
  await expect(invoiceLink).toBeVisible();
  const invoicePdf = await download(page, /^Tax invoice RK\//);
  expect(invoicePdf.subarray(0, 5).toString()).toBe("%PDF-");

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
  await post(admin.request, "/admin/dashboard", {
    intent: "reject-campaign",
    campaignId,
    reason: "The Maps link shows another shop.",
  });
  await admin.close();

  await reload(page);
  const refund = payment.getByTestId("refund-row");
  await expect(refund).toContainText("Refund ₹200 · Campaign rejected");
  await expect(refund).toContainText("Processed");
  const creditNotePdf = await download(page, /^Credit note RK-CN\//);
  expect(creditNotePdf.subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByTestId("stat-Total Spent (₹)")).toHaveText("₹0");
});
