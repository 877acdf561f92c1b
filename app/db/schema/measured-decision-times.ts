/** How long reviews wait for a decision: a few rows the measuring job rewrites (decision 069). */
import { sql } from "drizzle-orm";
import { check, doublePrecision, integer, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per window (the last 7 and the last 30 days): the decisions made in it and the time
 * from submission to decision, median and 90th percentile, in seconds (null without decisions).
 * Pages read these rows instead of scanning reviews.
 */
export const decisionTimes = pgTable(
  "decision_times",
  {
    windowDays: smallint("window_days").primaryKey(),
    decisions: integer("decisions").notNull(),
    medianSeconds: doublePrecision("median_seconds"),
    p90Seconds: doublePrecision("p90_seconds"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("decision_times_window_check", sql`${t.windowDays} in (7, 30)`),
    check("decision_times_decisions_check", sql`${t.decisions} >= 0`),
  ],
);
