/**
 * A review's proof waiting for the bill-reading job, as a submission leaves it (issue 49), queued
 * at `createdAt` (now by default): the job reads the oldest first, so a test orders its reads.
 */
import type { DbOrTx } from "~/db/client.server";
import { reviewProofChecks } from "~/db/schema";

export async function pendingBillCheck(
  db: DbOrTx,
  review: { id: string; proof: string },
  createdAt?: Date,
) {
  await db
    .insert(reviewProofChecks)
    .values({
      reviewId: review.id,
      proof: review.proof,
      placeBand: "unknown",
      ...(createdAt ? { createdAt } : {}),
    })
    // The submission inserts the row itself: a test that orders the job's queue moves its time.
    .onConflictDoUpdate({
      target: reviewProofChecks.reviewId,
      set: { createdAt: createdAt ?? new Date() },
    });
}
