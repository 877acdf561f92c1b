import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, refunds, taxDocuments } from "~/db/schema";
import { addReviews } from "~/domain/campaigns/add-reviews.server";
import { listPaymentHistory } from "~/domain/campaigns/business-campaigns.server";
import { approveCampaign, rejectCampaign } from "~/domain/moderation/decide-campaign.server";
import { saveBillingDetails } from "~/domain/money/invoices/billing-details.server";
import {
  issueInvoice,
  UNNAMED_RECIPIENT,
} from "~/domain/money/invoices/issue-tax-documents.server";
import { splitInclusiveTax } from "~/domain/money/invoices/tax-split";
import { refundCampaignPayments } from "~/domain/money/payments/refund-campaign-payments.server";
import { createSimulatedPaymentProvider } from "~/domain/money/payments/simulated/simulated-payments.server";
import {
  partyAddressLines,
  taxDocumentHeading,
} from "~/routes/business-documents/tax-document-pdf.server";
import {
  admin,
  campaignOf,
  newProfile,
  setUpBusinessDatabase,
  testDb,
} from "../../support/business-fixtures";
import { insertActiveCampaigns, paidCampaign } from "../../support/campaigns";
import { expectMoneyInvariants } from "../../support/money-invariants";
import { price, pricePaise } from "../../support/reward-amounts";

setUpBusinessDatabase();

/** A campaign's decisions and payments happen on its own clock: minutes after it was made. */
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

async function documentsOf(campaignId: string) {
  return testDb.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.campaignId, campaignId))
    .orderBy(taxDocuments.kind, taxDocuments.sequence);
}

