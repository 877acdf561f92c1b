import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { type CountedEntity, statusCounts } from "~/db/schema";

/**
 * How many rows of an entity are in the given statuses (all of them when none are given), read
 * from the counters that triggers keep at every commit (decision 013): a few rows, whatever the
 * number of reviews, campaigns or payouts.
 */
export async function countInStatus(
  db: DbOrTx,
  input: { entity: CountedEntity; statuses?: readonly string[] },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${statusCounts.count}), 0)`.mapWith(Number) })
    .from(statusCounts)
    .where(
      and(
        eq(statusCounts.entity, input.entity),
        input.statuses ? inArray(statusCounts.status, [...input.statuses]) : undefined,
      ),
    );
  return row?.count ?? 0;
}
