import { and, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, reviewFlags, reviewRevisions, reviews } from "~/db/schema";
import { publishReviewChange } from "~/domain/campaigns/campaign-events.server";
import { topicMentionBits } from "~/domain/campaigns/topic-mentions";
import type { CaptureClaim, ExifFacts } from "~/domain/proofs/photo-facts";
import { saveProofFacts, storeProofReadingExif } from "~/domain/proofs/photo-facts.server";
import { deleteProofQuietly } from "~/domain/proofs/store-proof.server";
import { type ProofUploadFailure, proofRefusals } from "~/domain/proofs/upload-limits";
import { lockAccountStanding } from "~/domain/shared/account-standing.server";
import type { Refusals } from "~/domain/shared/refusal";
import { isUuid } from "~/domain/shared/uuid";
import { type Client, hashClient } from "~/domain/trust/client-marks.server";
import { fingerprintReview, screenReview } from "~/domain/trust/screen-review.server";
import { type CampaignSlot, campaignSlotFor, type SlotCheck } from "./campaign-slot.server";
import {
  type ReviewContentFailure,
  type ReviewField,
  readReviewContent,
  reviewContentRefusals,
} from "./review-content";
import { REVISION_WINDOW_MS, reviseBy } from "./revision-window";
import type { Review, ReviewDeps } from "./submit-review.server";

/*
 * A fair second chance (issue 17 point 5, decision 028): the author of a rejected review may
 * revise it once, within 7 days of the rejection, while its campaign has a slot for it today.
 * The earlier version is kept in review_revisions for the admin, and the review queues again.
 */

export type ReviseReviewFailure =
  /** No such review, or not this reviewer's. */
  | "not_found"
  | "not_rejected"
  | "already_revised"
  | "too_late"
  /** The campaign is no longer active, or no longer in the reviewer's city. */
  | "campaign_unavailable"
  | "no_slot_today"
  | "target_reached"
  | ReviewContentFailure
  | ProofUploadFailure;

export type ReviseReviewResult =
  | { ok: true; review: Review }
  | { ok: false; reason: ReviseReviewFailure };

/** A revision no longer possible: said in a toast titled 'Cannot revise'. */
const cannotRevise = (message: string) =>
  ({ status: 409, title: "revision.cannotReviseTitle", message }) as const;

/** How the Revise form answers each refusal: its fields' as Write Review's, the rest in a toast. */
export const reviseReviewRefusals = {
  ...reviewContentRefusals,
  ...proofRefusals,
  not_found: { status: 404, title: "errors.somethingWrong", message: "errors.tryAgain" },
  not_rejected: cannotRevise("revision.notRejectedText"),
  already_revised: cannotRevise("revision.alreadyRevisedText"),
  too_late: cannotRevise("revision.tooLateText"),
  campaign_unavailable: cannotRevise("revision.campaignClosedText"),
  // The same words as a new submission that finds no slot.
  no_slot_today: cannotRevise("reviewer.unavailableText"),
  target_reached: cannotRevise("revision.targetReachedText"),
} as const satisfies Refusals<ReviseReviewFailure, ReviewField>;

type RevisableRow = Pick<
  Review,
  "status" | "revisionCount" | "moderatedAt" | "campaignId" | "proof"
>;

/** Why this review cannot be revised now, whatever its campaign, or null when it can. */
function whyNotRevisable(
  review: RevisableRow | undefined,
  now: Date,
): "not_found" | "not_rejected" | "already_revised" | "too_late" | null {
  if (!review) return "not_found";
  if (review.status !== "rejected") return "not_rejected";
  if (review.revisionCount > 0) return "already_revised";
  const deadline = review.moderatedAt ? reviseBy(review.moderatedAt) : null;
  if (!deadline || now.getTime() > deadline.getTime()) return "too_late";
  return null;
}

/** Whether the campaign has a slot for the review today, and if not, in the words of a refusal. */
async function slotForRevision(
  db: DbOrTx,
  input: { userId: string; campaignId: string; now: Date; lock: boolean },
): Promise<
  SlotCheck<
    "campaign_unavailable" | "no_slot_today" | "target_reached",
    Pick<CampaignSlot, "place" | "city">
  >
> {
  const slot = await campaignSlotFor(db, input);
  if (slot.unavailable) return { ok: false, reason: "campaign_unavailable" };
  if (slot.openInAll <= 0) return { ok: false, reason: "target_reached" };
  if (slot.openToday <= 0) return { ok: false, reason: "no_slot_today" };
  return { ok: true, topics: slot.topics, place: slot.place, city: slot.city };
}

async function ownReview(db: DbOrTx, input: { userId: string; reviewId: string }, lock: boolean) {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, input.reviewId), eq(reviews.userId, input.userId)));
  const [review] = lock ? await query.for("update") : await query;
  return review;
}

/**
 * Replaces a rejected review's text, rating and proof (an empty proof keeps the current one)
 * and queues it again, with the same checks and messages as a first submission. A new proof is
 * stored before the transaction and deleted when the transaction refuses.
 */
