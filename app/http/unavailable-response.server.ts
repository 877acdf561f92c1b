import type { MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable } from "~/db/unavailable";
import { getRequestInfo, markDatabaseUnavailable } from "~/http/context.server";
import { serverT } from "~/i18n/translate.server";

/** Seconds a browser is asked to wait when the database cannot take more work. */
export const RETRY_AFTER_SECONDS = 5;

/** The headers of every answer that says "the database is busy, try again". */
export function busyHeaders(headers = new Headers()): Headers {
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
  return headers;
}

/**
 * Resource routes (proof images, the QR code, the live stream, logout, ...) answer with no page
 * around them, so entry.server.tsx never sees them: this root middleware turns their 500 for a
 * database that could not take the work into a 503 with Retry-After and a line of text in the
 * person's language. Pages already come back 503 from entry.server.tsx and pass untouched.
 */
export const databaseUnavailableMiddleware: MiddlewareFunction<Response> = async (
  { context },
  next,
) => {
  const info = getRequestInfo(context);
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // A resource route's middleware (the session lookup) failed: React Router rethrows it.
    if (!isDatabaseUnavailable(error)) throw error;
    markDatabaseUnavailable(info, error);
    return busyResponse(info.language);
  }
  if (!info.faults.databaseUnavailable || response.status !== 500) return response;
  return busyResponse(info.language);
};

function busyResponse(language: Parameters<typeof serverT>[0]): Response {
  const t = serverT(language);
  const headers = busyHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" }));
  return new Response(`${t("errors.busyTitle")}. ${t("errors.busyText")}\n`, {
    status: 503,
    headers,
  });
}
