import { and, asc, eq, inArray } from "drizzle-orm";
import { DEV_SELLER } from "~/config/seller-config.server";
import type { DbOrTx } from "~/db/client.server";
import { payments, type RefundReason, type RefundStatus, refunds, taxDocuments } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import type { TaxDocument } from "./issue-tax-documents.server";

/** A tax document's link; `demo` when it is no tax document (decision 105), so its link says so. */
export type DocumentLink = { id: string; number: string; demo: boolean };

/** A refund as Payment History shows it, with its credit note. */
export type RefundRow = {
  id: string;
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  createdAt: Date;
  creditNote: DocumentLink | null;
};

export type PaymentDocuments = { invoice: DocumentLink | null; refunds: RefundRow[] };

/** The invoices, refunds and credit notes of a page of the business's payments, by payment id. */
export async function listPaymentDocuments(
  db: DbOrTx,
  input: { businessId: string; paymentIds: string[] },
): Promise<Map<string, PaymentDocuments>> {
  const byPayment = new Map<string, PaymentDocuments>(
    input.paymentIds.map((id) => [id, { invoice: null, refunds: [] }]),
  );
  if (!isUuid(input.businessId) || input.paymentIds.length === 0) return byPayment;
  const [documents, refundRows] = await Promise.all([
    db
      .select({
        id: taxDocuments.id,
        number: taxDocuments.number,
        kind: taxDocuments.kind,
        paymentId: taxDocuments.paymentId,
        refundId: taxDocuments.refundId,
        seller: taxDocuments.seller,
        gatewayPaymentId: payments.gatewayPaymentId,
      })
      .from(taxDocuments)
      .innerJoin(payments, eq(payments.id, taxDocuments.paymentId))
      .where(
        and(
          eq(taxDocuments.businessId, input.businessId),
          inArray(taxDocuments.paymentId, input.paymentIds),
        ),
      ),
    db
      .select({
        id: refunds.id,
        paymentId: refunds.paymentId,
        amount: refunds.amount,
        reason: refunds.reason,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(
        and(eq(refunds.businessId, input.businessId), inArray(refunds.paymentId, input.paymentIds)),
      )
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);
  const link = (document: (typeof documents)[number]): DocumentLink => ({
    id: document.id,
    number: document.number,
    demo: demoReason(document) !== null,
  });
  const creditNotes = new Map(
    documents.filter((each) => each.refundId).map((each) => [each.refundId, each]),
  );
  for (const document of documents) {
    const entry = byPayment.get(document.paymentId);
    if (entry && document.kind === "invoice") entry.invoice = link(document);
  }
  for (const { paymentId, ...refund } of refundRows) {
    const note = creditNotes.get(refund.id);
    byPayment.get(paymentId)?.refunds.push({
      ...refund,
      creditNote: note ? link(note) : null,
    });
  }
  return byPayment;
}

/** One of the business's own tax documents; null for another business's or a malformed id. */
export async function getBusinessTaxDocument(
  db: DbOrTx,
  input: { businessId: string; documentId: string },
): Promise<TaxDocument | null> {
  if (!isUuid(input.businessId) || !isUuid(input.documentId)) return null;
  const [document] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(eq(taxDocuments.id, input.documentId), eq(taxDocuments.businessId, input.businessId)),
    );
  return document ?? null;
}

/**
 * Why a tax document is only a demo (decision 105), or null for a real one: its payment was
 * simulated (no gateway payment id: no money moved), or the seller frozen on it is the
 * development seller of an installation given no real seller's details.
 */
export type DemoReason = "simulated_payment" | "no_seller_details";

export async function taxDocumentDemo(
  db: DbOrTx,
  document: Pick<TaxDocument, "paymentId" | "seller">,
): Promise<DemoReason | null> {
  const [payment] = await db
    .select({ gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(eq(payments.id, document.paymentId));
  return demoReason({ seller: document.seller, gatewayPaymentId: payment?.gatewayPaymentId });
}

function demoReason(input: {
  seller: TaxDocument["seller"];
  gatewayPaymentId: string | null | undefined;
}): DemoReason | null {
  if (!input.gatewayPaymentId) return "simulated_payment";
  return isDevelopmentSeller(input.seller) ? "no_seller_details" : null;
}

/** Whether a document's seller is the development seller `npm start` runs with. */
export function isDevelopmentSeller(seller: { gstin: string | null; legalName: string }) {
  return (
    seller.gstin === DEV_SELLER.SELLER_GSTIN || seller.legalName === DEV_SELLER.SELLER_LEGAL_NAME
  );
}
