import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, campaigns, profiles, type ReviewStatus, reviews } from "~/db/schema";
import { publishEvents } from "~/events/bus.server";
import { readText } from "~/forms/text";
import { newProofKey, type ProofStorage } from "~/storage/storage.server";
import { completeCampaignIfReached } from "./campaigns.server";
import type { City } from "./cities";
import { TIME_ZONE } from "./dates";
import { cursorTime, inListOrder, keysetPage, windowOf, withCursor } from "./keyset.server";
import { REWARD_PER_REVIEW } from "./money";
import { openSlotsToday } from "./pacing";
import { boundedLimit, boundedOffset, type Cursor, type KeysetWindow } from "./paging";
import { prepareProofImage } from "./proof-image.server";
import { reviewChangeEvents } from "./review-events.server";
import {
  countWords,
  isRating,
  MAX_REVIEW_LENGTH,
  MIN_REVIEW_WORDS,
  reviewerInfoSchema,
} from "./review-text";
import { isUuid } from "./uuid";
import { recordWalletEntry } from "./wallet.server";

/** Kept here for the callers that read the wallet next to their reviews. */
export { walletOf } from "./wallet.server";

export type Review = typeof reviews.$inferSelect;

export type AvailableCampaign = {
  id: string;
  businessName: string;
  city: City;
  mapsLink: string;
  topics: string[];
  /** The same ₹5 for every approved review, whatever its rating. */
  reward: number;
};

export type MyReview = {
  id: string;
  campaignId: string;
  businessName: string;
  createdAt: Date;
  rating: number;
  status: ReviewStatus;
  rejectionReason: string | null;
  earnings: number;
};

export type QueueReview = {
  id: string;
  campaignId: string;
  businessName: string;
  /** SPEC §5: admin lists show only the last 6 characters of the reviewer id. */
  reviewerIdTail: string;
  rating: number;
  reviewText: string;
  createdAt: Date;
};

export type PublicReview = {
  id: string;
  rating: number;
  reviewText: string;
  reviewerName: string;
  createdAt: Date;
};

export type PublicCampaignPage = {
  businessName: string;
  city: string;
  averageRating: number | null;
  approvedCount: number;
  reviews: (PublicReview & { cursor: Cursor })[];
};

export type ReviewDeps = { storage: ProofStorage; now?: () => Date };

export type SaveReviewerInfoResult =
  | { ok: true }
  | {
      ok: false;
      /** Message keys: the field's own, or input.controlCharacters. */
      errors: { reviewerName?: string; reviewerEmail?: string };
      /** Set when the profile is not a reviewer's (the route's guard should have stopped it). */
      reason?: "not_reviewer";
    };

export type SubmitReviewFailure =
  | "not_reviewer"
  | "reviewer_info_missing"
  | "rating_required"
  | "too_short"
  | "too_long"
  | "text_invalid"
  | "proof_required"
  | "proof_too_large"
  | "proof_not_image"
  | "proof_unsupported"
  | "campaign_unavailable"
  | "already_reviewed";

export type SubmitReviewResult =
  | { ok: true; review: Review }
  | { ok: false; reason: SubmitReviewFailure };

export type WithdrawReviewResult =
  | { ok: true }
  | { ok: false; reason: "not_found" | "not_withdrawable" };

export type ApproveReviewResult =
  /** `repeated`: the review was already approved (a retried request); nothing changed. */
  | { ok: true; review: Review; repeated?: true }
  | { ok: false; reason: "not_admin" | "not_found" | "not_pending" };

export type RejectReviewResult =
  /** `repeated`: already rejected for the same reason (a retried request); nothing changed. */
  | { ok: true; repeated?: true }
  | {
      ok: false;
      reason: "not_admin" | "not_found" | "not_pending" | "reason_required" | "reason_invalid";
    };

export const DEFAULT_AVAILABLE_LIMIT = 20;
export const MAX_AVAILABLE_LIMIT = 50;
export const DEFAULT_MY_REVIEWS_LIMIT = 50;
export const MAX_MY_REVIEWS_LIMIT = 100;
export const DEFAULT_QUEUE_LIMIT = 50;
export const MAX_QUEUE_LIMIT = 100;
export const DEFAULT_PUBLIC_REVIEWS_LIMIT = 50;
/** A campaign never has more than 1000 approved reviews (its largest target). */
export const MAX_PUBLIC_REVIEWS_LIMIT = 1000;
export const MAX_REJECTION_REASON_LENGTH = 500;

