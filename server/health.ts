import express from "express";

/** The paths a proxy or an orchestrator asks; none of them is written to the request log. */
export const HEALTH_PATHS = ["/livez", "/readyz", "/healthz"] as const;

/**
 * Liveness and readiness told apart (decision 112).
 *
 * - `/livez`: this process can answer. No database work, no I/O: what Caddy's active health
 *   check asks, so a server stays in the proxy's pool while the database is away and answers
 *   with its own 'busy' page (503 with Retry-After), never with the proxy's empty 503.
 * - `/readyz`: this process can do its work, i.e. the database answers `select 1` within
 *   PING_TIMEOUT_MS (under a second). For orchestrators that hold traffic back until a
 *   server is ready, and for the compose health check that orders the start.
 * - `/healthz`: the name of `/readyz` used before decision 112, kept with the same meaning
 *   (compose.yaml, the Dockerfile's HEALTHCHECK and monitors ask it).
 */
export function healthRoutes(database: { ping(): Promise<boolean> }): express.Router {
  const router = express.Router();
  router.get("/livez", (_req, res) => {
    res.status(200).type("text/plain").set("Cache-Control", "no-store").send("ok");
  });
  const ready: express.RequestHandler = async (_req, res) => {
    const ok = await database.ping();
    res
      .status(ok ? 200 : 503)
      .type("text/plain")
      .set("Cache-Control", "no-store")
      .send(ok ? "ok" : "database unreachable");
  };
  router.get("/readyz", ready);
  router.get("/healthz", ready);
  return router;
}
