import pino from "pino";

/**
 * The server's one logger: JSON lines on stdout (one per request, see server/app.ts), level from
 * LOG_LEVEL (info by default). Nothing secret is written: errors go through `errorForLog`, which
 * keeps a query's text but never its parameters (session-token hashes, phone numbers, codes),
 * and no request header or body is logged.
 */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;

/** LOG_LEVEL is also validated with the rest of the configuration, which names a bad value. */
const level = (logLevels as readonly string[]).includes(process.env.LOG_LEVEL ?? "")
  ? (process.env.LOG_LEVEL as string)
  : "info";

export const logger = pino({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: errorForLog },
  formatters: { level: (label) => ({ level: label }) },
});

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

/** Lines a database error carries that could hold people's data: query parameters, row details. */
const secretLines = /^\s*(params|parameters|detail|DETAIL|Key \().*$/gm;

function withoutSecrets(text: string): string {
  return text
    .replace(secretLines, "")
    .replace(/\n{2,}/g, "\n")
    .trimEnd();
}

/**
 * An error as the log keeps it: its type, message, code and stack (and its causes), with query
 * parameters and row details cut out. Other fields of the error (a driver's `detail`, `where`,
 * `params`, a request's headers) are never copied.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: withoutSecrets(String(error)) };
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type: error.name,
    message: withoutSecrets(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.stack ? { stack: withoutSecrets(error.stack) } : {}),
  };
  if (error.cause !== undefined && depth < 4) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
