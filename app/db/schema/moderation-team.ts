/** The moderation team (decision 067): invited numbers and each review's two checks. */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { reviews } from "./reviews";

export const teamMemberStatuses = ["active", "suspended"] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];
/** The invitation SMS (decision 110): written with the invitation, sent after its commit. */
export const invitationSmsStatuses = ["pending", "sent", "failed", "skipped"] as const;

/**
 * A moderator invited by the admin, keyed by phone so that the invitation waits for the sign-up;
 * the profile made from an invited number gets the role 'moderator'. Removal deletes the row.
 * The admin's Team tab names a member by `id`, so the page never carries the whole number
 * (decision 083: a phone is shown only through 'Show phone', which is logged).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    phone: text("phone").primaryKey(),
    id: uuid("id").notNull().defaultRandom().unique("team_members_id_key"),
    status: text("status", { enum: teamMemberStatuses }).notNull().default("active"),
    invitedBy: uuid("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The invitation SMS's language, chosen by the admin (decision 110); null before it existed. */
    inviteLanguage: text("invite_language"),
    /** Null for invitations made before the SMS existed: nothing to send. */
    inviteSmsStatus: text("invite_sms_status", { enum: invitationSmsStatuses }),
    inviteSmsAttempts: integer("invite_sms_attempts").notNull().default(0),
    inviteSmsSentAt: timestamp("invite_sms_sent_at", { withTimezone: true }),
    /** When the moderator closed the first screen's explanation of the job; null shows it. */
    welcomeDismissedAt: timestamp("welcome_dismissed_at", { withTimezone: true }),
  },
  (t) => [
    check("team_members_status_check", sql`${t.status} in ('active', 'suspended')`),
    check(
      "team_members_invite_sms_status_check",
      sql`${t.inviteSmsStatus} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
    index("team_members_invite_unsent_idx")
      .on(t.invitedAt)
      .where(sql`${t.inviteSmsStatus} = 'pending'`),
  ],
);

export const reviewCheckKinds = ["proof", "text"] as const;
export type ReviewCheckKind = (typeof reviewCheckKinds)[number];

/**
 * Check 1 ('proof') and check 2 ('text') of a review: who made each, whether it passed, when it
 * was handed to them and when they recorded it (the per-moderator figures read these).
 */
export const reviewChecks = pgTable(
  "review_checks",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reviewCheckKinds }).notNull(),
    passed: boolean("passed").notNull(),
    madeBy: uuid("made_by")
      .notNull()
      .references(() => profiles.id),
    handedAt: timestamp("handed_at", { withTimezone: true }),
    madeAt: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.kind] }),
    check("review_checks_kind_check", sql`${t.kind} in ('proof', 'text')`),
    // The admin's per-moderator figures read the last 30 days of one person's checks.
    index("review_checks_made_idx").on(t.madeAt, t.madeBy),
  ],
);
