import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviews, teamMembers } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import type { ProofStorage } from "~/storage/storage.server";

/**
 * The proof image, for its author and the moderation team (the admin, active moderators:
 * decision 067) only; null for everyone else (a 404).
 */
export async function getProofForViewer(
  db: DbOrTx,
  deps: { storage: ProofStorage },
  input: { reviewId: string; viewerId: string },
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!isUuid(input.reviewId) || !isUuid(input.viewerId)) return null;
  const [row] = await db
    .select({
      proof: reviews.proof,
      authorId: reviews.userId,
      viewerRole: profiles.role,
      membership: teamMembers.status,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, input.viewerId))
    .leftJoin(teamMembers, eq(teamMembers.phone, profiles.phone))
    .where(eq(reviews.id, input.reviewId))
    .limit(1);
  if (!row) return null;
  const onTeam =
    row.viewerRole === "admin" || (row.viewerRole === "moderator" && row.membership === "active");
  if (row.authorId !== input.viewerId && !onTeam) return null;
  return deps.storage.get(row.proof);
}
