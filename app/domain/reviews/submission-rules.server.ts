import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { campaigns, profiles, reviews } from "~/db/schema";
import { openSlotsToday } from "~/domain/campaigns/daily-schedule";
import { prepareProofImage } from "~/domain/proofs/prepare-proof-image.server";
import { readText } from "~/forms/text";
import { newProofKey, type ProofStorage } from "~/storage/storage.server";
import { countWords, isRating, MAX_REVIEW_LENGTH, MIN_REVIEW_WORDS } from "./review-form";

/*
 * The rules a review's content and its campaign's slot must meet, shared by a first submission
 * (reviews.server.ts) and a rejected review's one revision (review-revision.server.ts), so both
 * refuse with the same reasons and messages.
 */

export type ReviewContentFailure = "rating_required" | "too_short" | "too_long" | "text_invalid";
export type ProofFailure = "proof_too_large" | "proof_not_image" | "proof_unsupported";

/** The rating and the text as they will be stored, or why they cannot be. */
export function readReviewContent(input: {
  rating: number;
  reviewText: string;
}): { ok: true; reviewText: string } | { ok: false; reason: ReviewContentFailure } {
  if (!isRating(input.rating)) return { ok: false, reason: "rating_required" };
  const reviewText = readText(input.reviewText, { multiline: true });
  if (reviewText === null) return { ok: false, reason: "text_invalid" };
  if (countWords(reviewText) < MIN_REVIEW_WORDS) return { ok: false, reason: "too_short" };
  if (reviewText.length > MAX_REVIEW_LENGTH) return { ok: false, reason: "too_long" };
  return { ok: true, reviewText };
}

const proofFailures = {
  too_large: "proof_too_large",
  not_an_image: "proof_not_image",
  unsupported_type: "proof_unsupported",
} as const satisfies Record<string, ProofFailure>;

/**
 * Re-encodes and stores a proof under a new key, outside any transaction (slow image work); the
 * caller deletes it with deleteProofQuietly when its transaction refuses.
 */
export async function storeProof(
  storage: ProofStorage,
  upload: Buffer,
): Promise<{ ok: true; key: string; bytes: Buffer } | { ok: false; reason: ProofFailure }> {
  const prepared = await prepareProofImage(upload);
  if (!prepared.ok) return { ok: false, reason: proofFailures[prepared.reason] };
  const key = newProofKey();
  await storage.put(key, prepared.bytes, prepared.contentType);
  return { ok: true, key, bytes: prepared.bytes };
}

/** Cleanup after a refused submission; a leftover file is harmless, a masked answer is not. */
export async function deleteProofQuietly(storage: ProofStorage, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch {
    // The unreferenced file is unreachable (its key was never saved), so nothing leaks.
  }
}

/**
 * Whether this reviewer's review may take a slot of this campaign now: `unavailable` when the
 * campaign is not active or not in the reviewer's city, else the slots left today and in all.
 * With `lock` it holds the campaign row until the transaction ends, so the slots_taken it reads
 * stays true until this transaction's own review (counted by the trigger) takes its slot.
 */
export async function campaignSlotFor(
  db: DbOrTx,
  input: { userId: string; campaignId: string; now: Date; lock: boolean },
): Promise<
  | { unavailable: true }
  | { unavailable: false; openToday: number; openInAll: number; topics: string[] }
> {
  const query = db
    .select({
      status: campaigns.status,
      topics: campaigns.topics,
      schedule: campaigns.distributionSchedule,
      targetReviews: campaigns.targetReviews,
      startDate: campaigns.startDate,
      city: campaigns.city,
      slotsTaken: campaigns.slotsTaken,
    })
    .from(campaigns)
    .where(eq(campaigns.id, input.campaignId));
  const [campaign] = input.lock ? await query.for("update") : await query;
  if (campaign?.status !== "active") return { unavailable: true };
  // Reviews are local: only a reviewer of the campaign's city may write one (SPEC §2).
  const [reviewer] = await db
    .select({ city: profiles.city })
    .from(profiles)
    .where(eq(profiles.id, input.userId))
    .limit(1);
  if (reviewer?.city !== campaign.city) return { unavailable: true };
  return {
    unavailable: false,
    openToday: openSlotsToday({ ...campaign, taken: campaign.slotsTaken, now: input.now }),
    openInAll: campaign.targetReviews - campaign.slotsTaken,
    topics: campaign.topics,
  };
}

/**
 * A slot check's answer: why not, or yes with the campaign's topics, which the review's stored
 * topic bits are made from (a campaign's topics never change, so the early read serves).
 */
export type SlotCheck<Reason> = { ok: false; reason: Reason } | { ok: true; topics: string[] };

/** Whether this reviewer may write a first review of this campaign now, and if not, why. */
export async function checkSubmittable(
  db: DbOrTx,
  input: { userId: string; campaignId: string; now: Date; lock: boolean },
): Promise<SlotCheck<"campaign_unavailable" | "already_reviewed">> {
  const slot = await campaignSlotFor(db, input);
  if (slot.unavailable) return { ok: false, reason: "campaign_unavailable" };
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.campaignId, input.campaignId), eq(reviews.userId, input.userId)))
    .limit(1);
  if (mine) return { ok: false, reason: "already_reviewed" };
  if (slot.openToday <= 0) return { ok: false, reason: "campaign_unavailable" };
  return { ok: true, topics: slot.topics };
}