/**
 * Active campaigns of the reviewer's city that this reviewer has not reviewed and that have an
 * open slot today (SPEC §5 pacing), oldest first. One query: the pacing allowance is computed
 * in SQL exactly as openSlotsToday does it, so pages never skip or repeat a campaign.
 */
export async function listAvailableCampaigns(
  db: DbOrTx,
  input: { userId: string; city: City; now?: Date } & Partial<KeysetWindow>,
): Promise<(AvailableCampaign & { cursor: Cursor })[]> {
  if (!isUuid(input.userId)) return [];
  const page = keysetPage({ at: campaigns.createdAt, id: campaigns.id }, "asc", windowOf(input));
  const rows = await db
    .select({
      id: campaigns.id,
      businessName: campaigns.businessName,
      mapsLink: campaigns.mapsLink,
      topics: campaigns.topics,
      cursorAt: cursorTime(campaigns.createdAt),
    })
    .from(campaigns)
    .where(and(availableTo(input.userId, input.city, input.now ?? new Date()), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_AVAILABLE_LIMIT, MAX_AVAILABLE_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map((row) => ({
    ...withCursor(row),
    city: input.city,
    reward: REWARD_PER_REVIEW,
  }));
}

/**
 * The totals of the reviewer dashboard's two paged lists, in one round trip: how many campaigns
 * listAvailableCampaigns would show in all (none without a city), and how many reviews the
 * reviewer has written. Zeros for anyone who is not a reviewer.
 */
export async function reviewerTotals(
  db: DbOrTx,
  input: { userId: string; city: City | null; now?: Date },
): Promise<{ available: number; myReviews: number }> {
  if (!isUuid(input.userId)) return { available: 0, myReviews: 0 };
  // db.$count renders its filter with table-qualified columns, as the subqueries need (a column
  // in a plain sql`` select field is written unqualified and would bind to the inner table).
  const [row] = await db
    .select({
      available: input.city
        ? db.$count(campaigns, availableTo(input.userId, input.city, input.now ?? new Date()))
        : sql<number>`0`.mapWith(Number),
      myReviews: db.$count(reviews, eq(reviews.userId, input.userId)),
    })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), eq(profiles.role, "user")));
  return row ?? { available: 0, myReviews: 0 };
}

/** The public name and contact email a reviewer needs before writing a review. */
export async function saveReviewerInfo(
  db: DbOrTx,
  input: { userId: string; reviewerName: string; reviewerEmail: string },
): Promise<SaveReviewerInfoResult> {
  const parsed = reviewerInfoSchema.safeParse(input);
  if (!parsed.success) {
    const errors: { reviewerName?: string; reviewerEmail?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "reviewerName" || field === "reviewerEmail") && !errors[field]) {
        errors[field] = issue.message;
      }
    }
    return { ok: false, errors };
  }
  if (!isUuid(input.userId)) return { ok: false, errors: {}, reason: "not_reviewer" };
  const updated = await db
    .update(profiles)
    .set(parsed.data)
    .where(and(eq(profiles.id, input.userId), eq(profiles.role, "user")))
    .returning({ id: profiles.id });
  return updated.length > 0 ? { ok: true } : { ok: false, errors: {}, reason: "not_reviewer" };
}

/**
 * A reviewer's review of a campaign, pending approval. The proof is re-encoded and stored first
 * (slow work outside the transaction); the transaction then locks the campaign row, so two
 * submissions for its last slot, or one reviewer's double click, are decided one after another.
 */
