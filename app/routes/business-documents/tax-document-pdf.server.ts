import type { DocumentParty } from "~/db/schema";
import {
  createPdfDocument,
  pdfToBuffer,
  type WriteOptions,
  writeText,
} from "~/domain/documents/pdf-document.server";
import { indianDate } from "~/domain/money/invoices/financial-year";
import type { TaxDocument } from "~/domain/money/invoices/issue-tax-documents.server";
import type { DemoReason } from "~/domain/money/invoices/payment-documents.server";
import { formatPaise, GST_RATE_PERCENT } from "~/domain/money/invoices/tax-split";

const INK = "#1f2937";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const DEMO = "#b91c1c";

/** The invoice a credit note is against: its serial number and date (rule 53(1A)(g)). */
export type InvoiceReference = { number: string; issuedAt: Date };

/**
 * What a demo document says on its face, above everything else (decision 105): in English, the
 * document's language, and again in Hindi, so a shop that reads only Hindi is not misled.
 */
export function demoMark(kind: TaxDocument["kind"], reason: DemoReason) {
  const invoice = kind === "invoice";
  const why =
    reason === "simulated_payment"
      ? "This payment was simulated: no money was paid."
      : "This installation has no real seller's details.";
  const whyHindi =
    reason === "simulated_payment"
      ? "यह भुगतान असली नहीं, सिर्फ़ डेमो था: असल में पैसा नहीं दिया गया।"
      : "इस इंस्टॉलेशन में असली विक्रेता का ब्योरा नहीं है।";
  return {
    title: invoice ? "DEMO – not a tax invoice" : "DEMO – not a credit note",
    lines: [
      `${why} This is not a ${invoice ? "tax invoice" : "credit note"} under GST and gives no input tax credit.`,
      `डेमो: ${whyHindi} यह GST ${invoice ? "टैक्स इनवॉइस" : "क्रेडिट नोट"} नहीं है और इस पर इनपुट टैक्स क्रेडिट नहीं मिलता।`,
    ],
  };
}

/**
 * The document's heading lines as printed: nature, number, date, the invoice a credit note is
 * against (number and date), place of supply. Its own function so a test reads the PDF's words.
 * A demo's title says so instead of 'Tax Invoice' and its English mark leads the lines.
 */
export function taxDocumentHeading(
  document: TaxDocument,
  against: InvoiceReference | null,
  demo: DemoReason | null = null,
) {
  const invoice = document.kind === "invoice";
  const mark = demo ? demoMark(document.kind, demo) : null;
  const lines = [
    ...(mark ? [mark.lines[0] ?? ""] : []),
    `${invoice ? "Invoice" : "Credit note"} number: ${document.number}`,
    `Date: ${indianDate(document.issuedAt)}`,
  ];
  if (against)
    lines.push(`Against tax invoice: ${against.number} dated ${indianDate(against.issuedAt)}`);
  lines.push(`Place of supply: ${document.buyer.stateName} (${document.buyer.stateCode})`);
  return { title: mark?.title ?? (invoice ? "Tax Invoice" : "Credit Note"), lines };
}

/** A party's address lines as printed: street, PIN code, state with its code. */
export function partyAddressLines(who: DocumentParty): string[] {
  return [
    who.address,
    ...(who.pinCode ? [`PIN code: ${who.pinCode}`] : []),
    `State: ${who.stateName} (${who.stateCode})`,
  ];
}

/**
 * A tax invoice or credit note as an A4 PDF, from what the document froze at issue: its words in
 * English, the names, addresses and descriptions as typed (Hindi drawn in Noto Sans Devanagari).
 * A demo (decision 105) says so in its title and in a box on top, and prints no seller's GSTIN.
 */
