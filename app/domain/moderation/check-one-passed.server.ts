import { and, eq, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { arrayValue } from "~/db/rows.server";
import { reviewChecks, reviews } from "~/db/schema";
import { isAdminAt } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/**
 * The pending reviews among these whose check 1 is already passed, so the admin's list says they
 * wait for check 2 (issue 46, point 13). A failing check rejects at once, so a pending review's
 * check 1 row is a passed one; only the admin reads this. Reads the review_checks primary key.
 */
export async function listCheckOnePassed(
  db: DbOrTx,
  input: { adminId: string; reviewIds: readonly string[] },
): Promise<Set<string>> {
  const ids = input.reviewIds.filter(isUuid);
  if (ids.length === 0 || !isUuid(input.adminId)) return new Set();
  // Built once (decision 138): the page's ids are one array value, whatever their number.
  const rows = await builtOnce(db, "check_one_passed", (db, name) =>
    db
      .select({ reviewId: reviewChecks.reviewId })
      .from(reviewChecks)
      .innerJoin(reviews, eq(reviews.id, reviewChecks.reviewId))
      .where(
        and(
          sql`${reviewChecks.reviewId} = any(${sql.placeholder("ids")}::uuid[])`,
          eq(reviewChecks.kind, "proof"),
          eq(reviewChecks.passed, true),
          eq(reviews.status, "pending"),
          isAdminAt(sql.placeholder("adminId")),
        ),
      )
      .prepare(name),
  ).execute({ ids: arrayValue(ids), adminId: input.adminId });
  return new Set(rows.map((row) => row.reviewId));
}
