/** Campaigns and the payments that paid for them. */
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { MAX_TARGET, MIN_TARGET, PRICE_PER_REVIEW } from "../prices";
import { profiles } from "./accounts";
import { createdAt, id, inCities } from "./columns";

export const campaignStatuses = [
  "pending_approval",
  "active",
  "paused",
  "completed",
  "rejected",
  "deleted",
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    businessName: text("business_name").notNull(),
    mapsLink: text("maps_link").notNull(),
    topics: text("topics").array().notNull().default(sql`'{}'::text[]`),
    city: text("city").notNull(),
    targetReviews: integer("target_reviews").notNull(),
    completedReviews: integer("completed_reviews").notNull().default(0),
    cost: integer("cost").notNull(),
    status: text("status", { enum: campaignStatuses }).notNull().default("pending_approval"),
    distributionDays: integer("distribution_days").notNull(),
    /** Reviews allowed on day 1..D, in order; its length is distribution_days. */
    distributionSchedule: jsonb("distribution_schedule").$type<number[]>().notNull(),
    /**
     * Element k-1: reviews allowed up to and including day k (the running sum of the schedule,
     * capped at the target), computed by the database from the schedule so it can never disagree.
     */
    allowedByDay: integer("allowed_by_day")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`campaign_allowed_by_day(distribution_schedule, target_reviews)`),
    /** Reviews holding a slot (pending or approved), kept by a trigger on reviews (migration 0004). */
    slotsTaken: integer("slots_taken").notNull().default(0),
    startDate: timestamp("start_date", { withTimezone: true }),
    /** Idempotency key of the create-and-pay form, so a double click creates one campaign. */
    requestId: uuid("request_id"),
    /** Why the admin rejected the campaign; shown to its business. */
    rejectionReason: text("rejection_reason"),
    /** Where the shop is, as its owner writes it; shown on the public page (decision 051). */
    address: text("address"),
    /**
     * The place's position (WGS 84 degrees), set by its owner at the shop or from a Maps link
     * (issue 49, decision 129): a review's photo is measured against it. Null until set.
     */
    placeLat: doublePrecision("place_lat"),
    placeLng: doublePrecision("place_lng"),
    /** When its owner or the admin paused it; null unless status is 'paused' (decision 051). */
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** The public page's short link, /b/{shortCode} (decision 052); made by the database. */
    shortCode: text("short_code")
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 8)`),
    /** Approved reviews its owner was already told of by SMS (the daily digest, decision 050). */
    reportedReviews: integer("reported_reviews").notNull().default(0),
    /**
     * What the admin decides on: one more on every change of the campaign's name, Maps link,
     * topics or address, and of its pending edit. A decision names the version it was made on
     * and is refused when it is no longer this one (decision 102).
     */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaigns_request_id_key").on(t.requestId),
    index("campaigns_business_idx").on(t.businessId, t.createdAt),
    // The admin's list of all campaigns, newest first.
    index("campaigns_created_idx").on(t.createdAt, t.id),
    index("campaigns_city_status_idx").on(t.city, t.status, t.createdAt),
    // The reviewer's available campaigns: only the city's active ones, in listing order.
    index("campaigns_active_city_idx")
      .on(t.city, t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index("campaigns_status_idx").on(t.status, t.createdAt),
    index("campaigns_business_name_idx").on(t.businessName),
    check(
      "campaigns_status_check",
      sql`${t.status} in ('pending_approval', 'active', 'paused', 'completed', 'rejected', 'deleted')`,
    ),
    check(
      "campaigns_place_check",
      sql`(${t.placeLat} is null) = (${t.placeLng} is null) and (${t.placeLat} is null or (${t.placeLat} between -90 and 90 and ${t.placeLng} between -180 and 180))`,
    ),
    check("campaigns_paused_at_check", sql`(${t.status} = 'paused') = (${t.pausedAt} is not null)`),
    uniqueIndex("campaigns_short_code_key").on(t.shortCode),
    // The daily digest's campaigns: those with approved reviews their owner has not heard of.
    index("campaigns_unreported_idx")
      .on(t.id)
      .where(sql`${t.completedReviews} > ${t.reportedReviews}`),
    check(
      "campaigns_target_check",
      sql`${t.targetReviews} between ${sql.raw(String(MIN_TARGET))} and ${sql.raw(String(MAX_TARGET))}`,
    ),
    check("campaigns_completed_check", sql`${t.completedReviews} between 0 and ${t.targetReviews}`),
    check(
      "campaigns_cost_check",
      sql`${t.cost} = ${t.targetReviews} * ${sql.raw(String(PRICE_PER_REVIEW))}`,
    ),
    check("campaigns_city_check", sql`${t.city} in ${inCities}`),
    check("campaigns_slots_taken_check", sql`${t.slotsTaken} between 0 and ${t.targetReviews}`),
    // One running total per day, reaching the target on the last: after it the whole target.
    // (Checks run in name order: this one comes after campaigns_target_check.)
    check(
      "campaigns_whole_target_by_last_day",
      sql`cardinality(${t.allowedByDay}) = ${t.distributionDays} and ${t.allowedByDay}[${t.distributionDays}] = ${t.targetReviews}`,
    ),
  ],
);

export const paymentStatuses = ["succeeded", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentPurposes = ["campaign", "more_reviews"] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

export const payments = pgTable(
  "payments",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    businessId: uuid("business_id")
      .notNull()
      .references(() => profiles.id),
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    status: text("status", { enum: paymentStatuses }).notNull(),
    /** When a rejected campaign's payment was given back. */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** What it paid for: the campaign, or reviews added to it later ('Add reviews'). */
    purpose: text("purpose", { enum: paymentPurposes }).notNull().default("campaign"),
    /** Idempotency key of an 'Add reviews' form, so a double click pays once. */
    requestId: uuid("request_id"),
    /** The gateway's payment id (Razorpay's pay_…); null for a simulated payment. */
    gatewayPaymentId: text("gateway_payment_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_request_id_key").on(t.requestId),
    uniqueIndex("payments_gateway_payment_key").on(t.gatewayPaymentId),
    check("payments_purpose_check", sql`${t.purpose} in ('campaign', 'more_reviews')`),
    index("payments_business_created_idx").on(t.businessId, t.createdAt),
    index("payments_campaign_idx").on(t.campaignId),
    check("payments_amount_check", sql`${t.amount} >= 0`),
    check("payments_provider_check", sql`${t.provider} <> ''`),
    check("payments_status_check", sql`${t.status} in ('succeeded', 'failed', 'refunded')`),
    check(
      "payments_refunded_at_check",
      sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`,
    ),
  ],
);
