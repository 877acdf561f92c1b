import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, reviews } from "~/db/schema";
import { reviewChangeEvents } from "~/domain/campaigns/campaign-events.server";
import { lockCampaignOfReview } from "~/domain/campaigns/create-campaign.server";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import { isUuid } from "~/domain/shared/uuid";
import {
  type ClientTraits,
  fingerprintReview,
  hashClient,
  screenReview,
} from "~/domain/trust/screen-review.server";
import { publishEvents } from "~/events/bus.server";
import type { ProofStorage } from "~/storage/storage.server";
import { reviewerInfoSchema } from "./review-form";
import {
  checkSubmittable,
  deleteProofQuietly,
  readReviewContent,
  storeProof,
} from "./submission-rules.server";

/** Kept here for the callers that read the wallet next to their reviews. */
export { walletOf } from "~/domain/money/wallet.server";

/*
 * A review from the reviewer's side: the public name it is signed with, its submission with a
 * proof, its withdrawal while pending, and who may see its proof. The admin's decision is in
 * review-moderation.server.ts, the lists in review-lists.server.ts.
 */

export type Review = typeof reviews.$inferSelect;

export type ReviewDeps = {
  storage: ProofStorage;
  now?: () => Date;
  /** Salts the client's network and device before they are stored (review-screening.server.ts). */
  clientSalt?: string;
};

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
  input: {
    userId: string;
    campaignId: string;
    rating: number;
    reviewText: string;
    proof: Buffer;
    client?: ClientTraits;
  },
): Promise<SubmitReviewResult> {
  const reviewer = await findReviewer(db, input.userId);
  if (!reviewer) return { ok: false, reason: "not_reviewer" };
  const reviewerName = reviewer.reviewerName?.trim();
  const reviewerEmail = reviewer.reviewerEmail?.trim();
  if (!reviewerName || !reviewerEmail) return { ok: false, reason: "reviewer_info_missing" };
  const content = readReviewContent(input);
  if (!content.ok) return content;
  const { reviewText } = content;
  if (input.proof.length === 0) return { ok: false, reason: "proof_required" };
  if (!isUuid(input.campaignId)) return { ok: false, reason: "campaign_unavailable" };

  const now = deps.now?.() ?? new Date();
  // Cheap early answer, so a full campaign costs no image work; the transaction decides.
  const early = await checkSubmittable(db, { ...input, now, lock: false });
  if (!early.ok) return early;

  const stored = await storeProof(deps.storage, input.proof);
  if (!stored.ok) return stored;
  const proof = stored.key;
  const fingerprint = await fingerprintReview(reviewText, stored.bytes);
  const clientHashes = hashClient(input.client, deps.clientSalt);
  const topicMentions = topicMentionBits(early.topics, reviewText);

  let result: SubmitReviewResult | undefined;
  try {
    result = await db.transaction(async (tx): Promise<SubmitReviewResult> => {
      const slot = await checkSubmittable(tx, { ...input, now, lock: true });
      if (!slot.ok) return slot;
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
          topicMentions,
          ...fingerprint,
          ...clientHashes,
        })
        // The unique (campaign, user) index is the last word on one review per reviewer.
        .onConflictDoNothing({ target: [reviews.campaignId, reviews.userId] })
        .returning();
      if (!review) return { ok: false, reason: "already_reviewed" };
      await screenReview(tx, review);
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
    if (!result?.ok) await deleteProofQuietly(deps.storage, proof);
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
    await lockCampaignOfReview(tx, input.reviewId);
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

async function findReviewer(db: DbOrTx, userId: string) {
  if (!isUuid(userId)) return undefined;
  const [profile] = await db
    .select({ reviewerName: profiles.reviewerName, reviewerEmail: profiles.reviewerEmail })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.role, "user")))
    .limit(1);
  return profile;
}
