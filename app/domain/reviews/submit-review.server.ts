import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviews } from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import type { CaptureClaim } from "~/domain/proofs/photo-facts";
import { saveProofFacts, storeProofReadingExif } from "~/domain/proofs/photo-facts.server";
import { deleteProofQuietly } from "~/domain/proofs/store-proof.server";
import { type ProofUploadFailure, proofRefusals } from "~/domain/proofs/upload-limits";
import { lockAccountStanding } from "~/domain/shared/account-standing.server";
import { recordConsents } from "~/domain/shared/consents.server";
import { kolkataDateKey } from "~/domain/shared/dates";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { type Client, hashClient } from "~/domain/trust/client-marks.server";
import { fingerprintReview, screenReview } from "~/domain/trust/screen-review.server";
import type { ProofStorage } from "~/storage/storage.server";
import { type CampaignSlot, campaignSlotFor, type SlotCheck } from "./campaign-slot.server";
import {
  type ReviewContentFailure,
  type ReviewField,
  readReviewContent,
  reviewContentRefusals,
} from "./review-content";
import { readVisit, type VisitFailure, type VisitField, visitRefusals } from "./visit";

/*
 * A reviewer's review of a campaign, pending approval: submitReview and its steps. Withdrawing,
 * the reviewer's public name, revising and the admin's decision each have their own file.
 */

export type Review = typeof reviews.$inferSelect;

export type ReviewDeps = {
  storage: ProofStorage;
  now?: () => Date;
  /** Salts the client's network and device before they are kept as marks (client-marks.server.ts). */
  clientSalt?: string;
};

export type SubmitReviewFailure =
  | "not_reviewer"
  | "reviewer_info_missing"
  | ReviewContentFailure
  | ProofUploadFailure
  | VisitFailure
  | "campaign_unavailable"
  | "already_reviewed"
  | "invalid_submission_key";

export type SubmitReviewResult =
  | { ok: true; review: Review }
  | { ok: false; reason: SubmitReviewFailure };

/** How the Write Review form answers each refusal: at its field, or in a toast. */
export const submitReviewRefusals = {
  ...reviewContentRefusals,
  ...proofRefusals,
  ...visitRefusals,
  not_reviewer: { status: 403, title: "errors.somethingWrong", message: "errors.tryAgain" },
  reviewer_info_missing: {
    status: 409,
    title: "reviewer.infoTitle",
    message: "reviewer.infoMissingText",
  },
  campaign_unavailable: {
    status: 409,
    title: "reviewer.unavailableTitle",
    message: "reviewer.unavailableText",
  },
  already_reviewed: {
    status: 409,
    title: "reviewer.unavailableTitle",
    message: "reviewer.alreadyReviewedText",
  },
  // Only a browser not ours sends a key that is not a uuid: nothing to say at a field.
  invalid_submission_key: {
    status: 400,
    title: "errors.somethingWrong",
    message: "errors.tryAgain",
  },
} as const satisfies Refusals<SubmitReviewFailure, ReviewField | VisitField>;

