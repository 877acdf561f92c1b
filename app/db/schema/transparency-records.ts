/** The public warnings on businesses (decision 097) and the closed months' reports (decision 096). */
import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { warningGrounds } from "../warning-grounds";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

const inWarningGrounds = sql.raw(`(${warningGrounds.map((name) => `'${name}'`).join(", ")})`);

/**
 * The admin's warning that a business was found trying to influence its reviews. Shown on the
 * business's public pages from `starts_on` to `ends_on` (India's calendar days, both included),
 * read by date comparison: nothing has to run for it to end. Ended early by `withdrawn_at`.
 * A warning never touches a review.
 */
export const businessWarnings = pgTable(
  "business_warnings",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ground: text("ground", { enum: warningGrounds }).notNull(),
    /** The admin's words the public reads, as written. */
    publicText: text("public_text").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    issuedBy: uuid("issued_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnBy: uuid("withdrawn_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("business_warnings_business_idx").on(t.businessId, t.endsOn),
    index("business_warnings_created_idx").on(t.createdAt, t.id),
    check("business_warnings_ground_check", sql`${t.ground} in ${inWarningGrounds}`),
    check("business_warnings_dates_check", sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A closed month's transparency report, stored once the month is over (decision 096): its
 * figures no longer move, and the page reads one row instead of the month's reviews.
 */
export const transparencyMonths = pgTable(
  "transparency_months",
  {
    /** 'YYYY-MM', a month of India's calendar. */
    month: text("month").primaryKey(),
    figures: jsonb("figures").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("transparency_months_month_check", sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`)],
);
