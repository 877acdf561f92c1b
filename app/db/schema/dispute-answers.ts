/** The SMS that answers a business's dispute once the admin decides it (issue 46, decision 108). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";
import { reviewComplaints } from "./review-complaints";

export const disputeAnswerStatuses = ["pending", "sent", "failed", "skipped"] as const;

/**
 * One SMS to the disputing business, written in the transaction that decides its dispute and sent
 * after commit (the page at once, a job for what is left). One per dispute: a decision is final.
 */
export const disputeAnswerSms = pgTable(
  "dispute_answer_sms",
  {
    id: id(),
    complaintId: uuid("complaint_id")
      .notNull()
      .unique()
      .references(() => reviewComplaints.id, { onDelete: "cascade" }),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status", { enum: disputeAnswerStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("dispute_answer_sms_unsent_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      "dispute_answer_sms_status_check",
      sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`,
    ),
  ],
);
