/** Rows per status of reviews, campaigns and payouts, kept by triggers. */
import { sql } from "drizzle-orm";
import { bigint, check, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const countedEntities = ["reviews", "campaigns", "payouts"] as const;
export type CountedEntity = (typeof countedEntities)[number];

/**
 * How many rows of each entity (a table name) are in each status, kept by triggers at commit
 * (migration 0004), so the admin's badges never count a growing set. refresh_counters()
 * recomputes it from the rows.
 */
export const statusCounts = pgTable(
  "status_counts",
  {
    entity: text("entity", { enum: countedEntities }).notNull(),
    status: text("status").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.status] }),
    check("status_counts_nonnegative", sql`${t.count} >= 0`),
  ],
);
