import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TaxDocument } from "~/domain/money/invoices/issue-tax-documents.server";
import { SAC_CODE } from "~/domain/money/invoices/tax-split";
import { financialYear } from "~/domain/money/payouts/statement-years";
import { taxDocumentPdf } from "~/routes/business-documents/tax-document-pdf.server";
import {
  statementPdf,
  statementWords,
} from "~/routes/user-dashboard/statement/statement-files.server";
import { DEVANAGARI, pdfFontUses } from "../../../tests/support/pdf-fonts";

// Issue 46, point 1: every PDF the product makes, with Hindi and English in it, read back from
// its bytes: each character it draws has a glyph in an embedded font of its script.

const HINDI_SHOP = "श्री गणेश मिष्ठान्न भंडार प्राइवेट लिमिटेड";
const HINDI_ADDRESS = "१४, फ्रीगंज, क्षिप्रा मार्ग, उज्जैन";
const HINDI_CAMPAIGN = "गणेश स्वीट्स एवं नमकीन (पुरानी दुकान)";

const party = {
  legalName: HINDI_SHOP,
  gstin: null,
  address: HINDI_ADDRESS,
  stateCode: "23",
  stateName: "Madhya Pradesh",
  pinCode: "456010",
};

function document(kind: TaxDocument["kind"]): TaxDocument {
  const issuedAt = new Date("2026-11-20T06:30:00Z");
  return {
    id: crypto.randomUUID(),
    kind,
    number: kind === "invoice" ? "RK2627/000042" : "RC2627/000007",
    financialYear: "2026-27",
    sequence: 42,
    businessId: crypto.randomUUID(),
    paymentId: crypto.randomUUID(),
    refundId: null,
    invoiceId: null,
    invoiceNumber: kind === "invoice" ? null : "RK2627/000042",
    invoiceIssuedAt: kind === "invoice" ? null : issuedAt,
    campaignId: crypto.randomUUID(),
    issuedAt,
    seller: {
      legalName: "ReviewKaro Technologies Private Limited",
      gstin: "23AAACR9999K1ZM",
      address: "12 MG Road, Indore, Madhya Pradesh 452001",
      stateCode: "23",
      stateName: "Madhya Pradesh",
    },
    buyer: party,
    lines: [
      {
        description: `Verified review campaign "${HINDI_CAMPAIGN}" (उज्जैन): 10 reviews at ₹20 each, tax included`,
        sac: SAC_CODE,
        quantity: 10,
        totalPaise: 20000,
      },
    ],
    taxablePaise: 16949,
    cgstPaise: 1526,
    sgstPaise: 1525,
    igstPaise: 0,
    totalPaise: 20000,
    createdAt: issuedAt,
  };
}

/** Checks a PDF's fonts against the scripts of the texts it must draw; answers what it drew. */
function expectFontsCover(pdf: Buffer, texts: string[]) {
  const uses = pdfFontUses(pdf);
  expect(uses.length).toBeGreaterThan(0);
  for (const use of uses) {
    expect(use.embedded, `${use.name} embedded`).toBe(true);
    // Glyph 0 is '.notdef': a box where a letter should be.
    expect(use.missingGlyphs, `${use.name} draws boxes`).toBe(0);
    const devanagariFont = /Devanagari/.test(use.name);
    for (const character of use.text.replace(/\s/g, ""))
      expect(
        DEVANAGARI.test(character),
        `'${character}' drawn with ${use.name}: Devanagari only in a Devanagari font`,
      ).toBe(devanagariFont && DEVANAGARI.test(character));
  }
  // Each character of the texts read back (a glyph's ToUnicode names the first letter drawn with it).
  const drawn = new Set(uses.flatMap((use) => [...use.text]));
  for (const text of texts)
    for (const character of text.replace(/\s/g, ""))
      expect(drawn.has(character), `'${character}' of "${text}" drawn`).toBe(true);
  return uses;
}

describe("every PDF the product makes draws Hindi and English in fonts that have their letters", () => {
  it("a tax invoice to a shop with a Hindi name, address and campaign name", async () => {
    const pdf = await taxDocumentPdf(document("invoice"), null);
    const uses = expectFontsCover(pdf, [
      HINDI_SHOP,
      HINDI_ADDRESS,
      HINDI_CAMPAIGN,
      "Tax Invoice",
      SAC_CODE,
      "₹",
    ]);
    expect(uses.map((use) => use.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
      "NotoSansDevanagari-Bold",
      "NotoSansDevanagari-Regular",
    ]);
  });

  it("a credit note against it", async () => {
    const pdf = await taxDocumentPdf(document("credit_note"), {
      number: "RK2627/000042",
      issuedAt: new Date("2026-11-20T06:30:00Z"),
    });
    expectFontsCover(pdf, [HINDI_SHOP, HINDI_ADDRESS, HINDI_CAMPAIGN, "Credit Note"]);
  });

  it("a demo invoice of a simulated payment, its mark in English and Hindi (decision 105)", async () => {
    const pdf = await taxDocumentPdf(document("invoice"), null, "simulated_payment");
    // The mark's Hindi has no bold 'ई' (Noto draws it as its 'इ' glyph with a mark, and a ToUnicode
    // map names a glyph once): the shop's 'इ' reads back as itself (decision 105).
    expectFontsCover(pdf, [HINDI_SHOP, "DEMO – not a tax invoice", "डेमो", "टैक्स", "क्रेडिट"]);
  });

  for (const language of ["hi", "en"] as const)
    it(`an earnings statement in ${language === "hi" ? "Hindi" : "English"}, rewards from a Hindi-named shop`, async () => {
      const words = statementWords(language, {
        label: "2026-27",
        startYear: 2026,
        name: "सुनीता वर्मा (Sunita Verma)",
        phone: "+91 98••• ••210",
        today: new Date("2026-11-29T06:30:00Z"),
      });
      const at = new Date("2026-11-10T06:30:00Z");
      const pdf = await statementPdf(
        {
          year: financialYear(2026),
          opening: 0,
          lines: [
            { at, reason: "review_reward", amount: 5, businessName: HINDI_CAMPAIGN, payout: null },
            { at, reason: "review_reward", amount: 5, businessName: "Urban Foods", payout: null },
            // Longer than its column: it wraps rather than being cut or running into the amount.
            {
              at,
              reason: "review_reward",
              amount: 5,
              businessName: `${HINDI_SHOP}, ${HINDI_ADDRESS} ₹20`,
              payout: null,
            },
            {
              at,
              reason: "payout_request",
              amount: -10,
              businessName: null,
              payout: { status: "paid", reference: "412345678901" },
            },
          ],
          earned: 10,
          paidOut: 10,
          returned: 0,
          closing: 0,
        },
        words,
      );
      expectFontsCover(pdf, [words.title, words.reviewer, HINDI_CAMPAIGN, "Urban Foods", "₹"]);
    });

  it("no other code makes a PDF: a new one joins this test first", () => {
    const makers: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          const source = readFileSync(file, "utf8");
          if (/createPdfDocument\(|from "pdfkit"|from "pdf-lib"/.test(source)) makers.push(file);
        }
      }
    };
    walk("app");
    walk("server");
    expect(makers.sort()).toEqual([
      path.join("app/domain/documents/pdf-document.server.ts"),
      path.join("app/routes/business-documents/tax-document-pdf.server.ts"),
      path.join("app/routes/user-dashboard/statement/statement-files.server.ts"),
    ]);
  });
});