/**
 * A reviewer's review of a campaign, pending approval. The proof is re-encoded and stored first
 * (slow work outside the transaction); the transaction then locks the campaign row, so two
 * submissions for its last slot, or one reviewer's double click, are decided one after another.
 * The same submission sent again (its `submissionKey`: a retry, a second tab, an answer lost on
 * the way) answers with the review it made, as a success, and stores nothing (decision 131).
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
    /** The visit's day ('YYYY-MM-DD') and the no-relationship tick, as the form sent them. */
    visitedOn: unknown;
    noRelationship: unknown;
    client?: Client;
    /** What 'Take a photo now' sent beside the photo; its position is only ever made a band. */
    capture?: CaptureClaim;
    /** The browser's uuid for this submission; absent from callers that never send twice. */
    submissionKey?: string | undefined;
  },
): Promise<SubmitReviewResult> {
  if (input.submissionKey !== undefined && !isUuid(input.submissionKey)) {
    return { ok: false, reason: "invalid_submission_key" };
  }
  const reviewer = await findReviewer(db, input.userId);
  if (!reviewer) return { ok: false, reason: "not_reviewer" };
  const reviewerName = reviewer.reviewerName?.trim();
  const reviewerEmail = reviewer.reviewerEmail?.trim();
  if (!reviewerName || !reviewerEmail) return { ok: false, reason: "reviewer_info_missing" };
  const content = readReviewContent(input);
  if (!content.ok) return content;
  const { rating, reviewText } = content;
  if (input.proof.length === 0) return { ok: false, reason: "proof_required" };
  if (!isUuid(input.campaignId)) return { ok: false, reason: "campaign_unavailable" };

  const now = deps.now?.() ?? new Date();
  // Cheap early answer, so a full campaign or a replay costs no image work; the transaction
  // decides. Whatever refuses a submission, the review its key already made is the answer: a
  // replay is found here, and one sent at once from elsewhere in the transaction below.
  const early = await checkSubmittable(db, { ...input, now, lock: false });
  if (!early.ok) return (await replayOf(db, input)) ?? early;

  const stored = await storeProofReadingExif(deps.storage, input.proof);
  if (!stored.ok) return stored;
  const proof = stored.key;
  const fingerprint = await fingerprintReview(reviewText, stored.bytes);
  const clientMarks = hashClient(input.client, deps.clientSalt);
  const topicMentions = topicMentionBits(early.topics, reviewText);

  let result: SubmitReviewResult | undefined;
  try {
    result = await db.transaction(async (tx): Promise<SubmitReviewResult> => {
      // Before the campaign's lock: a suspension waits for this, or this sees the suspension.
      if (await lockAccountStanding(tx, input.userId)) return { ok: false, reason: "not_reviewer" };
      const slot = await checkSubmittable(tx, { ...input, now, lock: true });
      // The same submission, sent at once from elsewhere, got here first: its answer is ours.
      if (!slot.ok) return (await replayOf(tx, input)) ?? slot;
      const [review] = await tx
        .insert(reviews)
        .values({
          campaignId: input.campaignId,
          userId: input.userId,
          reviewText,
          rating,
          proof,
          visitedOn: slot.visitedOn,
          noRelationshipDeclaredAt: now,
          reviewerName,
          reviewerEmail,
          status: "pending",
          earnings: 0,
          createdAt: now,
          topicMentions,
          ...fingerprint,
          ...clientMarks,
          submissionKey: input.submissionKey ?? null,
        })
        // The unique (campaign, user) index is the last word on one review per reviewer, and
        // (user, submission key) on one review per submission.
        .onConflictDoNothing()
        .returning();
      if (!review) return (await replayOf(tx, input)) ?? { ok: false, reason: "already_reviewed" };
      await saveProofFacts(tx, {
        reviewId: review.id,
        proof,
        exif: stored.exif,
        capture: input.capture,
        place: slot.place,
        city: slot.city,
        now,
      });
      await recordConsents(tx, { profileId: input.userId, purposes: ["review_proof"], now });
      await screenReview(tx, review);
      await publishReviewChange(tx, {
        campaignId: review.campaignId,
        authorId: review.userId,
        // The author's other tabs and phones show the new review, and lose the campaign.
        authorTopics: ["my-reviews", "available-campaigns"],
        queueChanged: true,
        slots: { taken: 1 },
        now,
      });
      return { ok: true, review };
    });
    return result;
  } finally {
    // A replay answers with the review stored before: this request's copy is not needed.
    if (!result?.ok || result.review.proof !== proof) await deleteProofQuietly(deps.storage, proof);
  }
}

/**
 * The answer to a submission sent again: the review this reviewer's submission key already made
 * for this campaign, as a success; undefined when the key made none (or none was sent).
 */
async function replayOf(
  db: DbOrTx,
  input: { userId: string; campaignId: string; submissionKey?: string | undefined },
): Promise<SubmitReviewResult | undefined> {
  if (!input.submissionKey || !isUuid(input.campaignId)) return undefined;
  const [review] = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, input.userId),
        eq(reviews.submissionKey, input.submissionKey),
        eq(reviews.campaignId, input.campaignId),
      ),
    )
    .limit(1);
  return review ? { ok: true, review } : undefined;
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

/** Whether this reviewer may write a first review of this campaign now, and if not, why. */
async function checkSubmittable(
  db: DbOrTx,
  input: {
    userId: string;
    campaignId: string;
    now: Date;
    lock: boolean;
    visitedOn: unknown;
    noRelationship: unknown;
  },
): Promise<
  SlotCheck<
    "campaign_unavailable" | "already_reviewed" | VisitFailure,
    { visitedOn: string } & Pick<CampaignSlot, "place" | "city">
  >
> {
  const slot = await campaignSlotFor(db, input);
  if (slot.unavailable) return { ok: false, reason: "campaign_unavailable" };
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.campaignId, input.campaignId), eq(reviews.userId, input.userId)))
    .limit(1);
  if (mine) return { ok: false, reason: "already_reviewed" };
  if (slot.openToday <= 0) return { ok: false, reason: "campaign_unavailable" };
  // The visit falls between the campaign's first day and today (decision 074).
  const visit = readVisit(input, {
    today: kolkataDateKey(input.now),
    earliest: slot.startDate ? kolkataDateKey(slot.startDate) : null,
  });
  if (!visit.ok) return visit;
  return {
    ok: true,
    topics: slot.topics,
    visitedOn: visit.visitedOn,
    place: slot.place,
    city: slot.city,
  };
}
