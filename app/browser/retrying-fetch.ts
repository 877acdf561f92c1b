import { reconnectDelay } from "~/events/live-events";
import { refusalHeader } from "~/http/refusal-headers";

/** Gateway answers that mean "the server is restarting or overloaded", worth trying again. */
const retryableStatuses = new Set([502, 503, 504]);
export const MAX_RETRIES = 4;

type Fetch = typeof fetch;

/**
 * A fetch that retries this site's requests when they fail with 502, 503 or 504 or do not
 * reach the server at all, after 1, 2, 5 and 10 seconds (SPEC §2 "Live updates"), with the same
 * body each time. Other answers (and other sites) pass through untouched, and so does a refusal
 * the app said on purpose (X-Refusal), even a 503 such as an SMS not sent: the person reads it
 * at once and tries again themselves (decision 123). Our actions are safe to repeat: decisions
 * are conditional updates and campaign payments carry an idempotency key.
 */
export function withRetries(
  fetchImpl: Fetch,
  options: { origin: string; sleep?: (ms: number) => Promise<void> },
): Fetch {
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  return async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== options.origin) return fetchImpl(request);
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt >= MAX_RETRIES;
      try {
        const response = await fetchImpl(request.clone());
        const retryable =
          retryableStatuses.has(response.status) && !response.headers.has(refusalHeader);
        if (last || !retryable) return response;
      } catch (error) {
        if (last || request.signal.aborted) throw error;
      }
      await sleep(reconnectDelay(attempt));
      if (request.signal.aborted) throw request.signal.reason;
    }
  };
}
