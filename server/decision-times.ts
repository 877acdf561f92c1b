import type { Database } from "~/db/client.server";
import {
  DECISION_TIMES_INTERVAL_MS,
  measureDecisionTimes,
} from "~/domain/jobs/measure-decision-times.server";
import type { JobRunner } from "./jobs";

/**
 * The published decision times (decision 069), measured once across servers every five minutes,
 * and a moment after start, so a new installation's pages have a figure (or "too few") at once.
 */
export function scheduleDecisionTimes(jobs: JobRunner, deps: { db: Database }) {
  jobs.schedule({
    name: "decision_times",
    acrossServers: true,
    firstAfterMs: 1_500,
    everyMs: DECISION_TIMES_INTERVAL_MS,
    run: () => measureDecisionTimes(deps.db),
  });
}
