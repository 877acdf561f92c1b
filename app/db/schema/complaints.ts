/** Complaints to the grievance officer (issue 34): tickets, their clocks and their SMS outbox. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { complaintCategories, complaintOutcomes } from "../complaint-choices";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

export {
  type ComplaintCategory,
  type ComplaintOutcome,
  complaintCategories,
  complaintOutcomes,
} from "../complaint-choices";

export const complaintStatuses = ["open", "acknowledged", "decided"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/** The running number inside 'RK-2026-000123' (decision 078). */
export const complaintNumbers = pgSequence("complaint_number_seq", { startWith: 1 });

/**
 * One complaint and its ticket. Both deadlines are stored when it is filed (24 hours to
 * acknowledge, 15 days to decide: IT Rules 2021), so the admin's list sorts on columns.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: id(),
    /** 'RK-2026-000123': shown and sent to the complainant; looked up only with their phone. */
    ticketNumber: text("ticket_number").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    category: text("category", { enum: complaintCategories }).notNull(),
    text: text("text").notNull(),
    link: text("link"),
    /** Who the complaint is for when someone files it for another, e.g. as their nominee (095). */
    onBehalfOf: text("on_behalf_of"),
    /** The language of the page it was filed on: its SMS are written in it. */
    language: text("language").notNull().default("en"),
    status: text("status", { enum: complaintStatuses }).notNull().default("open"),
    acknowledgeBy: timestamp("acknowledge_by", { withTimezone: true }).notNull(),
    decideBy: timestamp("decide_by", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: uuid("acknowledged_by").references(() => profiles.id, {
      onDelete: "set null",
    }),
    acknowledgement: text("acknowledgement"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: complaintOutcomes }),
    decision: text("decision"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("complaints_ticket_number_key").on(t.ticketNumber),
    index("complaints_open_idx").on(t.decideBy).where(sql`${t.status} <> 'decided'`),
    check("complaints_status_check", sql`${t.status} in ('open', 'acknowledged', 'decided')`),
    check(
      "complaints_category_check",
      sql`${t.category} in ('review_about_me', 'impersonation', 'personal_data', 'payment', 'account', 'other')`,
    ),
    check(
      "complaints_outcome_check",
      sql`(${t.status} = 'decided') = (${t.outcome} is not null and ${t.decision} is not null)`,
    ),
    check(
      "complaints_acknowledged_check",
      sql`(${t.status} = 'open') = (${t.acknowledgedAt} is null)`,
    ),
  ],
);

export const complaintSmsKinds = ["received", "acknowledged", "decided"] as const;
export type ComplaintSmsKind = (typeof complaintSmsKinds)[number];
/**
 * `skipped`: never sent and never retried, because the number's daily complaint-SMS limit or the
 * hourly SMS budget refused it (decision 103); the ticket itself is kept and shown on the page.
 */
export const complaintSmsStatuses = ["pending", "sent", "failed", "skipped"] as const;

/**
 * The outbox of the complainant's SMS: a row is written in the transaction that changes the
 * ticket, the SMS leaves after commit, and the row records how it went.
 */
export const complaintSms = pgTable(
  "complaint_sms",
  {
    id: id(),
    complaintId: uuid("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: complaintSmsKinds }).notNull(),
    status: text("status", { enum: complaintSmsStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("complaint_sms_kind_key").on(t.complaintId, t.kind),
    index("complaint_sms_unsent_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      "complaint_sms_status_check",
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
