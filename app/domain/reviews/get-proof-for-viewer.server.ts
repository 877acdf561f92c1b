import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import type { ProofStorage } from "~/storage/storage.server";

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
