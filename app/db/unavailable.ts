/**
 * Errors that mean "the database cannot take this work now" rather than "this request is wrong":
 * no free connection in time, a lock held too long by other work, the server refusing or dropping
 * connections, too many clients.
 * Such a request is answered 503 with Retry-After; everything else stays a 500 (a bug).
 */

/**
 * SQLSTATE classes and codes: 08 connection exception, 53300 too many connections, 55P03 a lock
 * not free within the pool's lock_timeout, 57P01–57P03 shutdown/starting.
 */
const unavailableSqlStates = /^(08...|53300|55P03|57P0[123])$/;
const unavailableSystemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres says these in words only: a pool wait or a connect that ran out of time, a dropped socket. */
const unavailableMessages = [
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
  "Connection terminated unexpectedly",
  "Client has encountered a connection error and is not queryable",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; follow the chain a few links at most.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (unavailableSqlStates.test(code) || unavailableSystemCodes.has(code)) return true;
    }
    if (
      unavailableMessages.some(
        (message) => current instanceof Error && current.message.includes(message),
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}
