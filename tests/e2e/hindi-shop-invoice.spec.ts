import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { SAC_CODE } from "~/domain/money/invoices/tax-split";
import { DEVANAGARI, pdfFontUses } from "../support/pdf-fonts";
import { adminContext, expect, reload, signUp, test, visit } from "./support/fixtures";
import { post } from "./support/rewards";
import { toastOn } from "./support/toast";

// Issue 46, points 1 and 9: a shop that types its name, address and campaign in Hindi downloads
// a tax invoice and a credit note whose fonts draw every letter, marked a demo (a simulated
// payment, decision 105). The PDFs are read from their bytes (tests/support/pdf-fonts.ts).

const LEGAL_NAME = "श्री गणेश मिष्ठान्न भंडार प्राइवेट लिमिटेड";
const ADDRESS = "१४, फ्रीगंज, क्षिप्रा मार्ग, उज्जैन";

async function download(page: Page, name: RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return { name: file.suggestedFilename(), pdf: await readFile(await file.path()) };
}

/** Every font embedded, none drawing a box, Devanagari only in a Devanagari font, each letter of `texts` drawn. */
function expectFontsCover(pdf: Buffer, texts: string[]) {
  const uses = pdfFontUses(pdf);
  for (const use of uses) {
    expect(use.embedded, use.name).toBe(true);
    expect(use.missingGlyphs, `${use.name} draws boxes`).toBe(0);
    const devanagariFont = /Devanagari/.test(use.name);
    for (const character of use.text)
      if (DEVANAGARI.test(character))
        expect(devanagariFont, `'${character}' in ${use.name}`).toBe(true);
  }
  const drawn = new Set(uses.flatMap((use) => [...use.text]));
  for (const text of texts)
    for (const character of text.replace(/\s/g, ""))
      expect(drawn.has(character), `'${character}' of "${text}"`).toBe(true);
  return uses.map((use) => use.text.replace(/\s/g, "")).join("");
}

test("a shop with a Hindi name downloads a demo invoice and credit note whose fonts draw every letter", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUp(page, { role: "business" });
  await visit(page, "/business/billing");
  await page.getByLabel("Legal name").fill(LEGAL_NAME);
  await page.getByLabel("Billing address").fill(ADDRESS);
  await page.getByLabel("PIN code").fill("456010");
  await page.getByLabel("State").selectOption("23");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(toastOn(page)).toContainText("Billing details saved");

  const name = `गणेश स्वीट्स एवं नमकीन ${Date.now()}`;
  await post(page.request, "/business/dashboard", {
    businessName: name,
    mapsLink: "https://maps.app.goo.gl/ganesh",
    topics: "Food",
    city: "Ujjain",
    targetReviews: "10",
    requestId: randomUUID(),
  });
  await reload(page);
  const payment = page
    .getByRole("list", { name: "Payment History" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(payment).toBeVisible();

  const invoice = await download(page, /RK\d{4}\/\d{6}/);
  expect(invoice.name).toMatch(/^DEMO-RK\d{4}-\d{6}\.pdf$/);
  const invoiceText = expectFontsCover(invoice.pdf, [
    LEGAL_NAME,
    ADDRESS,
    name.replace(/\d+$/, ""),
  ]);
  expect(invoiceText).toContain("DEMO–notataxinvoice");
  expect(invoiceText).toContain("डेमो");
  expect(invoiceText).toContain("GSTIN:none(demo)");
  expect(invoiceText).toContain(SAC_CODE);

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
  await expect(payment.getByTestId("refund-row")).toContainText("Processed");

  const creditNote = await download(page, /RC\d{4}\/\d{6}/);
  expect(creditNote.name).toMatch(/^DEMO-RC\d{4}-\d{6}\.pdf$/);
  const creditText = expectFontsCover(creditNote.pdf, [LEGAL_NAME, ADDRESS]);
  expect(creditText).toContain("DEMO–notacreditnote");
});
