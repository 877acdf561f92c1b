/** An answered appeal told to its person (issue 46, decision 109). */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { removalAppeals } from "./appeals-of-removals";
import { createdAt, id } from "./columns";
import { suspensions } from "./suspensions";

export const appealAnswerKinds = [
  "suspension_lifted",
  "suspension_kept",
  "removal_reinstated",
  "removal_upheld",
] as const;
export type AppealAnswerKind = (typeof appealAnswerKinds)[number];

/**
 * One answer to one person: written in the transaction that decides the appeal (or lifts the
 * suspension), its SMS sent after commit in the person's profile language (an outbox row's
 * state), and a lifted suspension's answer shown on their next signed-in screen until read.
 */
export const appealAnswers = pgTable(
  "appeal_answers",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: appealAnswerKinds }).notNull(),
    suspensionId: uuid("suspension_id").references(() => suspensions.id, { onDelete: "cascade" }),
    removalAppealId: uuid("removal_appeal_id").references(() => removalAppeals.id, {
      onDelete: "cascade",
    }),
    smsStatus: text("sms_status", { enum: ["pending", "sent", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    smsAttempts: integer("sms_attempts").notNull().default(0),
    smsSentAt: timestamp("sms_sent_at", { withTimezone: true }),
    /** When the person said they read a lifted suspension's answer on their dashboard. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One answer per suspension and per removal appeal: a retried decision writes no second SMS.
    uniqueIndex("appeal_answers_suspension_key").on(t.suspensionId, t.kind),
    uniqueIndex("appeal_answers_removal_appeal_key").on(t.removalAppealId),
    // Every signed-in page asks whether its person has a lifted suspension's answer to read.
    index("appeal_answers_unread_idx")
      .on(t.profileId)
      .where(sql`${t.kind} = 'suspension_lifted' and ${t.readAt} is null`),
    index("appeal_answers_unsent_idx").on(t.createdAt).where(sql`${t.smsStatus} = 'pending'`),
    check(
      "appeal_answers_kind_check",
      sql`${t.kind} in ('suspension_lifted', 'suspension_kept', 'removal_reinstated', 'removal_upheld')`,
    ),
    check(
      "appeal_answers_subject_check",
      sql`case when ${t.kind} like 'suspension_%' then ${t.suspensionId} is not null and ${t.removalAppealId} is null else ${t.removalAppealId} is not null and ${t.suspensionId} is null end`,
    ),
    check(
      "appeal_answers_sms_status_check",
      sql`${t.smsStatus} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
