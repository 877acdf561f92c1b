import { and, eq, sql } from "drizzle-orm";
import { sellerConfig } from "~/config/seller-config.server";
import type { Transaction } from "~/db/client.server";
import {
  billingDetails,
  campaigns,
  type DocumentParty,
  payments,
  profiles,
  type RefundReason,
  type TaxDocumentKind,
  taxDocuments,
} from "~/db/schema";
import { gstStateName, HOME_STATE_CODE } from "~/forms/gst-states";
import { PRICE_PER_REVIEW } from "../rupees";
import { documentNumber } from "./document-number";
import { financialYear } from "./financial-year";
import { SAC_CODE, splitInclusiveTax } from "./tax-split";

export type TaxDocument = typeof taxDocuments.$inferSelect;

/** A payment as its invoice needs it: rupees, tax included. */
export type InvoicedPayment = {
  id: string;
  businessId: string;
  campaignId: string;
  amount: number;
  purpose: "campaign" | "more_reviews";
  /** The invoice's date: the payment's own. */
  createdAt: Date;
};

/** A refund as its credit note needs it: rupees, tax included. */
export type CreditedRefund = {
  id: string;
  paymentId: string;
  businessId: string;
  campaignId: string;
  amount: number;
  reason: RefundReason;
  /** The credit note's date: the refund's own. */
  createdAt: Date;
};

const REFUND_WORDS: Record<RefundReason, string> = {
  campaign_rejected: "campaign rejected",
  campaign_deleted: "campaign deleted",
  unfilled_slots: "review slots left unfilled",
  reviews_not_added: "reviews paid for could not be added",
};

/**
 * The tax invoice of a payment, issued in the transaction that writes the payment (decision
 * 062). Call it last in that transaction: the series' counter row stays locked until commit.
 * A ₹0 payment (none is taken today) gets no invoice; answers the invoice or null.
 */
export async function issueInvoice(
  tx: Transaction,
  payment: InvoicedPayment,
): Promise<TaxDocument | null> {
  if (payment.amount <= 0) return null;
  const [campaign] = await tx
    .select({ name: campaigns.businessName, city: campaigns.city })
    .from(campaigns)
    .where(eq(campaigns.id, payment.campaignId));
  if (!campaign) throw new Error(`payment ${payment.id} has no campaign`);
  const seller = sellerParty();
  const buyer = await buyerParty(tx, payment.businessId, campaign.city);
  const reviews = payment.amount / PRICE_PER_REVIEW;
  const what =
    payment.purpose === "campaign" ? "Verified review campaign" : "Reviews added to campaign";
  return insertDocument(tx, {
    kind: "invoice",
    now: payment.createdAt,
    seller,
    buyer,
    paymentId: payment.id,
    refundId: null,
    invoice: null,
    businessId: payment.businessId,
    campaignId: payment.campaignId,
    description: `${what} "${campaign.name}" (${campaign.city}): ${reviews} reviews at ₹${PRICE_PER_REVIEW} each, tax included`,
    quantity: reviews,
    totalPaise: payment.amount * 100,
  });
}

/**
 * The credit note of a refund, issued in the transaction that writes the refund; its buyer and
 * place of supply are its invoice's. A payment from before invoices existed gets its invoice now.
 */
export async function issueCreditNote(
  tx: Transaction,
  refund: CreditedRefund,
): Promise<TaxDocument> {
  const invoice = await invoiceOfPayment(tx, refund.paymentId, refund.createdAt);
  if (!invoice) throw new Error(`refund ${refund.id} of a ₹0 payment ${refund.paymentId}`);
  return insertDocument(tx, {
    kind: "credit_note",
    now: refund.createdAt,
    seller: sellerParty(),
    buyer: invoice.buyer,
    paymentId: refund.paymentId,
    refundId: refund.id,
    invoice,
    businessId: refund.businessId,
    campaignId: refund.campaignId,
    description: `Refund against invoice ${invoice.number} (${REFUND_WORDS[refund.reason]}): ${refund.amount / PRICE_PER_REVIEW} reviews at ₹${PRICE_PER_REVIEW} each, tax included`,
    quantity: refund.amount / PRICE_PER_REVIEW,
    totalPaise: refund.amount * 100,
  });
}

