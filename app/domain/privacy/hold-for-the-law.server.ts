import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { billingDetails, legalHolds, profiles, reviewRevisions, reviews } from "~/db/schema";
import { retentionDays } from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * What deleting an account keeps for the law (decision 093), copied into `legal_holds` in the
 * erasure's transaction before the rows are emptied: the registration details (IT Rules 2021
 * rule 3(1)(h)) and any review of the person's that we removed (rule 3(1)(g)), with its photos.
 * Nothing in the app reads this table: no list, lookup, risk check or staff screen. It answers
 * a lawful request only, through the operator, and the retention sweep erases it at erase_after.
 */

/** The moment a hold made now is erased. */
export function legalHoldEraseAfter(now: Date): Date {
  return new Date(now.getTime() + retentionDays.legalHolds * DAY_MS);
}

/** Copies the account's registration and removed content into held rows; answers nothing. */
export async function holdForTheLaw(
  tx: DbOrTx,
  input: { profileId: string; now: Date },
): Promise<void> {
  const eraseAfter = legalHoldEraseAfter(input.now);
  const [registration] = await tx
    .select({
      phone: profiles.phone,
      role: profiles.role,
      username: profiles.username,
      city: profiles.city,
      businessName: profiles.businessName,
      reviewerName: profiles.reviewerName,
      reviewerEmail: profiles.reviewerEmail,
      language: profiles.language,
      registeredAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, input.profileId));
  if (!registration) return;
  const [billing] = await tx
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.businessId, input.profileId));
  await tx.insert(legalHolds).values({
    profileId: input.profileId,
    kind: "registration",
    data: { ...registration, billing: billing ?? null, accountDeletedAt: input.now },
    heldAt: input.now,
    eraseAfter,
  });
  const removed = await tx
    .select({
      id: reviews.id,
      campaignId: reviews.campaignId,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      reviewerName: reviews.reviewerName,
      reviewerEmail: reviews.reviewerEmail,
      visitedOn: reviews.visitedOn,
      proof: reviews.proof,
      createdAt: reviews.createdAt,
      removalGround: reviews.removalGround,
      removedAt: reviews.removedAt,
      removedBy: reviews.removedBy,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, input.profileId), eq(reviews.status, "removed")));
  if (removed.length === 0) return;
  const versions = await tx
    .select({
      reviewId: reviewRevisions.reviewId,
      version: reviewRevisions.version,
      reviewText: reviewRevisions.reviewText,
      rating: reviewRevisions.rating,
      proof: reviewRevisions.proof,
      submittedAt: reviewRevisions.submittedAt,
    })
    .from(reviewRevisions)
    .where(
      inArray(
        reviewRevisions.reviewId,
        removed.map((review) => review.id),
      ),
    );
  const held = removed.map((review) => ({
    ...review,
    revisions: versions.filter((version) => version.reviewId === review.id),
  }));
  await tx.insert(legalHolds).values({
    profileId: input.profileId,
    kind: "removed_content",
    // The photos' keys: the orphan sweep keeps a file a hold names (findNamedFiles).
    data: { reviews: held, proofs: heldProofKeys(held) },
    heldAt: input.now,
    eraseAfter,
  });
}

function heldProofKeys(held: { proof: string; revisions: { proof: string }[] }[]): string[] {
  const keys = held.flatMap((review) => [review.proof, ...review.revisions.map((v) => v.proof)]);
  return [...new Set(keys.filter((key) => key.startsWith("proofs/")))];
}
