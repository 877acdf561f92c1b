import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxDocuments } from "~/db/schema";
import {
  billingDetailsNeeded,
  saveBillingDetails,
} from "~/domain/money/invoices/billing-details.server";
import { issueInvoice } from "~/domain/money/invoices/issue-tax-documents.server";
import {
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { price } from "../../support/reward-amounts";

/** Decision 089: the 16-character series, and who must give billing details before paying. */
setUpBusinessDatabase();

async function documentsOf(campaignId: string) {
  return testDb.db
    .select()
    .from(taxDocuments)
    .where(sql`${taxDocuments.campaignId} = ${campaignId}`)
    .orderBy(taxDocuments.kind, taxDocuments.sequence);
}

describe("GST series and recipients", () => {
  it("asks for billing details before the first payment: legal name, address and a 6-digit PIN code", async () => {
    const business = await newProfile("business");
    expect(await billingDetailsNeeded(testDb.db, { businessId: business.id })).toBe(true);
    const details = { legalName: "Gupta Traders", address: "Freeganj, Ujjain", stateCode: "23" };
    for (const pinCode of [undefined, "", "45601", "4560100", "056010", "45601O"]) {
      const saved = await saveBillingDetails(testDb.db, {
        businessId: business.id,
        details: { ...details, pinCode },
      });
      expect(saved, `PIN ${pinCode}`).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await billingDetailsNeeded(testDb.db, { businessId: business.id })).toBe(true);
    await saveBillingDetails(testDb.db, {
      businessId: business.id,
      details: { ...details, pinCode: "456010" },
    });
    expect(await billingDetailsNeeded(testDb.db, { businessId: business.id })).toBe(false);

    // Details saved before the PIN was asked: an unregistered buyer is asked again, a GSTIN is enough.
    const [before, registered] = [await newProfile("business"), await newProfile("business")];
    await testDb.db.execute(sql`
      insert into billing_details (business_id, legal_name, gstin, address, state_code, updated_at)
      values (${before.id}, 'Old Shop', null, 'Indore', '23', now()),
             (${registered.id}, 'Urban Foods', '27AAPFU0939F1ZV', 'Mumbai', '27', now())`);
    expect(await billingDetailsNeeded(testDb.db, { businessId: before.id })).toBe(true);
    expect(await billingDetailsNeeded(testDb.db, { businessId: registered.id })).toBe(false);
  });

  it("continues the year's counter in the new series, and the database refuses a number over 16 characters", async () => {
    const at = new Date("2032-05-01T06:00:00Z");
    // The year's old-series invoices got 1 to 33: the next is 34, in the 16-character series.
    await testDb.db.execute(sql`
      insert into document_counters (kind, financial_year, last_sequence)
      values ('invoice', '2032-33', 33)`);
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 1 });
    const invoice = await testDb.db.transaction((tx) =>
      issueInvoice(tx, {
        id: crypto.randomUUID(),
        businessId: business.id,
        campaignId: campaign.id,
        amount: price(1),
        purpose: "more_reviews",
        createdAt: at,
      }),
    );
    expect(invoice).toMatchObject({ number: "RK3233/000034", sequence: 34 });

    const [{ ...row }] = await documentsOf(campaign.id);
    const { id: _id, createdAt: _createdAt, ...copy } = row;
    await expect(
      testDb.db.insert(taxDocuments).values({
        ...copy,
        paymentId: crypto.randomUUID(),
        number: "RK/2032-33/000035",
        sequence: 35,
        financialYear: "2032-33",
      }),
    ).rejects.toThrow();
    // One number per series and year, whatever its spelling.
    await expect(
      testDb.db.insert(taxDocuments).values({
        ...copy,
        paymentId: crypto.randomUUID(),
        number: "RK3233/34",
        sequence: 34,
        financialYear: "2032-33",
      }),
    ).rejects.toThrow();
    // NOT VALID: documents issued before the rule keep their 17- and 20-character numbers.
    const validated = await testDb.db.execute(sql`
      select convalidated from pg_constraint where conname = 'tax_documents_number_length_check'`);
    expect((validated as unknown as { rows: { convalidated: boolean }[] }).rows).toEqual([
      { convalidated: false },
    ]);
  });
});