export async function submitReview(
  db: DbOrTx,
  deps: ReviewDeps,
  input: { userId: string; campaignId: string; rating: number; reviewText: string; proof: Buffer },
): Promise<SubmitReviewResult> {
  const reviewer = await findReviewer(db, input.userId);
  if (!reviewer) return { ok: false, reason: "not_reviewer" };
  const reviewerName = reviewer.reviewerName?.trim();
  const reviewerEmail = reviewer.reviewerEmail?.trim();
  if (!reviewerName || !reviewerEmail) return { ok: false, reason: "reviewer_info_missing" };
  if (!isRating(input.rating)) return { ok: false, reason: "rating_required" };
  const reviewText = readText(input.reviewText, { multiline: true });
  if (reviewText === null) return { ok: false, reason: "text_invalid" };
  if (countWords(reviewText) < MIN_REVIEW_WORDS) return { ok: false, reason: "too_short" };
  if (reviewText.length > MAX_REVIEW_LENGTH) return { ok: false, reason: "too_long" };
  if (input.proof.length === 0) return { ok: false, reason: "proof_required" };
  if (!isUuid(input.campaignId)) return { ok: false, reason: "campaign_unavailable" };

  const now = deps.now?.() ?? new Date();
  // Cheap early answer, so a full campaign costs no image work; the transaction decides.
  const early = await checkSubmittable(db, { ...input, now, lock: false });
  if (early) return { ok: false, reason: early };

  const prepared = await prepareProofImage(input.proof);
  if (!prepared.ok) return { ok: false, reason: proofFailures[prepared.reason] };
  const proof = newProofKey();
  await deps.storage.put(proof, prepared.bytes, prepared.contentType);

  let result: SubmitReviewResult | undefined;
  try {
    result = await db.transaction(async (tx): Promise<SubmitReviewResult> => {
      const refused = await checkSubmittable(tx, { ...input, now, lock: true });
      if (refused) return { ok: false, reason: refused };
      const [review] = await tx
        .insert(reviews)
        .values({
          campaignId: input.campaignId,
          userId: input.userId,
          reviewText,
          rating: input.rating,
          proof,
          reviewerName,
          reviewerEmail,
          status: "pending",
          earnings: 0,
          createdAt: now,
        })
        // The unique (campaign, user) index is the last word on one review per reviewer.
        .onConflictDoNothing({ target: [reviews.campaignId, reviews.userId] })
        .returning();
      if (!review) return { ok: false, reason: "already_reviewed" };
      await publishEvents(
        tx,
        await reviewChangeEvents(tx, {
          campaignId: review.campaignId,
          authorId: review.userId,
          // The author's other tabs and phones show the new review, and lose the campaign.
          authorTopics: ["my-reviews", "available-campaigns"],
          queueChanged: true,
          slots: { taken: 1 },
          now,
        }),
      );
      return { ok: true, review };
    });
    return result;
  } finally {
    if (!result?.ok) await deleteQuietly(deps.storage, proof);
  }
}

/**
 * The author takes back a pending or approved review: it leaves the public page and frees its
 * slot. A withdrawn approved review no longer counts towards progress, so a campaign it had
 * completed goes back to active and can take a replacement (the business paid for its target).
 * A reward already paid is kept: the ledger is not touched.
 */
export async function withdrawReview(
  db: DbOrTx,
  input: { userId: string; reviewId: string },
): Promise<WithdrawReviewResult> {
  if (!isUuid(input.userId) || !isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
  return db.transaction(async (tx): Promise<WithdrawReviewResult> => {
    const [current] = await tx
      .select({ status: reviews.status, campaignId: reviews.campaignId })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.userId, input.userId)))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" };
    if (current.status !== "pending" && current.status !== "approved") {
      return { ok: false, reason: "not_withdrawable" };
    }
    await tx.update(reviews).set({ status: "withdrawn" }).where(eq(reviews.id, input.reviewId));
    let reopened = false;
    if (current.status === "approved") {
      const [campaign] = await tx
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, current.campaignId));
      reopened = campaign?.status === "completed";
      await tx
        .update(campaigns)
        .set({
          completedReviews: sql`${campaigns.completedReviews} - 1`,
          status: sql`case when ${campaigns.status} = 'completed' then 'active' else ${campaigns.status} end`,
        })
        .where(eq(campaigns.id, current.campaignId));
    }
    await publishEvents(
      tx,
      await reviewChangeEvents(tx, {
        campaignId: current.campaignId,
        authorId: input.userId,
        authorTopics: ["my-reviews"],
        queueChanged: current.status === "pending",
        slots: { taken: -1, reopened },
        now: new Date(),
      }),
    );
    return { ok: true };
  });
}

