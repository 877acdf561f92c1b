/** Reviews of a campaign's business, one per reviewer and campaign. */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { removalGrounds, sqlList } from "../complaint-grounds";
import { rejectionCategories } from "../rejection-categories";
import { profiles } from "./accounts";
import { campaigns } from "./campaigns";
import { createdAt, id, inRejectionCategories } from "./columns";

export const reviewStatuses = ["pending", "approved", "rejected", "withdrawn", "removed"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id),
    reviewText: text("review_text").notNull(),
    rating: smallint("rating").notNull(),
    /** Key in private storage; never shown to the public. */
    proof: text("proof").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    reviewerEmail: text("reviewer_email").notNull(),
    status: text("status", { enum: reviewStatuses }).notNull().default("pending"),
    earnings: integer("earnings").notNull().default(0),
    rejectionReason: text("rejection_reason"),
    /** The rejection's category (decision 032), set with the reason, cleared when revised. */
    rejectionCategory: text("rejection_category", { enum: rejectionCategories }),
    /** The reason's template (decision 054), read in the reviewer's language; the reason is the note. */
    rejectionTemplate: text("rejection_template"),
    /** The day the reviewer says they visited (decision 074); null on reviews written before it was asked. */
    visitedOn: date("visited_on"),
    /** When the reviewer ticked 'no relationship with this business' (decision 074); null before it was asked. */
    noRelationshipDeclaredAt: timestamp("no_relationship_declared_at", { withTimezone: true }),
    createdAt: createdAt(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: uuid("moderated_by").references(() => profiles.id),
    /** comparableText(reviewText) (decision 026): what the copy check compares. */
    comparableText: text("comparable_text"),
    /** textBands(comparableText): MinHash bands that find copy candidates through a GIN index. */
    textBands: integer("text_bands").array(),
    /** The stored proof's 64-bit DCT perceptual hash, as a signed bigint (decision 026). */
    proofHash: bigint("proof_hash", { mode: "bigint" }),
    /** SHA-256 (hex) of the stored proof's bytes. */
    proofSha256: text("proof_sha256"),
    /** proofKeys(proof hash): locality-sensitive keys that find near proofs through a GIN index. */
    proofKeys: integer("proof_keys").array(),
    /** Salted hashes of the submitter's client network and device (decision 027); never raw. */
    networkHash: text("network_hash"),
    deviceHash: text("device_hash"),
    /** Risk score 0–100 from signals that never read the rating (decision 027), for sorting. */
    riskScore: smallint("risk_score").notNull().default(0),
    /** Times a rejected review was revised and sent back to the queue (at most once). */
    revisionCount: smallint("revision_count").notNull().default(0),
    /**
     * topicMentionBits(campaign topics, review text), written with the text (decision 034): the
     * analytics count topics from it. Null on reviews written before it existed until the
     * background backfill marks them; their texts are read instead.
     */
    topicMentions: smallint("topic_mentions"),
    /** Who 'Next review' handed it to, when, and until when nobody else gets it (decision 067). */
    heldBy: uuid("held_by").references(() => profiles.id, { onDelete: "set null" }),
    heldAt: timestamp("held_at", { withTimezone: true }),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** The admin's removal of a published review after a complaint (decision 080): ground, note, who, when. */
    removalGround: text("removal_ground", { enum: removalGrounds }),
    removalNote: text("removal_note"),
    removedBy: uuid("removed_by").references(() => profiles.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /**
     * The key the reviewer's browser made for this submission (decision 131): the same key sent
     * again answers with this review instead of 'already reviewed'. Null on older reviews.
     */
    submissionKey: uuid("submission_key"),
  },
  (t) => [
    uniqueIndex("reviews_campaign_user_key").on(t.campaignId, t.userId),
    uniqueIndex("reviews_user_submission_key")
      .on(t.userId, t.submissionKey)
      .where(sql`${t.submissionKey} is not null`),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_user_created_idx").on(t.userId, t.createdAt),
    index("reviews_campaign_status_idx").on(t.campaignId, t.status, t.createdAt),
    // A business's list of its campaign's reviews, newest first: a page reads its own rows only.
    index("reviews_campaign_created_idx").on(t.campaignId, t.createdAt, t.id),
    // The orphan-proof sweep asks which stored keys a review names.
    index("reviews_proof_idx").on(t.proof),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_status_check",
      sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn', 'removed')`,
    ),
    check("reviews_earnings_check", sql`${t.earnings} >= 0`),
    check("reviews_revision_count_check", sql`${t.revisionCount} between 0 and 1`),
    check("reviews_risk_score_check", sql`${t.riskScore} between 0 and 100`),
    // Rows loaded in bulk may be rejected without one; the ledger counts those as 'other'.
    check(
      "reviews_rejection_category_check",
      sql`${t.rejectionCategory} is null or (${t.status} = 'rejected' and ${t.rejectionCategory} in ${inRejectionCategories})`,
    ),
    check(
      "reviews_removal_check",
      sql`(${t.status} = 'removed') = (${t.removalGround} is not null) and (${t.removalGround} is null or ${t.removalGround} in ${sql.raw(sqlList(removalGrounds))})`,
    ),
    index("reviews_text_bands").using("gin", t.textBands),
    index("reviews_proof_keys").using("gin", t.proofKeys),
    // The admin's "riskiest first" queue, keyset-paged like the oldest-first one.
    index("reviews_pending_risk_idx")
      .on(t.riskScore.desc(), t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // Other reviewers of the same campaign on the same network or device.
    index("reviews_campaign_network_idx")
      .on(t.campaignId, t.networkHash)
      .where(sql`${t.networkHash} is not null`),
    index("reviews_campaign_device_idx")
      .on(t.campaignId, t.deviceHash)
      .where(sql`${t.deviceHash} is not null`),
    // Reviews written before the fingerprints existed, fingerprinted in the background.
    index("reviews_unfingerprinted_idx").on(t.createdAt).where(sql`${t.textBands} is null`),
    // Proofs hashed before proof keys existed, for the backfill to key (decision 026).
    index("reviews_unkeyed_proofs_idx")
      .on(t.createdAt)
      .where(sql`${t.proofHash} is not null and ${t.proofKeys} is null`),
    // The review 'Next review' handed each moderator (decision 067): one per person, whatever
    // the concurrency (decision 101).
    uniqueIndex("reviews_held_by_key").on(t.heldBy).where(sql`${t.heldBy} is not null`),
    // Reviews written before topic bits existed, for the backfill to mark (decision 034).
    index("reviews_unmarked_topics_idx").on(t.createdAt).where(sql`${t.topicMentions} is null`),
    // Decision times (decision 069): the last days' decisions, read from the index alone.
    index("reviews_decided_idx")
      .on(t.moderatedAt, t.createdAt)
      .where(sql`${t.moderatedAt} is not null`),
    // The retention sweep clears network and device marks 180 days on (decision 077).
    index("reviews_marked_created_idx")
      .on(t.createdAt)
      .where(sql`${t.networkHash} is not null or ${t.deviceHash} is not null`),
  ],
);
