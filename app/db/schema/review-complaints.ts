/** Reports and disputes of published reviews, and the notices of a removal (issue 34, decision 080). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  complaintDecisions,
  complaintKinds,
  disputeGrounds,
  removalGrounds,
  reportGrounds,
  sqlList,
} from "../complaint-grounds";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { createdAt, id } from "./columns";
import { reviews } from "./reviews";

/**
 * One reader's report or one business's dispute of a published review. Open while `decided_at` is
 * null; the admin's decision (remove the review, remove the reply, keep) closes every open one of
 * the review at once. A complaint never changes the review by itself.
 */
export const reviewComplaints = pgTable(
  "review_complaints",
  {
    id: id(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: complaintKinds }).notNull(),
    ground: text("ground").notNull(),
    details: text("details").notNull().default(""),
    /** The disputing business; null for a reader's report (no account needed). */
    filedBy: uuid("filed_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decision: text("decision", { enum: complaintDecisions }),
    decisionNote: text("decision_note"),
    decidedBy: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    // The admin's queue, oldest first, and its badge: open rows only.
    index("review_complaints_open_idx").on(t.createdAt, t.id).where(sql`${t.decidedAt} is null`),
    index("review_complaints_review_idx").on(t.reviewId, t.createdAt),
    check("review_complaints_kind_check", sql`${t.kind} in ('report', 'dispute')`),
    check(
      "review_complaints_ground_check",
      sql`(${t.kind} = 'report' and ${t.ground} in ${sql.raw(sqlList(reportGrounds))}) or (${t.kind} = 'dispute' and ${t.ground} in ${sql.raw(sqlList(disputeGrounds))})`,
    ),
    check(
      "review_complaints_decision_check",
      sql`(${t.decision} is null) = (${t.decidedAt} is null) and (${t.decision} is null or ${t.decision} in ${sql.raw(sqlList(complaintDecisions))})`,
    ),
  ],
);

/** A removal's SMS to the review's author (or the reply's business), sent after commit by a job. */
export const removalNotices = pgTable(
  "removal_notices",
  {
    id: id(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    what: text("what", { enum: ["review", "reply"] }).notNull(),
    ground: text("ground", { enum: removalGrounds }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("removal_notices_unsent_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check("removal_notices_what_check", sql`${t.what} in ('review', 'reply')`),
    check("removal_notices_ground_check", sql`${t.ground} in ${sql.raw(sqlList(removalGrounds))}`),
    check("removal_notices_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
