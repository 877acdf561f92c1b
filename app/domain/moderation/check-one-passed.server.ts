import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviewChecks, reviews } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";

/**
 * The pending reviews among these whose check 1 is already passed, so the admin's list says they
 * wait for check 2 (issue 46, point 13). A failing check rejects at once, so a pending review's
 * check 1 row is a passed one; only the admin reads this. Reads the review_checks primary key.
 */
export async function listCheckOnePassed(
  db: DbOrTx,
  input: { adminId: string; reviewIds: readonly string[] },
): Promise<Set<string>> {
  if (input.reviewIds.length === 0) return new Set();
  const rows = await db
    .select({ reviewId: reviewChecks.reviewId })
    .from(reviewChecks)
    .innerJoin(reviews, eq(reviews.id, reviewChecks.reviewId))
    .where(
      and(
        inArray(reviewChecks.reviewId, [...input.reviewIds]),
        eq(reviewChecks.kind, "proof"),
        eq(reviewChecks.passed, true),
        eq(reviews.status, "pending"),
        isAdmin(input.adminId),
      ),
    );
  return new Set(rows.map((row) => row.reviewId));
}
