/** What a campaign's owner changes after paying: edits awaiting approval and the review SMS. */
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { createdAt, id } from "./columns";

export const campaignEditStatuses = ["pending", "declined"] as const;
export type CampaignEditStatus = (typeof campaignEditStatuses)[number];

/**
 * An approved campaign's edit, waiting for the admin: the live campaign keeps its approved
 * values until the admin approves it (decision 051). One per campaign; a new edit replaces it.
 */
export const campaignEdits = pgTable(
  "campaign_edits",
  {
    campaignId: uuid("campaign_id")
      .primaryKey()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    mapsLink: text("maps_link").notNull(),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    address: text("address"),
    /** The place's position the edit asks for (campaigns.place_lat/lng); null keeps none. */
    placeLat: doublePrecision("place_lat"),
    placeLng: doublePrecision("place_lng"),
    status: text("status", { enum: campaignEditStatuses }).notNull().default("pending"),
    /** Why the admin declined it; shown to the business. */
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    index("campaign_edits_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("campaign_edits_place_check", sql`(${t.placeLat} is null) = (${t.placeLng} is null)`),
    check("campaign_edits_status_check", sql`${t.status} in ('pending', 'declined')`),
    check(
      "campaign_edits_reason_check",
      sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`,
    ),
  ],
);

export const reviewDigestStatuses = ["pending", "sent", "failed"] as const;
export type ReviewDigestStatus = (typeof reviewDigestStatuses)[number];

/**
 * The outbox of the daily 'new reviews' SMS (decision 050): a row is written in a transaction,
 * the SMS leaves after commit, and the row records how it went. One per campaign and day.
 */
export const reviewDigests = pgTable(
  "review_digests",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The day in Asia/Kolkata, YYYY-MM-DD: at most one digest per campaign and day. */
    day: text("day").notNull(),
    newReviews: integer("new_reviews").notNull(),
    status: text("status", { enum: reviewDigestStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_digests_unsent_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("review_digests_campaign_day_key").on(t.campaignId, t.day),
    check("review_digests_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
    check("review_digests_new_reviews_check", sql`${t.newReviews} > 0`),
  ],
);
