import type { Database } from "~/db/client.server";
import {
  countOpenMonths,
  TRANSPARENCY_INTERVAL_MS,
} from "~/domain/transparency/monthly-report.server";
import type { JobRunner } from "./jobs";

/**
 * The transparency report's figures (decision 096), counted once across servers a moment after
 * start and every 10 minutes: the months that can still change, and each month once it settles.
 */
export function scheduleTransparencyMonths(jobs: JobRunner, deps: { db: Database }) {
  jobs.schedule({
    name: "transparency_months",
    acrossServers: true,
    firstAfterMs: 2_000,
    everyMs: TRANSPARENCY_INTERVAL_MS,
    run: () => countOpenMonths(deps.db),
  });
}
