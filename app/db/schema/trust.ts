/**
 * Trust and safety (issue 17): copy and reuse flags, revisions of rejected reviews, and the
 * salted network and device marks of each account (decisions 026 and 027).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { rejectionCategories } from "../rejection-categories";
import { profiles } from "./accounts";
import { createdAt, id } from "./columns";
import { reviews } from "./reviews";

export const reviewFlagKinds = ["copied_text", "reused_proof"] as const;
export type ReviewFlagKind = (typeof reviewFlagKinds)[number];

/** A review whose text or proof looks like an earlier review's; for the admin only. */
export const reviewFlags = pgTable(
  "review_flags",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reviewFlagKinds }).notNull(),
    earlierReviewId: uuid("earlier_review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** Text: pg_trgm similarity 0–1. Proof: Hamming distance in bits of 64. */
    score: real("score").notNull(),
    /** Proof only: the very same bytes. */
    sameBytes: boolean("same_bytes").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.kind, t.earlierReviewId] }),
    index("review_flags_earlier_idx").on(t.earlierReviewId),
    check("review_flags_kind_check", sql`${t.kind} in ('copied_text', 'reused_proof')`),
  ],
);

/** What a rejected review said before it was revised, with why it was rejected. */
export const reviewRevisions = pgTable(
  "review_revisions",
  {
    id: id(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    /** 1 for the first version replaced, and so on. */
    version: smallint("version").notNull(),
    reviewText: text("review_text").notNull(),
    rating: smallint("rating").notNull(),
    /** Key in private storage; kept, so the admin can compare, and never swept as an orphan. */
    proof: text("proof").notNull(),
    rejectionReason: text("rejection_reason"),
    rejectionCategory: text("rejection_category", { enum: rejectionCategories }),
    /** The reason's template (decision 054); rejectionReason is then the admin's note, if any. */
    rejectionTemplate: text("rejection_template"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectedBy: uuid("rejected_by").references(() => profiles.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_revisions_review_idx").on(t.reviewId, t.version),
    index("review_revisions_proof_idx").on(t.proof),
  ],
);

export const clientMarkKinds = ["network", "device"] as const;
export type ClientMarkKind = (typeof clientMarkKinds)[number];

/**
 * The networks and devices an account has used (signing in, creating a campaign, submitting a
 * review), as salted hashes only: enough to see that two accounts share one, never which.
 */
export const clientMarks = pgTable(
  "client_marks",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: clientMarkKinds }).notNull(),
    hash: text("hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.kind, t.hash] }),
    // The retention sweep deletes marks unseen for 180 days (decision 077).
    index("client_marks_last_seen_idx").on(t.lastSeenAt),
    check("client_marks_kind_check", sql`${t.kind} in ('network', 'device')`),
  ],
);