/** The reviewer's own reviews, newest first. */
export async function listMyReviews(
  db: DbOrTx,
  input: { userId: string } & Partial<KeysetWindow>,
): Promise<(MyReview & { cursor: Cursor })[]> {
  if (!isUuid(input.userId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", windowOf(input));
  const rows = await db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      status: reviews.status,
      rejectionReason: reviews.rejectionReason,
      earnings: reviews.earnings,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(eq(reviews.userId, input.userId), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_MY_REVIEWS_LIMIT, MAX_MY_REVIEWS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(withCursor);
}

/** The admin's Review Queue, oldest first. Anyone but an admin gets an empty list. */
export async function listPendingReviews(
  db: DbOrTx,
  input: { adminId: string } & Partial<KeysetWindow>,
): Promise<(QueueReview & { cursor: Cursor })[]> {
  if ((await findRole(db, input.adminId)) !== "admin") return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "asc", windowOf(input));
  const rows = await db
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      businessName: campaigns.businessName,
      userId: reviews.userId,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      createdAt: reviews.createdAt,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(and(eq(reviews.status, "pending"), page.where))
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_QUEUE_LIMIT, MAX_QUEUE_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(rows, page).map(({ userId, ...row }) =>
    withCursor({ ...row, reviewerIdTail: userId.slice(-6) }),
  );
}

/**
 * Approves a pending review and credits the reviewer ₹5, whatever the rating, in one
 * transaction. The conditional UPDATE lets exactly one of many concurrent approvals through.
 */
export async function approveReview(
  db: DbOrTx,
  input: {
    reviewId: string;
    adminId: string;
    now?: Date;
    /** The checks the admin ticked (SPEC §2), kept in the audit record of the decision. */
    checks?: readonly ("proof" | "text")[];
  },
): Promise<ApproveReviewResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ApproveReviewResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
    const [review] = await tx
      .update(reviews)
      .set({
        status: "approved",
        earnings: REWARD_PER_REVIEW,
        moderatedAt: now,
        moderatedBy: input.adminId,
      })
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "pending")))
      .returning();
    if (!review) {
      // The same approval again (a retry whose first answer was lost) is done, and changes nothing.
      const [earlier] = await tx.select().from(reviews).where(eq(reviews.id, input.reviewId));
      if (earlier?.status === "approved") return { ok: true, review: earlier, repeated: true };
      return { ok: false, reason: earlier ? "not_pending" : "not_found" };
    }
    await recordWalletEntry(tx, {
      userId: review.userId,
      amount: REWARD_PER_REVIEW,
      reason: "review_reward",
      reviewId: review.id,
      now,
    });
    await tx
      .update(campaigns)
      .set({ completedReviews: sql`${campaigns.completedReviews} + 1` })
      .where(eq(campaigns.id, review.campaignId));
    await completeCampaignIfReached(tx, { campaignId: review.campaignId });
    await tx.insert(auditEvents).values({
      type: "review_approved",
      profileId: input.adminId,
      detail: { reviewId: review.id, checks: input.checks ?? [] },
      createdAt: now,
    });
    await publishEvents(
      tx,
      await reviewChangeEvents(tx, {
        campaignId: review.campaignId,
        authorId: review.userId,
        authorTopics: ["my-reviews", "wallet"],
        queueChanged: true,
        slots: { taken: 0 },
        now,
      }),
    );
    return { ok: true, review };
  });
}

