import type { Database } from "~/db/client.server";
import { storeSettledMonths } from "~/domain/transparency/monthly-report.server";
import type { JobRunner } from "./jobs";

/** Every six hours: a month settles once, 16 days after it ends (decision 096). */
const TRANSPARENCY_MONTHS_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Stores each settled month's transparency report once, on one server (decision 096). */
export function scheduleTransparencyMonths(jobs: JobRunner, deps: { db: Database }) {
  jobs.schedule({
    name: "transparency_months",
    acrossServers: true,
    firstAfterMs: 60_000,
    everyMs: TRANSPARENCY_MONTHS_INTERVAL_MS,
    run: () => storeSettledMonths(deps.db),
  });
}
