import { once } from "node:events";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import express from "express";
import type pg from "pg";
import type { Logger } from "pino";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { JobOutcome } from "./jobs";

/** What the gauges read when Prometheus scrapes. */
export type MetricSources = {
  /** The PostgreSQL pool; the embedded database has none, and reports no pool series. */
  pool: pg.Pool | undefined;
  liveStreams: () => number;
  /** Items waiting in each queue (app/domain/moderation/queue-lengths.server.ts). */
  queueLengths: () => Promise<Record<string, number>>;
};

/**
 * The server's Prometheus metrics (prom-client), served on their own port (METRICS_PORT) and
 * never on the public one (decision 044). Series: requests by route, method and status with
 * their durations; the database pool; open live streams; queue lengths; job runs by outcome;
 * and Node's own (memory, CPU, event loop lag).
 */
export function createMetrics(sources: MetricSources, logger: Pick<Logger, "warn">) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: "reviewkaro_http_request_duration_seconds",
    help: "HTTP requests by route pattern, method and status, and how long each took to answer",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: "reviewkaro_db_pool_connections_in_use",
      help: "PostgreSQL connections of this server's pool running a query or a transaction",
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: "reviewkaro_db_pool_waiting",
      help: "Queries of this server waiting for a free pooled connection",
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: "reviewkaro_live_streams_open",
    help: "Live-update streams (/events) this server holds open",
    registers,
    collect() {
      this.set(sources.liveStreams());
    },
  });

  new Gauge({
    name: "reviewkaro_queue_length",
    help: "Items waiting in each queue, across all servers (the same on every server)",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      // A database that cannot answer leaves the gauge empty, not the whole scrape failed.
      const lengths = await sources.queueLengths().catch((error: unknown) => {
        logger.warn({ err: error }, "queue lengths not read for metrics");
        return null;
      });
      this.reset();
      for (const [queue, length] of Object.entries(lengths ?? {})) this.set({ queue }, length);
    },
  });

  const jobRuns = new Counter({
    name: "reviewkaro_job_runs_total",
    help: "Background job attempts on this server by outcome: ok, failed, skipped (another server ran it, or it is not due), or retrying (the database refused it for less than 5 minutes)",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobDurations = new Histogram({
    name: "reviewkaro_job_duration_seconds",
    help: "How long the background jobs that ran here took",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.1, 1, 10, 60, 300, 1800],
    registers,
  });

  return {
    /** Counts every request once it ends; `routeOf` names its route pattern. */
    countRequests(routeOf: (req: IncomingMessage) => string): express.RequestHandler {
      return (req, res, next) => {
        const end = requests.startTimer();
        res.once("close", () => {
          end({ route: routeOf(req), method: req.method, status: statusOf(res) });
        });
        next();
      };
    },
    countJob(job: string, outcome: JobOutcome, seconds: number) {
      jobRuns.inc({ job, outcome });
      if (outcome !== "skipped") jobDurations.observe({ job }, seconds);
    },
    /** Serves GET /metrics in Prometheus's text format on its own port. */
    async listen(at: { port: number; host: string }): Promise<Server> {
      const app = express();
      app.disable("x-powered-by");
      app.get("/metrics", async (_req, res) => {
        res.type(registry.contentType).send(await registry.metrics());
      });
      const listener = app.listen(at.port, at.host);
      await once(listener, "listening").catch((error: NodeJS.ErrnoException) => {
        const cause =
          error.code === "EADDRINUSE"
            ? `port ${at.port} is already in use (set METRICS_PORT to another one)`
            : error.message;
        throw new Error(`ReviewKaro cannot start: ${cause}`);
      });
      return listener;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The status sent, or `aborted` when the client left before an answer began. */
function statusOf(res: ServerResponse): string {
  return res.headersSent ? String(res.statusCode) : "aborted";
}
