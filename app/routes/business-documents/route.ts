import { data } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { getBusinessTaxDocument } from "~/domain/money/invoices/payment-documents.server";
import { getServices } from "~/http/context.server";
import type { Route } from "./+types/route";
import { taxDocumentPdf } from "./tax-document-pdf.server";

/** One of the business's own tax invoices or credit notes as a PDF; 404 for anyone else's. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const profile = requireRole(context, "business");
  const { db } = getServices(context);
  const document = await getBusinessTaxDocument(db, {
    businessId: profile.id,
    documentId: params.documentId,
  });
  if (!document) throw data(null, { status: 404 });
  const invoice = document.invoiceId
    ? await getBusinessTaxDocument(db, { businessId: profile.id, documentId: document.invoiceId })
    : null;
  const pdf = await taxDocumentPdf(document, invoice?.number ?? null);
  const filename = `${document.number.replaceAll("/", "-")}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
