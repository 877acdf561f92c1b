import type { DbOrTx } from "~/db/client.server";
import { buildWaitingExports } from "~/domain/privacy/data-exports.server";
import type { ProofStorage } from "~/storage/storage.server";

/** A large account's export is built within a minute of the request (decision 076). */
export const DATA_EXPORTS_INTERVAL_MS = 60_000;

/** Builds the data exports still waiting, a few per run. */
export function buildDataExports(db: DbOrTx, storage: ProofStorage) {
  return buildWaitingExports(db, storage);
}