export async function taxDocumentPdf(
  document: TaxDocument,
  against: InvoiceReference | null,
  demo: DemoReason | null = null,
) {
  const invoice = document.kind === "invoice";
  const heading = taxDocumentHeading(document, against, demo);
  const doc = createPdfDocument({
    title: `${heading.title} ${document.number}`,
    author: document.seller.legalName,
    subject: heading.lines.join("; "),
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc
    .fillColor(demo ? DEMO : INK)
    .font("bold")
    .fontSize(20)
    .text(heading.title, left, 48);
  if (demo) {
    const top = doc.y + 4;
    doc.fontSize(10).fillColor(DEMO);
    for (const [index, line] of demoMark(document.kind, demo).lines.entries())
      writeText(doc, line, index === 0 ? { x: left + 8, y: top + 6 } : null, {
        width: width - 16,
        bold: true,
      });
    doc
      .rect(left, top, width, doc.y - top + 6)
      .lineWidth(1.5)
      .strokeColor(DEMO)
      .stroke();
    doc.x = left;
    doc.y += 12;
  }
  doc.font("regular").fontSize(10).fillColor(MUTED);
  // The demo's mark is in its box already.
  for (const line of demo ? heading.lines.slice(1) : heading.lines)
    doc.text(line, left, doc.y, { width });
  doc.moveDown(1);

  const partiesTop = doc.y;
  const seller = demo ? { ...document.seller, gstin: null } : document.seller;
  party(doc, "Supplier", seller, left, partiesTop, width / 2 - 12, false, demo !== null);
  const sellerBottom = doc.y;
  party(
    doc,
    document.buyer.gstin ? "Recipient" : "Recipient (unregistered)",
    document.buyer,
    left + width / 2 + 12,
    partiesTop,
    width / 2 - 12,
    !document.buyer.gstin,
  );
  doc.y = Math.max(sellerBottom, doc.y) + 16;

  const columns = [
    { label: "Description", x: left, width: width * 0.5, align: "left" as const },
    { label: "SAC", x: left + width * 0.5, width: width * 0.14, align: "left" as const },
    { label: "Qty", x: left + width * 0.64, width: width * 0.1, align: "right" as const },
    { label: "Amount (₹)", x: left + width * 0.74, width: width * 0.26, align: "right" as const },
  ];
  rule(doc, left, width);
  const headTop = doc.y + 6;
  doc.font("bold").fontSize(9).fillColor(INK);
  for (const column of columns)
    doc.text(column.label, column.x, headTop, { width: column.width, align: column.align });
  doc.y = headTop + 16;
  rule(doc, left, width);
  doc.font("regular").fontSize(9);
  for (const line of document.lines) {
    const top = doc.y + 6;
    const cells = [line.description, line.sac, String(line.quantity), formatPaise(line.totalPaise)];
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      // Wrapped within its column: a long Hindi name takes more lines, never the SAC's room.
      writeText(
        doc,
        cell,
        { x: column.x, y: top },
        {
          width: column.align === "right" ? column.width : column.width - 8,
          align: column.align,
        },
      );
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
    rule(doc, left, width);
  }

  const half = GST_RATE_PERCENT / 2;
  const totals: [string, number][] = [["Taxable value", document.taxablePaise]];
  if (document.igstPaise > 0 || (document.cgstPaise === 0 && document.sgstPaise === 0))
    totals.push([`IGST @ ${GST_RATE_PERCENT}%`, document.igstPaise]);
  else
    totals.push([`CGST @ ${half}%`, document.cgstPaise], [`SGST @ ${half}%`, document.sgstPaise]);
  doc.moveDown(0.5);
  for (const [label, paise] of totals) amountRow(doc, label, paise, left, width, false);
  amountRow(
    doc,
    invoice ? "Total (tax included)" : "Total credited (tax included)",
    document.totalPaise,
    left,
    width,
    true,
  );

  doc.moveDown(2).font("regular").fontSize(8).fillColor(MUTED);
  doc.text(
    "Prices are inclusive of GST. Taxable value = total × 100 / 118, rounded to the paisa; tax = total − taxable value. Tax is not payable on reverse charge basis.",
    left,
    doc.y,
    { width },
  );
  doc.text("This is a computer-generated document and needs no signature.", { width });
  return pdfToBuffer(doc);
}

function party(
  doc: PDFKit.PDFDocument,
  heading: string,
  who: DocumentParty,
  x: number,
  y: number,
  width: number,
  delivery = false,
  demo = false,
) {
  const at: WriteOptions = { width };
  doc.font("bold").fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, y, at);
  doc.fontSize(11).fillColor(INK);
  writeText(doc, who.legalName, { x, y: doc.y }, { ...at, bold: true });
  doc.fontSize(9);
  for (const line of partyAddressLines(who)) writeText(doc, line, { x, y: doc.y }, at);
  const gstin = who.gstin
    ? `GSTIN: ${who.gstin}`
    : demo
      ? "GSTIN: none (demo)"
      : "GSTIN: not registered";
  doc.text(gstin, x, doc.y, at);
  // Rules 46(e)/(f) and 53(1A)(g) ask an unregistered recipient's address of delivery too.
  if (delivery) doc.text("Address of delivery: the address above (services delivered online)", at);
}

function rule(doc: PDFKit.PDFDocument, left: number, width: number) {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

function amountRow(
  doc: PDFKit.PDFDocument,
  label: string,
  paise: number,
  left: number,
  width: number,
  strong: boolean,
) {
  const top = doc.y + 4;
  doc
    .font(strong ? "bold" : "regular")
    .fontSize(strong ? 11 : 9)
    .fillColor(INK);
  doc.text(label, left + width * 0.3, top, { width: width * 0.42, align: "right" });
  doc.text(`₹ ${formatPaise(paise)}`, left + width * 0.74, top, {
    width: width * 0.26,
    align: "right",
  });
  doc.y = Math.max(doc.y, top + (strong ? 16 : 13));
}
