/** Personal data breaches and their notices to each affected person (decision 095, DPDP Rules r.7). */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { breachScopes } from "../breach-choices";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

export { type BreachScope, breachScopes } from "../breach-choices";

/** The parts of rule 7(1) the admin writes, once in each language. */
export type BreachNoticeParts = {
  description: string;
  consequences: string;
  measures: string;
  safety: string;
};

/**
 * One breach as the admin records it: when it happened and was found, what it was, which data
 * and whose, the notice's parts in English and Hindi, and the record rule 7 asks for (how many
 * were told and when, when the Board was told and its reference).
 */
export const breaches = pgTable(
  "breaches",
  {
    id: id(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    discoveredAt: timestamp("discovered_at", { withTimezone: true }).notNull(),
    nature: text("nature").notNull(),
    extent: text("extent").notNull(),
    dataAffected: text("data_affected").notNull(),
    scope: text("scope", { enum: breachScopes }).notNull(),
    city: text("city"),
    /** The ids or phone numbers the admin listed (scope 'list'), one per entry. */
    listed: jsonb("listed").$type<string[]>(),
    windowFrom: timestamp("window_from", { withTimezone: true }),
    windowTo: timestamp("window_to", { withTimezone: true }),
    noticeEn: jsonb("notice_en").$type<BreachNoticeParts>().notNull(),
    noticeHi: jsonb("notice_hi").$type<BreachNoticeParts>().notNull(),
    /** Rule 7(1)(e): who answers the person's questions (name, phone or email). */
    contact: text("contact").notNull(),
    recordedBy: uuid("recorded_by").references(() => profiles.id, { onDelete: "set null" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    notifiedCount: integer("notified_count"),
    boardToldAt: timestamp("board_told_at", { withTimezone: true }),
    boardReference: text("board_reference"),
    createdAt: createdAt(),
  },
  (t) => [
    index("breaches_time_idx").on(t.createdAt),
    check("breaches_scope_check", sql`${t.scope} in ('all', 'city', 'list', 'window')`),
    check("breaches_notified_check", sql`(${t.notifiedAt} is null) = (${t.notifiedCount} is null)`),
  ],
);

/**
 * One affected person's notice: written for everyone at once when the admin confirms, its SMS
 * sent after commit (an outbox row's state), shown on their next visit until acknowledged.
 */
export const breachNotices = pgTable(
  "breach_notices",
  {
    id: id(),
    breachId: uuid("breach_id")
      .notNull()
      .references(() => breaches.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The person's language when the notice was written: its SMS is in it. */
    language: text("language", { enum: ["en", "hi"] }).notNull(),
    smsStatus: text("sms_status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    smsAttempts: integer("sms_attempts").notNull().default(0),
    smsSentAt: timestamp("sms_sent_at", { withTimezone: true }),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("breach_notices_person_key").on(t.breachId, t.profileId),
    // Every signed-in page asks whether its person has a notice to read: only the unread.
    index("breach_notices_unread_idx").on(t.profileId).where(sql`${t.acknowledgedAt} is null`),
    index("breach_notices_unsent_idx").on(t.createdAt).where(sql`${t.smsStatus} = 'pending'`),
    check("breach_notices_language_check", sql`${t.language} in ('en', 'hi')`),
    check("breach_notices_sms_status_check", sql`${t.smsStatus} in ('pending', 'sent', 'failed')`),
  ],
);
