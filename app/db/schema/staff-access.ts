/** The staff access log (decision 083): who of the staff saw whose proof, phone, UPI ID or rating. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./accounts";
import { id } from "./columns";

export const staffAccessKinds = ["proof", "phone", "upi", "rating"] as const;
export type StaffAccessKind = (typeof staffAccessKinds)[number];

/**
 * One row per view: a proof photo served to a staff member, a phone number or UPI ID revealed
 * on a staff screen, or a review's star rating shown on 'Show rating' before a check (decision
 * 091). Kept a year, then deleted (decision 083).
 */
export const staffAccessViews = pgTable(
  "staff_access_views",
  {
    id: id(),
    staffId: uuid("staff_id").references(() => profiles.id, { onDelete: "set null" }),
    kind: text("kind", { enum: staffAccessKinds }).notNull(),
    /** Whose data it was: the reviewer, business or moderator; null once erased or unknown. */
    subjectId: uuid("subject_id").references(() => profiles.id, { onDelete: "set null" }),
    /**
     * What was seen in: the review (its proof or rating), the payout (its UPI ID), the complaint
     * (the phone it came from); null for a team member's phone.
     */
    recordId: uuid("record_id"),
    /** What was seen, masked ('98xxxxxx10'), so the log itself never repeats the value. */
    masked: text("masked"),
    /** The screen it was seen from, e.g. '/moderator/dashboard' or '/admin/team'. */
    screen: text("screen").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_access_views_time_idx").on(t.viewedAt, t.id),
    index("staff_access_views_staff_idx").on(t.staffId, t.viewedAt, t.id),
    check("staff_access_views_kind_check", sql`${t.kind} in ('proof', 'phone', 'upi', 'rating')`),
  ],
);
