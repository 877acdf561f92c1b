/**
 * The server's background jobs (proof sweeps, the fingerprint backfill, the embedded database's
 * vacuum) share one timing rule: first run a moment after start, then at a fixed interval, and
 * never two runs of one job at once (a slow run is not stacked on by the next tick).
 */
export type RecurringTiming = { firstAfterMs: number; everyMs: number };

export function scheduleRecurring<T>(
  work: (signal: AbortSignal) => Promise<T>,
  report: (outcome: T | { error: unknown }) => void,
  timing: RecurringTiming,
): () => void {
  const stopped = new AbortController();
  let running = false;
  const run = () => {
    if (running || stopped.signal.aborted) return;
    running = true;
    work(stopped.signal)
      .then(report, (error: unknown) => report({ error }))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, timing.firstAfterMs);
  first.unref();
  const timer = setInterval(run, timing.everyMs);
  timer.unref();
  return () => {
    stopped.abort();
    clearTimeout(first);
    clearInterval(timer);
  };
}
