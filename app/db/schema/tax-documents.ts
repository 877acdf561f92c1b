/** GST: a business's billing details, and the tax invoices and credit notes issued to it (decision 062). */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

/** What a business's invoices are made out to; absent until it gives them (then a B2C invoice). */
export const billingDetails = pgTable(
  "billing_details",
  {
    businessId: uuid("business_id")
      .primaryKey()
      .references(() => profiles.id),
    legalName: text("legal_name").notNull(),
    /** Null: an unregistered buyer (B2C); the invoice names its state as the place of supply. */
    gstin: text("gstin"),
    address: text("address").notNull(),
    stateCode: text("state_code").notNull(),
    /** The address's PIN code; null only on details saved before it was asked (decision 089). */
    pinCode: text("pin_code"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("billing_details_state_check", sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check(
      "billing_details_pin_code_check",
      sql`${t.pinCode} is null or ${t.pinCode} ~ '^[1-9][0-9]{5}$'`,
    ),
    // A GSTIN's first two digits are its state: the two can never disagree.
    check(
      "billing_details_gstin_state_check",
      sql`${t.gstin} is null or left(${t.gstin}, 2) = ${t.stateCode}`,
    ),
  ],
);

export const taxDocumentKinds = ["invoice", "credit_note"] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** The parties as a document prints them, frozen at issue. */
export type DocumentParty = {
  legalName: string;
  gstin: string | null;
  address: string;
  stateCode: string;
  stateName: string;
  /** The recipient's PIN code (rule 46's proviso); absent on documents issued before it was asked. */
  pinCode?: string | null;
};
export type DocumentLine = {
  description: string;
  sac: string;
  quantity: number;
  totalPaise: number;
};

/**
 * A tax invoice (one per payment) or credit note (one per refund), written once in the
 * transaction that writes its payment or refund; a trigger refuses any UPDATE or DELETE. No
 * foreign key to the payment or refund: a tax document outlives the rows it was issued for.
 */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: id(),
    kind: text("kind", { enum: taxDocumentKinds }).notNull(),
    /**
     * RK2627/000001 (invoices) or RC2627/000001 (credit notes), at most 16 characters; documents
     * issued before decision 089 keep their RK/2026-27/000001 and RK-CN/2026-27/000001.
     */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    paymentId: uuid("payment_id").notNull(),
    refundId: uuid("refund_id"),
    /** A credit note's invoice; null on an invoice. */
    invoiceId: uuid("invoice_id"),
    /** A credit note's invoice's number and date of issue, frozen with it (rule 53(1A)(g)). */
    invoiceNumber: text("invoice_number"),
    invoiceIssuedAt: timestamp("invoice_issued_at", { withTimezone: true }),
    campaignId: uuid("campaign_id").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    seller: jsonb("seller").$type<DocumentParty>().notNull(),
    buyer: jsonb("buyer").$type<DocumentParty>().notNull(),
    lines: jsonb("lines").$type<DocumentLine[]>().notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    cgstPaise: integer("cgst_paise").notNull(),
    sgstPaise: integer("sgst_paise").notNull(),
    igstPaise: integer("igst_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tax_documents_number_key").on(t.number),
    uniqueIndex("tax_documents_series_key").on(t.kind, t.financialYear, t.sequence),
    uniqueIndex("tax_documents_invoice_of_payment_key")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("tax_documents_refund_key").on(t.refundId),
    index("tax_documents_payment_idx").on(t.paymentId),
    check("tax_documents_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      "tax_documents_refund_check",
      sql`(${t.kind} = 'credit_note') = (${t.refundId} is not null and ${t.invoiceId} is not null)`,
    ),
    // NOT VALID in the migration: documents issued before decision 089 keep their numbers.
    check("tax_documents_number_length_check", sql`char_length(${t.number}) <= 16`),
    check(
      "tax_documents_invoice_reference_check",
      sql`${t.kind} = 'invoice' or (${t.invoiceNumber} is not null and ${t.invoiceIssuedAt} is not null)`,
    ),
    check(
      "tax_documents_amounts_check",
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise} and ${t.totalPaise} > 0`,
    ),
  ],
);

/** The last number given in each series and financial year: the next one is taken by updating it. */
export const documentCounters = pgTable(
  "document_counters",
  {
    kind: text("kind", { enum: taxDocumentKinds }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);
