/**
 * A review's proof waiting for the bill-reading job, as a submission leaves it (issue 49): the
 * row the submission inserts, for tests of the job that do not go through the review dialog.
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
    // Once the submission inserts the row itself, the test's insert leaves it as it is.
    .onConflictDoNothing();
}