/** Rejects a pending review with the reason the reviewer will read; its slot opens again. */
export async function rejectReview(
  db: DbOrTx,
  input: { reviewId: string; adminId: string; reason: string; now?: Date },
): Promise<RejectReviewResult> {
  const now = input.now ?? new Date();
  const reason = readText(input.reason, { multiline: true });
  return db.transaction(async (tx): Promise<RejectReviewResult> => {
    if ((await findRole(tx, input.adminId)) !== "admin") return { ok: false, reason: "not_admin" };
    if (reason === "") return { ok: false, reason: "reason_required" };
    if (reason === null || reason.length > MAX_REJECTION_REASON_LENGTH) {
      return { ok: false, reason: "reason_invalid" };
    }
    if (!isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
    const [review] = await tx
      .update(reviews)
      .set({
        status: "rejected",
        rejectionReason: reason,
        moderatedAt: now,
        moderatedBy: input.adminId,
      })
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "pending")))
      .returning({ id: reviews.id, userId: reviews.userId, campaignId: reviews.campaignId });
    if (!review) {
      // The same rejection again (a lost answer, retried) is done; a different decision is not.
      const [earlier] = await tx
        .select({ status: reviews.status, rejectionReason: reviews.rejectionReason })
        .from(reviews)
        .where(eq(reviews.id, input.reviewId));
      if (earlier?.status === "rejected" && earlier.rejectionReason === reason) {
        return { ok: true, repeated: true };
      }
      return { ok: false, reason: earlier ? "not_pending" : "not_found" };
    }
    await tx.insert(auditEvents).values({
      type: "review_rejected",
      profileId: input.adminId,
      detail: { reviewId: review.id },
      createdAt: now,
    });
    await publishEvents(
      tx,
      await reviewChangeEvents(tx, {
        campaignId: review.campaignId,
        authorId: review.userId,
        authorTopics: ["my-reviews"],
        queueChanged: true,
        slots: { taken: -1 },
        now,
      }),
    );
    return { ok: true };
  });
}

/** The proof image, for its author and for admins only; null for everyone else (a 404). */
export async function getProofForViewer(
  db: DbOrTx,
  deps: { storage: ProofStorage },
  input: { reviewId: string; viewerId: string },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.viewerId)) return null;
  const [row] = await db
    .select({ proof: reviews.proof, authorId: reviews.userId, viewerRole: profiles.role })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, input.viewerId))
    .where(eq(reviews.id, input.reviewId))
    .limit(1);
  if (!row) return null;
  if (row.authorId !== input.viewerId && row.viewerRole !== "admin") return null;
  return deps.storage.get(row.proof);
}

/**
 * The public page of an approved campaign: every approved review, newest first, negative ones
 * included (SPEC §0.3). Only the public name of a reviewer is shown, never ids, contacts or proof.
 */
export async function getPublicCampaignPage(
  db: DbOrTx,
  input: { campaignId: string } & Partial<KeysetWindow>,
): Promise<PublicCampaignPage | null> {
  const summary = await getPublicCampaignSummary(db, input);
  if (!summary) return null;
  return { ...summary, reviews: await listPublicReviews(db, input) };
}

/** The public page's heading: business, city, average and count of approved reviews. */
export async function getPublicCampaignSummary(
  db: DbOrTx,
  input: { campaignId: string },
): Promise<Omit<PublicCampaignPage, "reviews"> | null> {
  if (!isUuid(input.campaignId)) return null;
  const [campaign] = await db
    .select({
      businessName: campaigns.businessName,
      city: campaigns.city,
      // The average is only shown; nothing is ranked, hidden or paid by it.
      averageRating: sql<number | null>`avg(${reviews.rating})::float8`,
      approvedCount: sql<number>`count(${reviews.id})`.mapWith(Number),
    })
    .from(campaigns)
    .leftJoin(reviews, and(eq(reviews.campaignId, campaigns.id), eq(reviews.status, "approved")))
    .where(
      and(eq(campaigns.id, input.campaignId), inArray(campaigns.status, ["active", "completed"])),
    )
    .groupBy(campaigns.id);
  if (!campaign) return null;
  return {
    businessName: campaign.businessName,
    city: campaign.city,
    averageRating: campaign.averageRating === null ? null : Number(campaign.averageRating),
    approvedCount: campaign.approvedCount,
  };
}

