import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { RequestFaults } from "~/http/context.server";
import { type logger as appLogger, errorForLog } from "~/logging/logger.server";
import { HEALTH_PATHS } from "./health";

/** The request's faults as the app set them (server/app.ts puts them in Express's res.locals). */
function faultsOf(res: ServerResponse): RequestFaults | undefined {
  return (res as ServerResponse & { locals?: { faults?: RequestFaults } }).locals?.faults;
}

/** Answered 503 because the database could not take the work: a blip, said once at warn. */
function refusedForDatabase(res: ServerResponse): RequestFaults | undefined {
  const faults = faultsOf(res);
  return faults?.databaseUnavailable && res.statusCode === 503 ? faults : undefined;
}

const healthPaths = new Set<string>(HEALTH_PATHS);

/** The path without the query, as the client asked it (Express's originalUrl when set). */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return (req.originalUrl ?? req.url ?? "").split("?")[0] ?? "";
}

/**
 * One JSON line per request when it ends: its id (also sent as X-Request-Id), method, path
 * without the query, the client's address (as TRUST_PROXY reads it: what an incident report to
 * CERT-In needs, decision 094), status and duration. No header, query or body is logged.
 *
 * A request the database could not take (answered 503 with Retry-After) is this one line, at
 * level warn, `database unavailable: GET /path`, with the database's error as `err`: never a
 * second line, and never an error report per request (decision 112). The health checks are not
 * logged.
 */
export function requestLog(logger: typeof appLogger, options: { longAfterMs?: number } = {}) {
  const log = pinoHttp({
    logger,
    wrapSerializers: false,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: {
      ignore: (req: IncomingMessage) => healthPaths.has(pathOf(req)),
    },
    customLogLevel: (_req, res, error) =>
      refusedForDatabase(res)
        ? "warn"
        : error || res.statusCode >= 500
          ? "error"
          : res.statusCode >= 400
            ? "warn"
            : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: (req, res) =>
      refusedForDatabase(res)
        ? `database unavailable: ${req.method} ${pathOf(req)}`
        : "request failed",
    customErrorObject: (req, res, error, fields) => {
      const refused = refusedForDatabase(res);
      // reqId as on the app's other lines about a request (logger.server.ts tags reports by it).
      return refused ? { ...fields, reqId: String(req.id), err: refused.cause ?? error } : fields;
    },
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; ip?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        // Express's req.ip (the app's `trust proxy`); the socket's address before Express sets it.
        ip: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
      err: errorForLog,
    },
  });
  const watch = warnOfLongRequests(logger, options.longAfterMs ?? LONG_REQUEST_MS);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    log(req, res);
    watch(req, res);
    next();
  };
}

/** How long a request may stay unanswered before a line says so: far past any page or webhook of ours. */
export const LONG_REQUEST_MS = 15_000;

/** Paths that stay open by design: the live updates' stream. */
const streamingPaths = new Set(["/events"]);

/**
 * A request still unanswered after `afterMs` is said at warn, while it is still open: the line
 * at its end comes only when it ends, and one that never ends (a webhook whose POST got no answer
 * in a CI run, decision 139) would leave no trace. The line tells how far it got: whether its body
 * had arrived whole (`bodyComplete`), whether the client is still there, and whether the answer's
 * headers were sent.
 */
function warnOfLongRequests(logger: typeof appLogger, afterMs: number) {
  return (req: IncomingMessage & { id?: unknown }, res: ServerResponse) => {
    const path = pathOf(req);
    if (healthPaths.has(path) || streamingPaths.has(path)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      logger.warn(
        {
          reqId: String(req.id),
          method: req.method,
          path,
          openMs: Date.now() - startedAt,
          bodyComplete: req.complete,
          clientGone: req.destroyed || Boolean(req.socket?.destroyed),
          headersSent: res.headersSent,
        },
        "request still unanswered",
      );
    }, afterMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    res.once("finish", stop);
    res.once("close", stop);
  };
}
