/** Reviews of a campaign's business, one per reviewer and campaign. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { createdAt, id } from "./columns";

export const reviewStatuses = ["pending", "approved", "rejected", "withdrawn"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    reviewText: text("review_text").notNull(),
    rating: smallint("rating").notNull(),
    /** Key in private storage; never shown to the public. */
    proof: text("proof").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewerEmail: text("reviewer_email").notNull(),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    earnings: integer("earnings").notNull().default(0),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: uuid("moderated_by").references(() => profiles.id),
  },
  (t) => [
    uniqueIndex("reviews_campaign_user_key").on(t.campaignId, t.userId),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_user_created_idx").on(t.userId, t.createdAt),
    index("reviews_campaign_status_idx").on(t.campaignId, t.status, t.createdAt),
    // The orphan-proof sweep asks which stored keys a review names.
    index("reviews_proof_idx").on(t.proof),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check("reviews_earnings_check", sql`${t.earnings} >= 0`),
  ],
);