/** A payment's invoice, issuing it first for a payment from before invoices existed. */
async function invoiceOfPayment(
  tx: Transaction,
  paymentId: string,
  issuedAt: Date,
): Promise<TaxDocument | null> {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.kind, "invoice"), eq(taxDocuments.paymentId, paymentId)));
  if (invoice) return invoice;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  // Dated when issued, never backdated into an earlier year's series.
  return payment ? issueInvoice(tx, { ...payment, createdAt: issuedAt }) : null;
}

async function insertDocument(
  tx: Transaction,
  input: {
    kind: TaxDocumentKind;
    now: Date;
    seller: DocumentParty;
    buyer: DocumentParty;
    paymentId: string;
    refundId: string | null;
    /** A credit note's invoice: its id, number and date go on the note (rule 53(1A)(g)). */
    invoice: TaxDocument | null;
    businessId: string;
    campaignId: string;
    description: string;
    quantity: number;
    totalPaise: number;
  },
): Promise<TaxDocument> {
  const year = financialYear(input.now);
  const sequence = await nextSequence(tx, input.kind, year);
  const split = splitInclusiveTax(
    input.totalPaise,
    input.buyer.stateCode === input.seller.stateCode,
  );
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      kind: input.kind,
      number: documentNumber(input.kind, year, sequence),
      financialYear: year,
      sequence,
      businessId: input.businessId,
      paymentId: input.paymentId,
      refundId: input.refundId,
      invoiceId: input.invoice?.id ?? null,
      invoiceNumber: input.invoice?.number ?? null,
      invoiceIssuedAt: input.invoice?.issuedAt ?? null,
      campaignId: input.campaignId,
      issuedAt: input.now,
      seller: input.seller,
      buyer: input.buyer,
      lines: [
        {
          description: input.description,
          sac: SAC_CODE,
          quantity: input.quantity,
          totalPaise: input.totalPaise,
        },
      ],
      ...split,
    })
    .returning();
  if (!document) throw new Error(`no ${input.kind} written for payment ${input.paymentId}`);
  return document;
}

/**
 * The next number of a series in a financial year: the upsert locks the counter row until
 * commit, so concurrent issuers queue and a rolled-back transaction gives its number back. The
 * 16-character series of decision 089 continues the year's counter, so 34 follows 33.
 */
async function nextSequence(tx: Transaction, kind: TaxDocumentKind, year: string) {
  const result = (await tx.execute(sql`
    insert into document_counters (kind, financial_year, last_sequence) values (${kind}, ${year}, 1)
    on conflict (kind, financial_year)
      do update set last_sequence = document_counters.last_sequence + 1
    returning last_sequence`)) as unknown as { rows: { last_sequence: number }[] };
  const sequence = result.rows[0]?.last_sequence;
  if (sequence === undefined) throw new Error(`no ${kind} number for ${year}`);
  return Number(sequence);
}

function sellerParty(): DocumentParty {
  const seller = sellerConfig();
  return {
    legalName: seller.legalName,
    gstin: seller.gstin,
    address: seller.address,
    stateCode: seller.stateCode,
    stateName: seller.stateName,
  };
}

/** The recipient of an invoice whose buyer never gave billing details (decision 089). */
export const UNNAMED_RECIPIENT = "Unregistered recipient (billing details not given)";

/**
 * The business's billing details (legal name, address, PIN code, state), frozen on the document.
 * The pay step asks for them first (decision 089). An order opened before that rule and paid
 * later names an unregistered recipient and its state (the address on record under rule 46's
 * proviso as amended), never a campaign's name: the profile's name is its first campaign's.
 */
async function buyerParty(
  tx: Transaction,
  businessId: string,
  city: string,
): Promise<DocumentParty> {
  const [row] = await tx
    .select({
      legalName: billingDetails.legalName,
      gstin: billingDetails.gstin,
      address: billingDetails.address,
      stateCode: billingDetails.stateCode,
      pinCode: billingDetails.pinCode,
    })
    .from(profiles)
    .leftJoin(billingDetails, eq(billingDetails.businessId, profiles.id))
    .where(eq(profiles.id, businessId));
  if (row?.legalName && row.address && row.stateCode) {
    return {
      legalName: row.legalName,
      gstin: row.gstin,
      address: row.address,
      stateCode: row.stateCode,
      stateName: gstStateName(row.stateCode),
      pinCode: row.pinCode,
    };
  }
  return {
    legalName: UNNAMED_RECIPIENT,
    gstin: null,
    address: `${city}, ${gstStateName(HOME_STATE_CODE)}`,
    stateCode: HOME_STATE_CODE,
    stateName: gstStateName(HOME_STATE_CODE),
    pinCode: null,
  };
}
