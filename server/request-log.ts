import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import { type logger as appLogger, errorForLog } from "~/logging/logger.server";

/**
 * One JSON line per request when it ends: its id (also sent as X-Request-Id), method, path
 * without the query, the client's address (as TRUST_PROXY reads it: what an incident report to
 * CERT-In needs, decision 094), status and duration. No header, query or body is logged.
 */
export function requestLog(logger: typeof appLogger) {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    genReqId: (_req: IncomingMessage, res: ServerResponse) => {
      const id = randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === "/healthz" },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
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
}
