/** Security records: the audit trail and the rate limiters' counters. */
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

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
    /**
     * Set when the account is deleted (decision 103): the row is unlinked from the erased profile
     * and keyed by an HMAC of its phone number instead, for an investigation, until `kept_until`.
     */
    phoneHash: text("phone_hash"),
    /** A deleted account's rows live until deletion + 180 days, then the sweep erases them. */
    keptUntil: timestamp("kept_until", { withTimezone: true }),
  },
  (t) => [
    index("audit_events_profile_idx").on(t.profileId, t.createdAt),
    index("audit_events_phone_hash_idx").on(t.phoneHash).where(sql`${t.phoneHash} is not null`),
    // The retention sweep deletes events older than 90 days (decision 077).
    index("audit_events_created_idx").on(t.createdAt),
  ],
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
export const rateLimitLoginPerPhone = rateLimitTable("rate_limit_login_per_phone");
export const rateLimitLoginPerIp = rateLimitTable("rate_limit_login_per_ip");
/** The counters of every newer rule (decision 040), each key prefixed with its rule's name. */
export const rateLimitCounters = rateLimitTable("rate_limit_counters");
