/** Suspended reviewers and businesses, and their one appeal (decision 071). */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { suspensionCategories } from "../suspension-categories";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";

const inSuspensionCategories = sql.raw(
  `(${suspensionCategories.map((name) => `'${name}'`).join(", ")})`,
);

/**
 * One row per suspension. Active while `lifted_at` is null; the appeal and the admin's answer to
 * it live on the same row, so an appeal can be made once.
 */
export const suspensions = pgTable(
  "suspensions",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    category: text("category", { enum: suspensionCategories }).notNull(),
    reason: text("reason").notNull(),
    suspendedBy: uuid("suspended_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    appealMessage: text("appeal_message"),
    appealedAt: timestamp("appealed_at", { withTimezone: true }),
    /** The admin's answer to the appeal: lifted or kept, with a reply the person reads. */
    decision: text("decision", { enum: ["lifted", "kept"] }),
    reply: text("reply"),
    decidedBy: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("suspensions_one_active_key").on(t.profileId).where(sql`${t.liftedAt} is null`),
    index("suspensions_appeals_idx")
      .on(t.appealedAt, t.id)
      .where(sql`${t.appealedAt} is not null and ${t.decision} is null`),
    index("suspensions_active_idx").on(t.createdAt, t.id).where(sql`${t.liftedAt} is null`),
    check("suspensions_category_check", sql`${t.category} in ${inSuspensionCategories}`),
    check(
      "suspensions_decision_check",
      sql`${t.decision} is null or ${t.decision} in ('lifted', 'kept')`,
    ),
    check(
      "suspensions_appeal_check",
      sql`(${t.appealMessage} is null) = (${t.appealedAt} is null)`,
    ),
  ],
);
