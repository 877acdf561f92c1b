import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  billingDetails,
  clientMarks,
  exportRequests,
  passwords,
  payouts,
  profiles,
  removalAppeals,
  reviewProofChecks,
  reviewRevisions,
  reviews,
  sessions,
  upiChecks,
  verifications,
} from "~/db/schema";
import { recordWalletEntry } from "~/domain/money/wallet.server";
import { withdrawReview } from "~/domain/reviews/withdraw-review.server";
import { lockAccountForSuspension } from "~/domain/shared/account-standing.server";
import { isUuid } from "~/domain/shared/uuid";
import { type DeletionBlocker, findDeletionBlocker } from "./account-deletion-blockers.server";
import { holdForTheLaw } from "./hold-for-the-law.server";
import { keepAuditTrail } from "./keep-audit-trail.server";

/** What an erased proof's key becomes: no file has it, so the orphan sweep deletes the photo. */
export const ERASED_PROOF = "erased";
/** The phone of an erased account: not a number, so no code can reach it and nobody signs in. */
export function erasedPhone(profileId: string): string {
  return `erased:${profileId}`;
}

export type EraseAccountResult =
  | { ok: true; filesToDelete: string[] }
  | { ok: false; reason: DeletionBlocker };

/**
 * Deletes a person's account (decision 076) in one transaction: their pending and approved
 * reviews are withdrawn (they leave the public page and the ledger counts them withdrawn), every
 * review and earlier version loses its text, photo, name and marks, payouts lose their UPI ID,
 * and the profile keeps only its role and money columns under a phone that can never sign in.
 * Payments, invoices (with the buyer's legal name, as GST law asks), the wallet ledger and payout
 * amounts stay. The registration details and removed reviews are first copied into a legal hold,
 * apart from every other use, for 180 days (decision 093). The caller deletes the stored files
 * after commit (`deleteUnnamedFiles`), which keeps any file a hold names. The account's security
 * log stays 180 days after the deletion, unlinked and keyed by its hashed phone (decision 103).
 */
export async function eraseAccount(
  db: DbOrTx,
  input: {
    profileId: string;
    /** The balance under the minimum payout its owner ticked to give up (decision 076). */
    givingUp?: number;
    /** The key of the hashed phone the audit rows keep (the session secret, decision 103). */
    phoneKey: string;
    now?: Date;
  },
): Promise<EraseAccountResult> {
  if (!isUuid(input.profileId)) return { ok: false, reason: "not_found" };
  const now = input.now ?? new Date();
  try {
    return await eraseInTransaction(db, input, now);
  } catch (error) {
    if (error instanceof BalanceChanged) return { ok: false, reason: "balance_not_given_up" };
    throw error;
  }
}

/** Thrown to roll the erasure back when the wallet moved under it. */
class BalanceChanged extends Error {}

