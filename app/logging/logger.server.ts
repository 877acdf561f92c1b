import pino from "pino";

/**
 * The server's one logger: JSON lines on stdout (one per request, see server/app.ts), and also in
 * a file a day once the server opens LOG_DIR (`writeLogLinesTo`, decision 094), each line's `time`
 * in UTC (ISO 8601). Level from LOG_LEVEL (info by default). Nothing secret is written: errors
 * go through `errorForLog`, which
 * keeps a query's text but never its parameters (session-token hashes, phone numbers, codes),
 * and no request header or body is logged.
 */
export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;

/** LOG_LEVEL is also validated with the rest of the configuration, which names a bad value. */
const level = (logLevels as readonly string[]).includes(process.env.LOG_LEVEL ?? "")
  ? (process.env.LOG_LEVEL as string)
  : "info";

/** An error-reporting service (error-reports.server.ts): Sentry, or one that takes its DSN. */
export type ErrorReporter = {
  /** Sends one error, with the log line's message and ids. */
  report(error: unknown, context: { message?: string; tags: Record<string, string> }): void;
  /** Waits until what was reported is sent (at shutdown), at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean>;
};

/** Where errors logged at level error also go (SENTRY_DSN); none by default. */
let errorReporter: ErrorReporter | null = null;

/** Sends every error the log writes at level error with an `err` to `reporter` too (null: stop). */
export function reportErrorsTo(reporter: ErrorReporter | null): void {
  errorReporter = reporter;
}

const ERROR_LEVEL = 50;

/**
 * Where the lines go: stdout always; the daily file joins once opened. Every stream takes every
 * level: LOG_LEVEL is applied once, by the logger.
 */
const destinations = pino.multistream([{ level: "trace", stream: pino.destination(1) }]);

/** Writes every line from now on to `stream` too (the daily log file; log-files.server.ts). */
export function writeLogLinesTo(stream: pino.DestinationStream): void {
  destinations.add({ level: "trace", stream });
}

export const logger = pino(
  {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorForLog },
    formatters: { level: (label) => ({ level: label }) },
    hooks: {
      logMethod(args, write, levelValue) {
        const [fields, message] = args as unknown[];
        if (errorReporter && levelValue >= ERROR_LEVEL && isErrorFields(fields)) {
          const tags: Record<string, string> = {};
          for (const key of ["reqId", "job", "purpose"] as const) {
            if (typeof fields[key] === "string") tags[key] = fields[key];
          }
          errorReporter.report(fields.err, {
            message: typeof message === "string" ? message : undefined,
            tags,
          });
        }
        write.apply(this, args);
      },
    },
  },
  destinations,
);

function isErrorFields(value: unknown): value is Record<string, unknown> & { err: unknown } {
  return typeof value === "object" && value !== null && "err" in value;
}

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

/** Lines a database error carries that could hold people's data: query parameters, row details. */
const secretLines = /^\s*(params|parameters|detail|DETAIL|Key \().*$/gm;

/** The text without the lines that could hold people's data (for the log and error reports). */
export function withoutSecrets(text: string): string {
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

/** Sends what the error reporter still holds, at most `timeoutMs` (before the process exits). */
export async function flushErrorReports(timeoutMs: number): Promise<void> {
  await errorReporter?.flush(timeoutMs);
}
