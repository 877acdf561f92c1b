/** The public moderation ledger's counters and the businesses' replies (issue 18, decisions 032, 033). */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { removalGrounds } from "../complaint-grounds";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { reviews } from "./reviews";

/**
 * How many of a campaign's reviews are in each status, by current rating and (rejected only)
 * category; '' when not rejected. Kept by a trigger in the transaction of every review change
 * (migration 0008), so the public page reads a few rows, never the reviews.
 */
export const reviewLedger = pgTable(
  "review_ledger",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    status: text("status").notNull(),
    category: text("category").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.rating, t.status, t.category] }),
    check("review_ledger_nonnegative", sql`${t.count} >= 0`),
  ],
);

/** A business's one public reply to an approved review of its campaign; it never changes the review. */
export const reviewReplies = pgTable("review_replies", {
  reviewId: uuid("review_id")
    .primaryKey()
    .references(() => reviews.id, { onDelete: "cascade" }),
  authorId: uuid("author_id")
    .notNull()
    .references(() => profiles.id),
  replyText: text("reply_text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** Removed by the admin with a ground (decision 080): off the public page; the business cannot post it again. */
  removalGround: text("removal_ground", { enum: removalGrounds }),
  removedAt: timestamp("removed_at", { withTimezone: true }),
});
