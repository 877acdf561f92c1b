import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import type { DbOrTx } from "~/db/client.server";
import type { TaxDocument } from "~/domain/money/invoices/issue-tax-documents.server";
import {
  getBusinessTaxDocument,
  taxDocumentDemo,
} from "~/domain/money/invoices/payment-documents.server";
import { getServices } from "~/http/context.server";
import type { Route } from "./+types/route";
import { type InvoiceReference, taxDocumentPdf } from "./tax-document-pdf.server";

/** One of the business's own tax invoices or credit notes as a PDF; 404 for anyone else's. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  const document = await getBusinessTaxDocument(db, {
    businessId: profile.id,
    documentId: params.documentId,
  });
  if (!document) throw data(null, { status: 404 });
  const demo = await taxDocumentDemo(db, document);
  const pdf = await taxDocumentPdf(
    document,
    await invoiceReference(db, profile.id, document),
    demo,
  );
  // A demo's file says so by its name too (decision 105).
  const filename = `${demo ? "DEMO-" : ""}${document.number.replaceAll("/", "-")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A credit note's invoice: the number and date frozen on it (decision 089), or, for a note
 * issued before they were, read from the invoice it points to (issued documents never change).
 */
async function invoiceReference(
  db: DbOrTx,
  businessId: string,
  document: TaxDocument,
): Promise<InvoiceReference | null> {
  if (document.invoiceNumber && document.invoiceIssuedAt)
    return { number: document.invoiceNumber, issuedAt: document.invoiceIssuedAt };
  if (!document.invoiceId) return null;
  const invoice = await getBusinessTaxDocument(db, { businessId, documentId: document.invoiceId });
  return invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null;
}
