import type { DocumentParty } from "~/db/schema";
import { createPdfDocument, pdfToBuffer } from "~/domain/documents/pdf-document.server";
import { indianDate } from "~/domain/money/invoices/financial-year";
import type { TaxDocument } from "~/domain/money/invoices/issue-tax-documents.server";
import { formatPaise, GST_RATE_PERCENT } from "~/domain/money/invoices/tax-split";

const INK = "#1f2937";
const MUTED = "#4b5563";
const RULE = "#d1d5db";

/** The invoice a credit note is against: its serial number and date (rule 53(1A)(g)). */
export type InvoiceReference = { number: string; issuedAt: Date };

/**
 * The document's heading lines as printed: nature, number, date, the invoice a credit note is
 * against (number and date), place of supply. Its own function so a test reads the PDF's words.
 */
export function taxDocumentHeading(document: TaxDocument, against: InvoiceReference | null) {
  const invoice = document.kind === "invoice";
  const lines = [
    `${invoice ? "Invoice" : "Credit note"} number: ${document.number}`,
    `Date: ${indianDate(document.issuedAt)}`,
  ];
  if (against)
    lines.push(`Against tax invoice: ${against.number} dated ${indianDate(against.issuedAt)}`);
  lines.push(`Place of supply: ${document.buyer.stateName} (${document.buyer.stateCode})`);
  return { title: invoice ? "Tax Invoice" : "Credit Note", lines };
}

/** A party's address lines as printed: street, PIN code, state with its code. */
export function partyAddressLines(who: DocumentParty): string[] {
  return [
    who.address,
    ...(who.pinCode ? [`PIN code: ${who.pinCode}`] : []),
    `State: ${who.stateName} (${who.stateCode})`,
  ];
}

/** A tax invoice or credit note as an A4 PDF, from what the document froze at issue (English). */
export async function taxDocumentPdf(document: TaxDocument, against: InvoiceReference | null) {
  const invoice = document.kind === "invoice";
  const heading = taxDocumentHeading(document, against);
  const doc = createPdfDocument({
    title: `${heading.title} ${document.number}`,
    author: document.seller.legalName,
    subject: heading.lines.join("; "),
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(INK).font("bold").fontSize(20).text(heading.title, left, 48);
  doc.font("regular").fontSize(10).fillColor(MUTED);
  for (const line of heading.lines) doc.text(line);
  doc.moveDown(1);

  const partiesTop = doc.y;
  party(doc, "Supplier", document.seller, left, partiesTop, width / 2 - 12);
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
      doc.text(cell, column.x, top, {
        width: column.align === "right" ? column.width : column.width - 8,
        align: column.align,
      });
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
) {
  doc.font("bold").fontSize(9).fillColor(MUTED).text(heading.toUpperCase(), x, y, { width });
  doc.font("bold").fontSize(11).fillColor(INK).text(who.legalName, { width });
  doc.font("regular").fontSize(9).fillColor(INK);
  for (const line of partyAddressLines(who)) doc.text(line, { width });
  doc.text(who.gstin ? `GSTIN: ${who.gstin}` : "GSTIN: not registered", { width });
  // Rules 46(e)/(f) and 53(1A)(g) ask an unregistered recipient's address of delivery too.
  if (delivery)
    doc.text("Address of delivery: the address above (services delivered online)", { width });
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
