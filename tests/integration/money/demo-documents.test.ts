import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, taxDocuments } from "~/db/schema";
import { listPaymentHistory } from "~/domain/campaigns/business-campaigns.server";
import { saveBillingDetails } from "~/domain/money/invoices/billing-details.server";
import { taxDocumentDemo } from "~/domain/money/invoices/payment-documents.server";
import { taxDocumentPdf } from "~/routes/business-documents/tax-document-pdf.server";
import {
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { pdfFontUses } from "../../support/pdf-fonts";

setUpBusinessDatabase();

const REAL_SELLER = {
  legalName: "ReviewKaro Technologies Private Limited",
  gstin: "27AAPFU0939F1ZV",
  address: "Plot 4, Andheri East, Mumbai",
  stateCode: "27",
  stateName: "Maharashtra",
};

/** Everything a PDF draws, font after font, without spaces. */
const drawnText = (pdf: Buffer) =>
  pdfFontUses(pdf)
    .map((use) => use.text.replace(/\s/g, ""))
    .join("");

describe("demo tax documents (issue 46, point 9; decision 105)", () => {
  it("marks the invoice of a simulated payment a demo, in English and Hindi, with no seller's GSTIN; a Hindi name reads", async () => {
    const business = await newProfile("business");
    await saveBillingDetails(testDb.db, {
      businessId: business.id,
      details: {
        legalName: "गुप्ता ट्रेडर्स",
        address: "१४ फ्रीगंज, उज्जैन",
        pinCode: "456010",
        stateCode: "23",
      },
    });
    const campaign = await campaignOf(business.id, { name: "गुप्ता किराना" });
    const [invoice] = await testDb.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.campaignId, campaign.id));
    if (!invoice) throw new Error("no invoice");
    expect(invoice.buyer.legalName).toBe("गुप्ता ट्रेडर्स");

    const demo = await taxDocumentDemo(testDb.db, invoice);
    expect(demo).toBe("simulated_payment");
    // Payment History's link says 'Demo invoice' for it (billing.demoInvoice).
    const linkOf = async () =>
      (await listPaymentHistory(testDb.db, { businessId: business.id })).find(
        (payment) => payment.id === invoice.paymentId,
      )?.invoice;
    expect(await linkOf()).toEqual({ id: invoice.id, number: invoice.number, demo: true });
    const pdf = await taxDocumentPdf(invoice, null, demo);
    const text = drawnText(pdf);
    expect(text).toContain("DEMO–notataxinvoice");
    expect(text).toContain("Thispaymentwassimulated:nomoneywaspaid.");
    expect(text).toContain("डेमो");
    expect(text).toContain("GSTIN:none(demo)");
    expect(text).not.toContain(invoice.seller.gstin ?? "no GSTIN frozen");
    for (const use of pdfFontUses(pdf)) expect(use.missingGlyphs, use.name).toBe(0);

    // The same payment through the gateway, from the development seller: still a demo.
    await testDb.db
      .update(payments)
      .set({ gatewayPaymentId: `pay_${crypto.randomUUID().slice(0, 14)}` })
      .where(eq(payments.id, invoice.paymentId));
    expect(await taxDocumentDemo(testDb.db, invoice)).toBe("no_seller_details");
    // From a real seller: a tax invoice, its GSTIN printed, no demo mark.
    const real = { ...invoice, seller: REAL_SELLER };
    expect(await taxDocumentDemo(testDb.db, real)).toBeNull();
    const realText = drawnText(await taxDocumentPdf(real, null, null));
    expect(realText).toContain("TaxInvoice");
    expect(realText).toContain(REAL_SELLER.gstin);
    expect(realText).not.toContain("DEMO");
    expect(realText).not.toContain("डेमो");
    // Payment History names a real seller's document of a gateway payment 'Tax invoice'.
    // (An issued document never changes: the test turns the guard off for its own row only.)
    await testDb.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(taxDocuments)
        .set({ seller: REAL_SELLER })
        .where(eq(taxDocuments.id, invoice.id));
    });
    expect(await linkOf()).toEqual({ id: invoice.id, number: invoice.number, demo: false });
  });
});
