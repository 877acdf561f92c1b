import type { DbOrTx } from "~/db/client.server";
import { applyRetention, type RetentionOutcome } from "~/domain/privacy/apply-retention.server";
import { deleteUnnamedFiles } from "~/domain/proofs/named-files.server";
import type { ProofStorage } from "~/storage/storage.server";

/** The retention sweep runs every six hours (decision 077): a day's grace is the finest rule. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Applies docs/retention.md, then deletes the files the database let go. */
export async function runRetention(
  db: DbOrTx,
  storage: ProofStorage,
  options: { now?: Date } = {},
): Promise<Omit<RetentionOutcome, "filesToDelete"> & { filesDeleted: number }> {
  const { filesToDelete, ...counts } = await applyRetention(db, options);
  return { ...counts, filesDeleted: await deleteUnnamedFiles(db, storage, filesToDelete) };
}
