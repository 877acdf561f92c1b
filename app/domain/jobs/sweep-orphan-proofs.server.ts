import type { DbOrTx } from "~/db/client.server";
import { findNamedFiles } from "~/domain/proofs/named-files.server";
import type { ProofStorage } from "~/storage/storage.server";

/**
 * A proof is stored before the transaction that saves its review (the image work stays outside
 * the transaction). A crash between the two leaves a private photo no review names; one that is
 * an hour old will never be named, since a submission stores and commits within seconds.
 */
export const ORPHAN_PROOF_AGE_MS = 60 * 60 * 1000;

/** Deletes stored files older than an hour that no review, earlier version or data export names; answers how many it read and deleted. */
export async function sweepOrphanProofs(
  db: DbOrTx,
  storage: ProofStorage,
  options: { now?: Date } = {},
): Promise<{ checked: number; deleted: number }> {
  const now = options.now ?? new Date();
  let checked = 0;
  let deleted = 0;
  for await (const keys of storage.listStoredBefore(
    new Date(now.getTime() - ORPHAN_PROOF_AGE_MS),
  )) {
    checked += keys.length;
    const kept = await findNamedFiles(db, keys);
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
  }
  return { checked, deleted };
}
