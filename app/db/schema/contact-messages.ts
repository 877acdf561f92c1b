/** Messages sent from /contact (decision 099): kept so that someone answers them. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

/**
 * One message from the contact page. It belongs to no account: the email is what the sender
 * typed, so nothing here is shown to anyone but the admin, and the admin answers by email.
 * Deleted a year after it arrived (retention.ts, `contactMessages`).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** The language of the page it was sent from: the admin answers in it. */
    language: text("language").notNull().default("en"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin's list (unanswered, oldest first) and its count read only this index.
    index("contact_messages_waiting_idx").on(t.createdAt).where(sql`${t.answeredAt} is null`),
    // The retention sweep deletes by age.
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_language_check", sql`${t.language} in ('en', 'hi')`),
  ],
);