describe("tax invoices and credit notes", () => {
  it("makes a B2C invoice out to the legal name, address and PIN code given, never the campaign's name", async () => {
    const business = await newProfile("business");
    const saved = await saveBillingDetails(testDb.db, {
      businessId: business.id,
      details: {
        legalName: "Gupta Traders",
        address: "14 Freeganj, Ujjain",
        pinCode: "456 010",
        stateCode: "23",
      },
    });
    expect(saved).toMatchObject({ ok: true, details: { pinCode: "456010", gstin: null } });
    const campaign = await campaignOf(business.id, { name: "Gupta Kirana", target: 10 });

    const [invoice, ...others] = await documentsOf(campaign.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "invoice",
      financialYear: "2026-27",
      businessId: business.id,
      // ₹200 at ₹20 a review: 16949 taxable, 1526 CGST, 1525 SGST (pinned in tax-split.test.ts).
      ...splitInclusiveTax(pricePaise(10), true),
      buyer: {
        legalName: "Gupta Traders",
        gstin: null,
        address: "14 Freeganj, Ujjain",
        pinCode: "456010",
        stateCode: "23",
        stateName: "Madhya Pradesh",
      },
      seller: { stateCode: "23" },
    });
    expect(invoice?.number).toMatch(/^RK2627\/\d{6}$/);
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    expect(invoice?.lines[0]).toMatchObject({
      sac: "998361",
      quantity: 10,
      totalPaise: pricePaise(10),
    });
    // Rule 46's proviso: name, address with PIN code, and the State, as the PDF prints them.
    expect(partyAddressLines(invoice?.buyer ?? ({} as never))).toEqual([
      "14 Freeganj, Ujjain",
      "PIN code: 456010",
      "State: Madhya Pradesh (23)",
    ]);
    await expectMoneyInvariants(testDb.db, [business.id]);
  });

  it("an order paid from before the billing rule names an unregistered recipient and its state, never the campaign", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { name: "Gupta Kirana", target: 1 });
    const [invoice] = await documentsOf(campaign.id);
    expect(invoice?.buyer).toMatchObject({
      legalName: UNNAMED_RECIPIENT,
      gstin: null,
      stateName: "Madhya Pradesh",
      pinCode: null,
    });
    expect(JSON.stringify(invoice?.buyer)).not.toContain("Gupta Kirana");
  });

  it("makes the invoice out to a GSTIN from another state with IGST, and keeps it when details change", async () => {
    const business = await newProfile("business");
    const saved = await saveBillingDetails(testDb.db, {
      businessId: business.id,
      details: {
        legalName: "Urban Foods Private Limited",
        gstin: "27aapfu0939f1zv",
        address: "Plot 4, Andheri East, Mumbai",
        pinCode: "400069",
        stateCode: "27",
      },
    });
    expect(saved.ok).toBe(true);
    const campaign = await campaignOf(business.id, { target: 3 });
    await saveBillingDetails(testDb.db, {
      businessId: business.id,
      details: { legalName: "Someone Else", address: "Bhopal", pinCode: "462001", stateCode: "23" },
    });

    const [invoice] = await documentsOf(campaign.id);
    expect(invoice).toMatchObject({
      // ₹60 at ₹20 a review, to another state: 5085 taxable, 915 IGST.
      ...splitInclusiveTax(pricePaise(3), false),
      buyer: {
        legalName: "Urban Foods Private Limited",
        gstin: "27AAPFU0939F1ZV",
        stateCode: "27",
      },
    });
  });

  it("refuses billing details with a wrong check character or a GSTIN of another state", async () => {
    const business = await newProfile("business");
    const details = {
      legalName: "Urban Foods",
      address: "Mumbai",
      pinCode: "400001",
      stateCode: "27",
    };
    for (const gstin of ["27AAPFU0939F1ZW", "23AAACR9999K1ZM", "27AAPFU0939F"]) {
      const saved = await saveBillingDetails(testDb.db, {
        businessId: business.id,
        details: { ...details, gstin },
      });
      expect(saved).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await saveBillingDetails(testDb.db, { businessId: admin.id, details })).toEqual({
      ok: false,
      reason: "not_business",
    });
  });

  it("issues a credit note against the invoice when the admin rejects the campaign", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 5 });
    const rejected = await rejectCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      reason: "The Maps link shows another shop.",
      now: minutesAfter(campaign.createdAt, 60),
    });
    expect(rejected.ok).toBe(true);

    const [creditNote, invoice] = await documentsOf(campaign.id);
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      invoiceId: invoice?.id,
      paymentId: invoice?.paymentId,
      totalPaise: pricePaise(5),
      buyer: invoice?.buyer,
    });
    expect(creditNote?.number).toMatch(/^RC2627\/\d{6}$/);
    expect(creditNote?.lines[0]?.description).toContain(invoice?.number);
    // Rule 53(1A)(g): the invoice's serial number and date, in the data and on the PDF.
    expect(creditNote?.invoiceNumber).toBe(invoice?.number);
    expect(creditNote?.invoiceIssuedAt).toEqual(invoice?.issuedAt);
    const issued = invoice?.issuedAt ?? new Date();
    const day = new Date(issued.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    expect(
      taxDocumentHeading(creditNote ?? ({} as never), {
        number: creditNote?.invoiceNumber ?? "",
        issuedAt: creditNote?.invoiceIssuedAt ?? new Date(0),
      }).lines,
    ).toContain(`Against tax invoice: ${invoice?.number} dated ${day}`);
    // Payment History links both from the payment's row, read in its one statement (decision 137).
    const [refund] = await testDb.db
      .select()
      .from(refunds)
      .where(eq(refunds.campaignId, campaign.id));
    const [paid] = await listPaymentHistory(testDb.db, { businessId: business.id });
    expect(paid).toMatchObject({
      id: invoice?.paymentId,
      invoice: { id: invoice?.id, number: invoice?.number, demo: true },
      refunds: [
        {
          id: refund?.id,
          amount: refund?.amount,
          reason: refund?.reason,
          status: refund?.status,
          createdAt: refund?.createdAt,
          creditNote: { id: creditNote?.id, number: creditNote?.number, demo: true },
        },
      ],
    });
    expect(await listPaymentHistory(testDb.db, { businessId: admin.id })).toEqual([]);
    await expectMoneyInvariants(testDb.db, [business.id]);
  });

  it("issues an invoice for reviews added to a running campaign, once for a repeated form", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 4 });
    await approveCampaign(testDb.db, {
      campaignId: campaign.id,
      adminId: admin.id,
      now: minutesAfter(campaign.createdAt, 60),
    });
    const input = {
      campaignId: campaign.id,
      businessId: business.id,
      requestId: crypto.randomUUID(),
      count: 6,
    };
    const deps = {
      payments: createSimulatedPaymentProvider(),
      now: () => minutesAfter(campaign.createdAt, 120),
    };
    expect((await addReviews(testDb.db, deps, input)).ok).toBe(true);
    expect((await addReviews(testDb.db, deps, input)).ok).toBe(true);

    const invoices = await documentsOf(campaign.id);
    expect(invoices.map((each) => [each.kind, each.totalPaise])).toEqual([
      ["invoice", pricePaise(4)],
      ["invoice", pricePaise(6)],
    ]);
    expect(invoices[1]?.lines[0]?.description).toMatch(/^Reviews added to campaign/);
    await expectMoneyInvariants(testDb.db, [business.id]);
  });

  it("invoices a payment from before invoices existed when it is refunded, dated then", async () => {
    const business = await newProfile("business");
    const [campaign] = await insertActiveCampaigns(testDb, business, 1, { target: 2 });
    if (!campaign) throw new Error("no campaign");
    await testDb.db.insert(payments).values({
      campaignId: campaign.id,
      businessId: business.id,
      amount: price(2),
      provider: "simulated",
      status: "succeeded",
      createdAt: new Date("2025-12-01T06:00:00Z"),
    });
    const refundedAt = new Date("2026-11-25T06:00:00Z");
    await testDb.db.transaction((tx) =>
      refundCampaignPayments(tx, {
        campaignId: campaign.id,
        now: refundedAt,
        reason: "campaign_deleted",
      }),
    );

    const documents = await documentsOf(campaign.id);
    expect(documents.map((each) => [each.kind, each.financialYear, each.issuedAt])).toEqual([
      ["credit_note", "2026-27", refundedAt],
      ["invoice", "2026-27", refundedAt],
    ]);
    await expectMoneyInvariants(testDb.db, [business.id]);
  });

  it("never changes or deletes an issued document", async () => {
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id);
    const [invoice] = await documentsOf(campaign.id);
    const where = eq(taxDocuments.id, invoice?.id ?? "");
    await expect(
      testDb.db.update(taxDocuments).set({ totalPaise: 1 }).where(where),
    ).rejects.toThrow();
    await expect(testDb.db.delete(taxDocuments).where(where)).rejects.toThrow();
    expect(await documentsOf(campaign.id)).toEqual([invoice]);
  });

  it("numbers 20 concurrent payments 1 to 20, and a rolled-back issue gives its number back", async () => {
    const at = new Date("2031-06-01T06:00:00Z");
    const business = await newProfile("business");
    const campaign = await campaignOf(business.id, { target: 1 });
    const rolledBack = await testDb.db
      .transaction(async (tx) => {
        await issueInvoice(tx, {
          id: crypto.randomUUID(),
          businessId: business.id,
          campaignId: campaign.id,
          amount: price(1),
          purpose: "more_reviews",
          createdAt: at,
        });
        throw new Error("the payment's transaction failed after its invoice");
      })
      .catch((error: Error) => error.message);
    expect(rolledBack).toBe("the payment's transaction failed after its invoice");

    const businesses = await Promise.all(Array.from({ length: 20 }, () => newProfile("business")));
    await Promise.all(
      businesses.map((each) =>
        paidCampaign(testDb, at, {
          businessId: each.id,
          topics: ["Food"],
          city: "Bhopal",
          targetReviews: 2,
        }),
      ),
    );
    const numbered = await testDb.db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, "invoice"), eq(taxDocuments.financialYear, "2031-32")))
      .orderBy(taxDocuments.sequence);
    expect(numbered.map((row) => row.sequence)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(numbered[0]?.number).toBe("RK3132/000001");
    const counter = await testDb.db.execute(
      sql`select last_sequence from document_counters where kind = 'invoice' and financial_year = '2031-32'`,
    );
    expect(
      (counter as unknown as { rows: { last_sequence: number }[] }).rows[0]?.last_sequence,
    ).toBe(20);
    await expectMoneyInvariants(testDb.db, [business.id, ...businesses.map((each) => each.id)]);
  });
});
