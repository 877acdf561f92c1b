import type { Database } from "~/db/client.server";
import {
  buildDataExports,
  DATA_EXPORTS_INTERVAL_MS,
} from "~/domain/jobs/build-data-exports.server";
import { RETENTION_INTERVAL_MS, runRetention } from "~/domain/jobs/run-retention.server";
import type { logger as appLogger } from "~/logging/logger.server";
import type { ProofStorage } from "~/storage/storage.server";
import type { JobRunner } from "./jobs";

/**
 * A person's data rights in the background (decisions 076, 077): large accounts' exports are
 * built, and the retention schedule is applied, each once across servers.
 */
export function schedulePrivacyJobs(
  jobs: JobRunner,
  deps: { db: Database; storage: ProofStorage; logger: typeof appLogger },
) {
  jobs.schedule({
    name: "data_exports",
    acrossServers: true,
    firstAfterMs: 2_500,
    everyMs: DATA_EXPORTS_INTERVAL_MS,
    run: () => buildDataExports(deps.db, deps.storage),
    logOutcome: (outcome) => {
      if (outcome.built > 0) deps.logger.info(outcome, "data exports built");
    },
  });
  jobs.schedule({
    name: "retention",
    acrossServers: true,
    firstAfterMs: 3_000,
    everyMs: RETENTION_INTERVAL_MS,
    run: () => runRetention(deps.db, deps.storage),
    logOutcome: (outcome) => deps.logger.info(outcome, "retention applied"),
  });
}
