import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { cityNames } from "./cities";
import { MIN_PAYOUT, PRICE_PER_REVIEW } from "./prices";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** `column in ('Bhopal', …)`: a city must be one of the ten. */
const inCities = sql.raw(`(${cityNames.map((name) => `'${name}'`).join(", ")})`);

export const roles = ["user", "business", "admin"] as const;
export type Role = (typeof roles)[number];

/** One row per person: the account and its profile (id = account id). */
export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    phone: text("phone").notNull(),
    role: text("role", { enum: roles }).notNull(),
    username: text("username"),
    city: text("city"),
    businessName: text("business_name"),
    reviewerName: text("reviewer_name"),
    reviewerEmail: text("reviewer_email"),
    walletBalance: integer("wallet_balance").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("profiles_phone_key").on(t.phone),
    check("profiles_role_check", sql`${t.role} in ('user', 'business', 'admin')`),
    check("profiles_wallet_nonnegative", sql`${t.walletBalance} >= 0`),
    check("profiles_city_check", sql`${t.city} is null or ${t.city} in ${inCities}`),
  ],
);

/** Kept apart from the profile so that no profile query can leak a hash by accident. */
export const passwords = pgTable("passwords", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in browser. Only a hash of the cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_key").on(t.tokenHash),
    index("sessions_profile_idx").on(t.profileId),
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

export const verificationPurposes = ["signup", "reset", "admin_login"] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** One-time codes sent by SMS. Only a keyed hash of the code is stored. */
export const verifications = pgTable(
  "verifications",
  {
    id: id(),
    phone: text("phone").notNull(),
    purpose: text("purpose", { enum: verificationPurposes }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verifications_phone_purpose_idx").on(t.phone, t.purpose, t.createdAt),
    check("verifications_purpose_check", sql`${t.purpose} in ('signup', 'reset', 'admin_login')`),
    check("verifications_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

export const campaignStatuses = ["pending_approval", "active", "completed", "rejected"] as const;
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
      sql`${t.status} in ('pending_approval', 'active', 'completed', 'rejected')`,
    ),
    check("campaigns_target_check", sql`${t.targetReviews} between 1 and 1000`),
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

export const payoutStatuses = ["pending", "paid", "rejected"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    amount: integer("amount").notNull(),
    upiId: text("upi_id").notNull(),
    status: text("status", { enum: payoutStatuses }).notNull().default("pending"),
    reference: text("reference"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    // At most one pending payout per reviewer.
    uniqueIndex("payouts_one_pending_key").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("payouts_status_created_idx").on(t.status, t.createdAt),
    // The admin's processed payouts, the most recently processed first.
    index("payouts_processed_idx")
      .on(t.processedAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.status} in ('paid', 'rejected')`),
    index("payouts_user_created_idx").on(t.userId, t.createdAt),
    check("payouts_amount_check", sql`${t.amount} >= ${sql.raw(String(MIN_PAYOUT))}`),
    check("payouts_status_check", sql`${t.status} in ('pending', 'paid', 'rejected')`),
  ],
);

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
    status: text("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_business_created_idx").on(t.businessId, t.createdAt),
    index("payments_campaign_idx").on(t.campaignId),
    check("payments_amount_check", sql`${t.amount} >= 0`),
    check("payments_provider_check", sql`${t.provider} <> ''`),
    check("payments_status_check", sql`${t.status} in ('succeeded', 'failed')`),
  ],
);

export const ledgerReasons = ["review_reward", "payout_request", "payout_refund"] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

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

/** Every change of a wallet; a wallet balance always equals the sum of its rows. */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    amount: integer("amount").notNull(),
    reason: text("reason", { enum: ledgerReasons }).notNull(),
    reviewId: uuid("review_id").references(() => reviews.id),
    payoutId: uuid("payout_id").references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("wallet_ledger_user_created_idx").on(t.userId, t.createdAt),
    // A review is rewarded once; a payout is debited once and refunded at most once.
    uniqueIndex("wallet_ledger_review_reward_key")
      .on(t.reviewId)
      .where(sql`${t.reason} = 'review_reward'`),
    uniqueIndex("wallet_ledger_payout_reason_key")
      .on(t.payoutId, t.reason)
      .where(sql`${t.payoutId} is not null`),
    check(
      "wallet_ledger_reason_check",
      sql`${t.reason} in ('review_reward', 'payout_request', 'payout_refund')`,
    ),
    check(
      "wallet_ledger_link_check",
      sql`(${t.reason} = 'review_reward' and ${t.reviewId} is not null) or (${t.reason} <> 'review_reward' and ${t.payoutId} is not null)`,
    ),
    check("wallet_ledger_amount_check", sql`${t.amount} <> 0`),
  ],
);

/** Security events (sign-ins, password changes, admin actions), for audit. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    ip: text("ip"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_events_profile_idx").on(t.profileId, t.createdAt)],
);

/**
 * The counters of rate-limiter-flexible when the limits live in PostgreSQL (SPEC §6), one table
 * per rule in the layout the library reads and writes. Made here by the migrations rather than
 * by the library at start, so that two servers starting together do not race to create them.
 */
function rateLimitTable(name: string) {
  return pgTable(name, {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  });
}

export const rateLimitOtpSendPerPhonePerMinute = rateLimitTable(
  "rate_limit_otp_send_per_phone_per_minute",
);
export const rateLimitOtpSendPerPhonePerHour = rateLimitTable(
  "rate_limit_otp_send_per_phone_per_hour",
);
export const rateLimitOtpSendPerIpPerHour = rateLimitTable("rate_limit_otp_send_per_ip_per_hour");
export const rateLimitLoginPerPhone = rateLimitTable("rate_limit_login_per_phone");
export const rateLimitLoginPerIp = rateLimitTable("rate_limit_login_per_ip");
