/** Accounts: the profile, its password, signed-in browsers and one-time codes. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, inCities } from "./columns";

/** A moderator is invited by the admin (team_members, decision 067); the other three as SPEC §1. */
export const roles = ["user", "business", "admin", "moderator"] as const;
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
    /** The reviewer's reviews now approved and now rejected, kept by a trigger on reviews. */
    approvedReviews: integer("approved_reviews").notNull().default(0),
    rejectedReviews: integer("rejected_reviews").notNull().default(0),
    /**
     * The level's variety (decision 132): different businesses and different Kolkata days among
     * the reviewer's latest VARIETY_WINDOW approved reviews, kept by a trigger on reviews
     * (reviewer_variety()), so a page of reviewers' levels reads no reviews.
     */
    approvedBusinesses: integer("approved_businesses").notNull().default(0),
    approvedDays: integer("approved_days").notNull().default(0),
    /** The language the person last used the site in, for messages sent to them (SMS). */
    language: text("language", { enum: ["en", "hi"] }),
    /** A business's choice to get the daily SMS of new reviews (decision 050): off until ticked (092). */
    reviewSms: boolean("review_sms").notNull().default(false),
    createdAt: createdAt(),
    /** When the person deleted their account (decision 076): the row stays, without identity. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("profiles_phone_key").on(t.phone),
    // The staff (a handful among a city's profiles), for the access log's filter (decision 084).
    index("profiles_staff_idx")
      .on(t.role, t.username)
      .where(sql`${t.role} in ('admin', 'moderator')`),
    check("profiles_role_check", sql`${t.role} in ('user', 'business', 'admin', 'moderator')`),
    check("profiles_language_check", sql`${t.language} is null or ${t.language} in ('en', 'hi')`),
    check("profiles_wallet_nonnegative", sql`${t.walletBalance} >= 0`),
    check("profiles_city_check", sql`${t.city} is null or ${t.city} in ${inCities}`),
    check(
      "profiles_review_counts_check",
      sql`${t.approvedReviews} >= 0 and ${t.rejectedReviews} >= 0`,
    ),
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

export const verificationPurposes = ["signup", "reset", "admin_login", "delete_account"] as const;
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
    // The retention sweep deletes codes a day after they expired.
    index("verifications_expires_idx").on(t.expiresAt),
    check(
      "verifications_purpose_check",
      sql`${t.purpose} in ('signup', 'reset', 'admin_login', 'delete_account')`,
    ),
    check("verifications_attempts_check", sql`${t.attempts} >= 0`),
  ],
);