function eraseInTransaction(
  db: DbOrTx,
  input: { profileId: string; givingUp?: number; phoneKey: string },
  now: Date,
): Promise<EraseAccountResult> {
  return db.transaction(async (tx): Promise<EraseAccountResult> => {
    // As a suspension does: no review or payout of this account starts while it is erased.
    await lockAccountForSuspension(tx, input.profileId);
    const blocker = await findDeletionBlocker(tx, input.profileId, { givingUp: input.givingUp });
    if (blocker) return { ok: false, reason: blocker };
    const live = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(
        and(eq(reviews.userId, input.profileId), inArray(reviews.status, ["pending", "approved"])),
      )
      .orderBy(reviews.campaignId);
    // Each takes its campaign before its review (the lock order), in campaign order.
    for (const review of live) {
      await withdrawReview(tx, { userId: input.profileId, reviewId: review.id });
    }
    const [locked] = await tx
      .select({
        phone: profiles.phone,
        erasedAt: profiles.erasedAt,
        wallet: profiles.walletBalance,
      })
      .from(profiles)
      .where(eq(profiles.id, input.profileId))
      .for("update");
    if (!locked || locked.erasedAt) return { ok: false, reason: "not_found" };
    // The blocker check let through only a balance its owner gave up, naming the amount; a
    // review approved meanwhile may have changed it, and then nothing of this is kept. The
    // balance leaves by a ledger row, so wallet = ledger still holds after the erasure.
    if (locked.wallet > 0 && locked.wallet !== input.givingUp) throw new BalanceChanged();
    if (locked.wallet > 0) {
      await recordWalletEntry(tx, {
        userId: input.profileId,
        amount: -locked.wallet,
        reason: "balance_given_up",
        now,
      });
    }
    // Before anything is emptied: the registration and removed reviews the law keeps 180 days.
    await holdForTheLaw(tx, { profileId: input.profileId, now });
    const filesToDelete = await eraseReviews(tx, input.profileId);
    const exports = await tx
      .delete(exportRequests)
      .where(eq(exportRequests.profileId, input.profileId))
      .returning({ fileKey: exportRequests.fileKey });
    for (const row of exports) if (row.fileKey) filesToDelete.push(row.fileKey);
    await tx
      .update(payouts)
      .set({ upiId: "", holderName: null })
      .where(eq(payouts.userId, input.profileId));
    await tx.delete(upiChecks).where(eq(upiChecks.userId, input.profileId));
    await tx.delete(clientMarks).where(eq(clientMarks.profileId, input.profileId));
    await tx.delete(sessions).where(eq(sessions.profileId, input.profileId));
    await tx.delete(passwords).where(eq(passwords.profileId, input.profileId));
    await tx.delete(verifications).where(eq(verifications.phone, locked.phone));
    // The security log (audit_events) stays 180 days after this deletion, unlinked from the
    // profile and keyed by the hashed phone, then the sweep erases it (decisions 092, 103).
    await keepAuditTrail(tx, {
      profileId: input.profileId,
      phone: locked.phone,
      phoneKey: input.phoneKey,
      now,
    });
    await tx.delete(billingDetails).where(eq(billingDetails.businessId, input.profileId));
    await tx
      .update(profiles)
      .set({
        phone: erasedPhone(input.profileId),
        username: null,
        city: null,
        businessName: null,
        reviewerName: null,
        reviewerEmail: null,
        language: null,
        reviewSms: false,
        erasedAt: now,
      })
      .where(eq(profiles.id, input.profileId));
    return { ok: true, filesToDelete };
  });
}

/** Empties the person's reviews and earlier versions; answers the photo keys they named. */
async function eraseReviews(tx: DbOrTx, profileId: string): Promise<string[]> {
  const own = await tx
    .select({ id: reviews.id, proof: reviews.proof })
    .from(reviews)
    .where(eq(reviews.userId, profileId));
  if (own.length === 0) return [];
  const ids = own.map((row) => row.id);
  const earlier = await tx
    .select({ proof: reviewRevisions.proof })
    .from(reviewRevisions)
    .where(inArray(reviewRevisions.reviewId, ids));
  await tx
    .update(reviews)
    .set({ proof: ERASED_PROOF, ...erasedReviewContent })
    .where(eq(reviews.userId, profileId));
  await tx
    .update(reviewRevisions)
    .set({ reviewText: "", proof: ERASED_PROOF })
    .where(inArray(reviewRevisions.reviewId, ids));
  // What was read from the photos (a band, a time, the bill) goes with them (decision 129).
  await tx.delete(reviewProofChecks).where(inArray(reviewProofChecks.reviewId, ids));
  // An appeal of a removal (decision 091): a waiting one has no one left to answer; a decided
  // one keeps its outcome for the ledger, without the author's words.
  await tx
    .delete(removalAppeals)
    .where(and(inArray(removalAppeals.reviewId, ids), sql`${removalAppeals.decidedAt} is null`));
  await tx.update(removalAppeals).set({ reason: "" }).where(inArray(removalAppeals.reviewId, ids));
  return [...own, ...earlier].map((row) => row.proof).filter((key) => key !== ERASED_PROOF);
}

/** What an erased review keeps of its words and marks: nothing (its rating and status stay for the ledger). */
const erasedReviewContent = {
  reviewText: "",
  reviewerName: "",
  reviewerEmail: "",
  comparableText: "",
  // Empty rather than null, so the fingerprint backfill never picks the review up again.
  textBands: sql`'{}'::integer[]`,
  proofHash: null,
  proofSha256: null,
  proofKeys: null,
  networkHash: null,
  deviceHash: null,
};
