import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { exportRequests, legalHolds, reviewRevisions, reviews } from "~/db/schema";
import type { ProofStorage } from "~/storage/storage.server";

/**
 * Which of these stored keys a row still names: a review, an earlier version (a revision may keep
 * its photo) or a data export (decision 076). A key no row names may be deleted.
 */
export async function findNamedFiles(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const named = await db
    .select({ key: reviews.proof })
    .from(reviews)
    .where(inArray(reviews.proof, keys))
    .union(
      db
        .select({ key: reviewRevisions.proof })
        .from(reviewRevisions)
        .where(inArray(reviewRevisions.proof, keys)),
    )
    .union(
      db
        .select({ key: sql<string>`${exportRequests.fileKey}` })
        .from(exportRequests)
        .where(inArray(exportRequests.fileKey, keys)),
    );
  const found = new Set(named.map((row) => row.key));
  // A deleted account's removed reviews keep their photos while held for the law (decision 093).
  const held = await db.execute(
    sql`select distinct jsonb_array_elements_text(${legalHolds.data} -> 'proofs') as key
        from ${legalHolds} where ${legalHolds.kind} = 'removed_content'`,
  );
  for (const row of (held as unknown as { rows: { key: string }[] }).rows) {
    if (keys.includes(row.key)) found.add(row.key);
  }
  return found;
}

/**
 * Deletes, after the commit that let them go, the stored files that no row names any more. A
 * failure is left to the hourly orphan sweep, which deletes what no row names.
 */
export async function deleteUnnamedFiles(
  db: DbOrTx,
  storage: ProofStorage,
  keys: string[],
): Promise<number> {
  const named = await findNamedFiles(db, keys);
  let deleted = 0;
  for (const key of new Set(keys)) {
    if (named.has(key)) continue;
    try {
      await storage.delete(key);
      deleted += 1;
    } catch {
      // The orphan sweep tries again within the hour.
    }
  }
  return deleted;
}
