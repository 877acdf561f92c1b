import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DEV_SELLER } from "~/config/seller-config.server";
import type { Param } from "~/db/built-once.server";
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

/** A tax document as its payment's row carries it (JSON), before its link is made. */
type DocumentJson = { id: string; number: string; seller: TaxDocument["seller"] };
type RefundJson = Omit<RefundRow, "createdAt" | "creditNote"> & {
  createdAt: string;
  creditNote: DocumentJson | null;
};

const invoice = alias(taxDocuments, "invoice");
const refund = alias(refunds, "refund");
const creditNote = alias(taxDocuments, "credit_note");

/**
 * A payment's invoice, and its refunds with their credit notes, as two columns of its own row:
 * Payment History reads a page in one statement (decision 137). Each probes a unique or
 * per-payment index, and reads only this business's documents and refunds. For a statement that
 * selects from `payments` with a join: Drizzle qualifies a field's columns only then, and the
 * subqueries need the payment's id qualified.
 */
export function paymentDocumentColumns(businessId: Param<string>) {
  const documentJson = (document: typeof invoice | typeof creditNote) =>
    sql`json_build_object('id', ${document.id}, 'number', ${document.number}, 'seller', ${document.seller})`;
  return {
    invoiceJson: sql<DocumentJson | null>`(select ${documentJson(invoice)} from ${taxDocuments} ${invoice}
      where ${invoice.paymentId} = ${payments.id} and ${invoice.kind} = 'invoice'
        and ${invoice.businessId} = ${businessId})`,
    refundsJson: sql<RefundJson[]>`(select coalesce(json_agg(json_build_object(
        'id', ${refund.id}, 'amount', ${refund.amount}, 'reason', ${refund.reason},
        'status', ${refund.status}, 'createdAt', ${refund.createdAt},
        'creditNote', (select ${documentJson(creditNote)} from ${taxDocuments} ${creditNote}
          where ${creditNote.refundId} = ${refund.id} and ${creditNote.businessId} = ${businessId}))
        order by ${refund.createdAt}, ${refund.id}), '[]'::json)
      from ${refunds} ${refund}
      where ${refund.paymentId} = ${payments.id} and ${refund.businessId} = ${businessId})`,
  };
}

/** The links Payment History shows for a payment, from its row's two document columns. */
export function paymentDocumentsOf(row: {
  gatewayPaymentId: string | null;
  invoiceJson: DocumentJson | null;
  refundsJson: RefundJson[];
}): PaymentDocuments {
  const link = (document: DocumentJson): DocumentLink => ({
    id: document.id,
    number: document.number,
    demo: demoReason({ seller: document.seller, gatewayPaymentId: row.gatewayPaymentId }) !== null,
  });
  return {
    invoice: row.invoiceJson ? link(row.invoiceJson) : null,
    refunds: row.refundsJson.map(({ creditNote, createdAt, ...refund }) => ({
      ...refund,
      createdAt: new Date(createdAt),
      creditNote: creditNote ? link(creditNote) : null,
    })),
  };
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