export async function reviseReview(
  db: DbOrTx,
  deps: ReviewDeps,
  input: {
    userId: string;
    reviewId: string;
    rating: number;
    reviewText: string;
    /** Empty: keep the proof the review has. */
    proof: Buffer;
    client?: Client;
    /** What 'Take a photo now' sent beside a new proof; ignored when the proof is kept. */
    capture?: CaptureClaim;
  },
): Promise<ReviseReviewResult> {
  if (!isUuid(input.userId) || !isUuid(input.reviewId)) return { ok: false, reason: "not_found" };
  const content = readReviewContent(input);
  if (!content.ok) return content;
  const { rating, reviewText } = content;
  const now = deps.now?.() ?? new Date();

  // Cheap early answers, so a late or full revision costs no image work; the transaction decides.
  const current = await ownReview(db, input, false);
  const early = whyNotRevisable(current, now);
  if (early || !current) return { ok: false, reason: early ?? "not_found" };
  const earlySlot = await slotForRevision(db, {
    ...input,
    campaignId: current.campaignId,
    now,
    lock: false,
  });
  if (!earlySlot.ok) return earlySlot;

  let newProof: string | null = null;
  let proofBytes: Buffer;
  let exif: ExifFacts | null = null;
  if (input.proof.length > 0) {
    const stored = await storeProofReadingExif(deps.storage, input.proof);
    if (!stored.ok) return stored;
    newProof = stored.key;
    proofBytes = stored.bytes;
    exif = stored.exif;
  } else {
    const kept = await deps.storage.get(current.proof);
    if (!kept) return { ok: false, reason: "proof_required" };
    proofBytes = kept.bytes;
  }
  const fingerprint = await fingerprintReview(reviewText, proofBytes);
  const clientMarks = hashClient(input.client, deps.clientSalt);
  const topicMentions = topicMentionBits(earlySlot.topics, reviewText);

  let result: ReviseReviewResult | undefined;
  try {
    result = await db.transaction(async (tx): Promise<ReviseReviewResult> => {
      // A suspension rejected this account's reviews; none comes back while it lasts.
      if (await lockAccountStanding(tx, input.userId)) return { ok: false, reason: "not_found" };
      // The campaign row first, as a submission locks it: one slot decision at a time.
      const slot = await slotForRevision(tx, {
        ...input,
        campaignId: current.campaignId,
        now,
        lock: true,
      });
      const earlier = await ownReview(tx, input, true);
      const refused = whyNotRevisable(earlier, now);
      if (refused || !earlier) return { ok: false, reason: refused ?? "not_found" };
      if (!slot.ok) return slot;
      await tx.insert(reviewRevisions).values({
        reviewId: earlier.id,
        version: earlier.revisionCount + 1,
        reviewText: earlier.reviewText,
        rating: earlier.rating,
        proof: earlier.proof,
        rejectionReason: earlier.rejectionReason,
        rejectionCategory: earlier.rejectionCategory,
        rejectionTemplate: earlier.rejectionTemplate,
        submittedAt: earlier.createdAt,
        rejectedAt: earlier.moderatedAt,
        rejectedBy: earlier.moderatedBy,
        createdAt: now,
      });
      const [review] = await tx
        .update(reviews)
        .set({
          reviewText,
          rating,
          proof: newProof ?? earlier.proof,
          status: "pending",
          revisionCount: earlier.revisionCount + 1,
          rejectionReason: null,
          rejectionCategory: null,
          rejectionTemplate: null,
          moderatedAt: null,
          moderatedBy: null,
          // Queued again as it is now: at the end of the queue, so keyset pages stay whole.
          createdAt: now,
          topicMentions,
          ...fingerprint,
          ...clientMarks,
        })
        .where(eq(reviews.id, earlier.id))
        .returning();
      if (!review) return { ok: false, reason: "not_found" };
      // A new proof's facts replace the earlier proof's; a kept proof keeps its row.
      if (newProof && exif) {
        await saveProofFacts(tx, {
          reviewId: review.id,
          proof: newProof,
          exif,
          capture: input.capture,
          place: slot.place,
          city: slot.city,
          now,
        });
      }
      // The earlier text's and proof's flags described what is gone; screening finds today's.
      await tx.delete(reviewFlags).where(eq(reviewFlags.reviewId, review.id));
      await screenReview(tx, review);
      await publishReviewChange(tx, {
        campaignId: review.campaignId,
        authorId: review.userId,
        authorTopics: ["my-reviews"],
        queueChanged: true,
        slots: { taken: 1 },
        now,
      });
      return { ok: true, review };
    });
    return result;
  } finally {
    if (!result?.ok && newProof) await deleteProofQuietly(deps.storage, newProof);
  }
}

/**
 * Of these reviews of this reviewer, the ones that may be revised now (rejected, not revised,
 * rejected under 7 days ago, campaign still active), each with its deadline and its text to edit. One bounded query
 * for a page of My Reviews; whether today has a slot is answered when the reviewer sends it.
 */
export async function findRevisable(
  db: DbOrTx,
  input: { userId: string; reviewIds: readonly string[]; now?: Date },
): Promise<Record<string, { reviseBy: Date; reviewText: string }>> {
  const ids = input.reviewIds.filter(isUuid);
  if (!isUuid(input.userId) || ids.length === 0) return {};
  const now = input.now ?? new Date();
  const rows = await db
    .select({ id: reviews.id, moderatedAt: reviews.moderatedAt, reviewText: reviews.reviewText })
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .where(
      and(
        inArray(reviews.id, ids),
        eq(reviews.userId, input.userId),
        eq(reviews.status, "rejected"),
        eq(reviews.revisionCount, 0),
        gt(reviews.moderatedAt, new Date(now.getTime() - REVISION_WINDOW_MS)),
        eq(campaigns.status, "active"),
      ),
    );
  const revisable: Record<string, { reviseBy: Date; reviewText: string }> = {};
  for (const { id, moderatedAt, reviewText } of rows) {
    if (moderatedAt) revisable[id] = { reviseBy: reviseBy(moderatedAt), reviewText };
  }
  return revisable;
}