/** One keyset page of a campaign's approved reviews, newest first, whatever their rating. */
export async function listPublicReviews(
  db: DbOrTx,
  input: { campaignId: string } & Partial<KeysetWindow>,
): Promise<(PublicReview & { cursor: Cursor })[]> {
  if (!isUuid(input.campaignId)) return [];
  const page = keysetPage({ at: reviews.createdAt, id: reviews.id }, "desc", windowOf(input));
  const approved = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
      cursorAt: cursorTime(reviews.createdAt),
    })
    .from(reviews)
    .where(
      and(eq(reviews.campaignId, input.campaignId), eq(reviews.status, "approved"), page.where),
    )
    .orderBy(...page.orderBy)
    .limit(boundedLimit(input.limit, DEFAULT_PUBLIC_REVIEWS_LIMIT, MAX_PUBLIC_REVIEWS_LIMIT))
    .offset(boundedOffset(page.offset));
  return inListOrder(approved, page).map(withCursor);
}

const proofFailures = {
  too_large: "proof_too_large",
  not_an_image: "proof_not_image",
  unsupported_type: "proof_unsupported",
} as const satisfies Record<string, SubmitReviewFailure>;

/**
 * The availability conditions of SPEC §2 and §5 as one WHERE clause, on the campaign row alone
 * (decision 013): slots_taken against the stored running allowance of today. Day k mirrors
 * campaignDay (Kolkata calendar days); the allowance is 0 before day 1 and the whole target after
 * the last day, as allowedByDay gives it. Written with literals where a partial index must match.
 */
function availableTo(userId: string, city: City, now: Date): SQL {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`;
  const day = sql`(${today} - (${campaigns.startDate} at time zone ${TIME_ZONE})::date + 1)`;
  const allowed = sql`case
    when ${day} < 1 then 0
    when ${day} > cardinality(${campaigns.allowedByDay}) then ${campaigns.targetReviews}
    else (${campaigns.allowedByDay})[${day}] end`;
  return and(
    eq(campaigns.city, city),
    sql`${campaigns.status} = 'active'`,
    sql`${campaigns.startDate} is not null`,
    sql`exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.role} = 'user')`,
    // Answered from the reviewer's own reviews or by probing reviews_campaign_user_key: no scan.
    sql`not exists (
      select 1 from ${reviews}
      where ${reviews.campaignId} = ${campaigns.id} and ${reviews.userId} = ${userId})`,
    sql`${campaigns.slotsTaken} < ${allowed}`,
  ) as SQL;
}

/**
 * Why this reviewer cannot review this campaign now, or null when they can. With `lock` it
 * holds the campaign row until the transaction ends, so the slots_taken it reads stays true
 * until this transaction's own review (counted by the trigger) is added.
 */
async function checkSubmittable(
  db: DbOrTx,
  input: { userId: string; campaignId: string; now: Date; lock: boolean },
): Promise<"campaign_unavailable" | "already_reviewed" | null> {
  const query = db
    .select({
      status: campaigns.status,
      schedule: campaigns.distributionSchedule,
      targetReviews: campaigns.targetReviews,
      startDate: campaigns.startDate,
      city: campaigns.city,
      slotsTaken: campaigns.slotsTaken,
    })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  const [campaign] = input.lock ? await query.for("update") : await query;
  if (campaign?.status !== "active") return "campaign_unavailable";
  // Reviews are local: only a reviewer of the campaign's city may write one (SPEC §2).
  const [reviewer] = await db
    .select({ city: profiles.city })
    .from(profiles)
    .where(eq(profiles.id, input.userId))
    .limit(1);
  if (reviewer?.city !== campaign.city) return "campaign_unavailable";
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.campaignId, input.campaignId), eq(reviews.userId, input.userId)))
    .limit(1);
  if (mine) return "already_reviewed";
  const open = openSlotsToday({ ...campaign, taken: campaign.slotsTaken, now: input.now });
  return open > 0 ? null : "campaign_unavailable";
}

async function findReviewer(db: DbOrTx, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [profile] = await db
    .select({ reviewerName: profiles.reviewerName, reviewerEmail: profiles.reviewerEmail })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "user")))
    .limit(1);
  return profile;
}

async function findRole(db: DbOrTx, profileId: string): Promise<string | undefined> {
  if (!isUuid(profileId)) return undefined;
  const [profile] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return profile?.role;
}

/** Cleanup after a refused submission; a leftover file is harmless, a masked answer is not. */
async function deleteQuietly(storage: ProofStorage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch {
    // The unreferenced file is unreachable (its key was never saved), so nothing leaks.
  }
}
