/**
 * What a review's proof says about the visit (issue 49, decision 129): how far from the business
 * the photo was taken, as a band, and when; and the bill the photo shows, read as text by a job.
 * No coordinate of a reviewer is stored anywhere: the server turns a position into a band as it
 * arrives and forgets it.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { reviews } from "./reviews";

/** How far from the business's place the photo was taken. */
export const placeBands = ["within_200m", "within_2km", "in_city", "elsewhere", "unknown"] as const;
export type PlaceBand = (typeof placeBands)[number];

/** Where a fact came from: the browser at the moment of 'Take a photo now', or the photo's EXIF. */
export const photoFactSources = ["camera", "photo"] as const;
export type PhotoFactSource = (typeof photoFactSources)[number];

/** The bill-reading job's state for a proof. */
export const billReadStatuses = ["pending", "read", "no_bill", "failed"] as const;
export type BillReadStatus = (typeof billReadStatuses)[number];

const inList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);

export const reviewProofChecks = pgTable(
  "review_proof_checks",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** The proof's storage key this row was made from; a revision's new proof replaces the row. */
    proof: text("proof").notNull(),
    placeBand: text("place_band", { enum: placeBands }).notNull(),
    placeSource: text("place_source", { enum: photoFactSources }),
    /** Whole kilometres from the business, only for 'in_city' and 'elsewhere' (the signal's words). */
    distanceKm: integer("distance_km"),
    /** When the photo was taken, by its EXIF or the moment of capture; null when unknown. */
    takenAt: timestamp("taken_at", { withTimezone: true }),
    takenSource: text("taken_source", { enum: photoFactSources }),
    billStatus: text("bill_status", { enum: billReadStatuses }).notNull().default("pending"),
    /** Tries of the bill-reading job; it gives up after a few ('failed'). */
    billAttempts: smallint("bill_attempts").notNull().default(0),
    billNumber: text("bill_number"),
    billDate: date("bill_date"),
    /** The bill's total in paise. */
    billTotal: integer("bill_total"),
    billGstin: text("bill_gstin"),
    /** An earlier review whose bill has this bill's number, date and total. */
    sameBillReviewId: uuid("same_bill_review_id").references(() => reviews.id, {
      onDelete: "set null",
    }),
    billReadAt: timestamp("bill_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The job's queue: proofs whose bill is not read yet, oldest first.
    index("review_proof_checks_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.billStatus} = 'pending'`),
    // The same-bill lookup.
    index("review_proof_checks_bill_idx")
      .on(t.billNumber, t.billDate, t.billTotal)
      .where(sql`${t.billStatus} = 'read' and ${t.billNumber} is not null`),
    index("review_proof_checks_same_bill_idx").on(t.sameBillReviewId),
    check("review_proof_checks_place_band_check", sql`${t.placeBand} in ${inList(placeBands)}`),
    check(
      "review_proof_checks_place_source_check",
      sql`${t.placeSource} is null or ${t.placeSource} in ${inList(photoFactSources)}`,
    ),
    check(
      "review_proof_checks_taken_source_check",
      sql`(${t.takenSource} is null) = (${t.takenAt} is null) and (${t.takenSource} is null or ${t.takenSource} in ${inList(photoFactSources)})`,
    ),
    check(
      "review_proof_checks_distance_check",
      sql`(${t.distanceKm} is not null) = (${t.placeBand} in ('in_city', 'elsewhere')) and (${t.distanceKm} is null or ${t.distanceKm} >= 0)`,
    ),
    check(
      "review_proof_checks_bill_status_check",
      sql`${t.billStatus} in ${inList(billReadStatuses)}`,
    ),
    check(
      "review_proof_checks_bill_total_check",
      sql`${t.billTotal} is null or ${t.billTotal} > 0`,
    ),
  ],
);
