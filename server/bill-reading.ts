import type { Database } from "~/db/client.server";
import { BILL_READ_INTERVAL_MS, readBillTexts } from "~/domain/jobs/read-bill-text.server";
import { stopBillReader } from "~/domain/proofs/read-bill.server";
import type { ProofStorage } from "~/storage/storage.server";
import type { JobRunner } from "./jobs";

/**
 * Bills read as text after their submission's commit (issue 49, decision 129), on one server per
 * period on PostgreSQL (the runner's advisory lock), here on the embedded database. Answers the
 * shutdown step that ends the OCR worker.
 */
export function scheduleBillReading(
  jobs: JobRunner,
  deps: {
    db: Database;
    storage: ProofStorage;
    logger: { info: (fields: object, message: string) => void };
  },
): () => Promise<void> {
  jobs.schedule({
    name: "bill_reading",
    acrossServers: true,
    firstAfterMs: 5_000,
    everyMs: BILL_READ_INTERVAL_MS,
    run: (signal) => readBillTexts(deps.db, deps.storage, { signal }),
    logOutcome: (outcome) => {
      const { read, noBill, retried, failed, sameBill } = outcome;
      if (read + noBill + retried + failed + sameBill > 0) deps.logger.info(outcome, "bills read");
    },
  });
  return stopBillReader;
}
