import { cityNames } from "~/domain/shared/city";
import { nextKolkataDayStart } from "~/domain/shared/dates";
import type { LiveEvent } from "~/events/live-events";

/** Online reviewers spread their reload of available campaigns over this much after midnight. */
export const DAY_START_SPREAD_MS = 60_000;

/**
 * A new Kolkata day opens the day's slots of every paced campaign (SPEC §5): at each midnight,
 * tells the reviewers of every city that their available campaigns changed. Each server process
 * does this for its own streams, so nothing crosses the database. Returns the stop.
 */
export function scheduleDayStarts(
  announce: (event: LiveEvent) => void,
  options: { now?: () => Date } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const now = options.now?.() ?? new Date();
    // A second past midnight, so that every clock reading then is already in the new day.
    const delay = nextKolkataDayStart(now).getTime() - now.getTime() + 1000;
    timer = setTimeout(() => {
      for (const city of cityNames) {
        announce({
          to: { role: "user", city },
          topics: ["available-campaigns"],
          spreadMs: DAY_START_SPREAD_MS,
        });
      }
      arm();
    }, delay);
    timer.unref?.();
  };
  arm();
  return () => clearTimeout(timer);
}
