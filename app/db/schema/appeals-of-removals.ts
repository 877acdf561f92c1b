/** An author's one appeal of their removed review (issue 44, decision 091). */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { removalGrounds, sqlList } from "../complaint-grounds";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { createdAt, id } from "./columns";
import { reviews } from "./reviews";

export const appealOutcomes = ["upheld", "reinstated"] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];

/**
 * One appeal per removed review, by its author, with a reason. Waiting while `decided_at` is null;
 * decided by a team member other than the one who removed the review (`removed_by`, copied here
 * because a reinstatement clears the review's removal columns): upheld, or reinstated.
 */
export const removalAppeals = pgTable(
  "removal_appeals",
  {
    id: id(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => profiles.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    /** The removal appealed: its ground, who removed it and when. */
    removalGround: text("removal_ground", { enum: removalGrounds }).notNull(),
    removedBy: uuid("removed_by").references(() => profiles.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    outcome: text("outcome", { enum: appealOutcomes }),
    decisionReason: text("decision_reason"),
    decidedBy: uuid("decided_by").references(() => profiles.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("removal_appeals_review_idx").on(t.reviewId),
    index("removal_appeals_waiting_idx").on(t.createdAt, t.id).where(sql`${t.decidedAt} is null`),
    index("removal_appeals_decided_campaign_idx")
      .on(t.campaignId, t.outcome)
      .where(sql`${t.decidedAt} is not null`),
    check(
      "removal_appeals_outcome_check",
      sql`(${t.outcome} is null) = (${t.decidedAt} is null) and (${t.outcome} is null) = (${t.decisionReason} is null) and (${t.outcome} is null or ${t.outcome} in ('upheld', 'reinstated'))`,
    ),
    check(
      "removal_appeals_ground_check",
      sql`${t.removalGround} in ${sql.raw(sqlList(removalGrounds))}`,
    ),
    check(
      "removal_appeals_decider_check",
      sql`${t.decidedBy} is null or ${t.removedBy} is null or ${t.decidedBy} <> ${t.removedBy}`,
    ),
  ],
);
