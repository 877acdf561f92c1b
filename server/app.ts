import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { createRateLimits } from "~/auth/rate-limit.server";
import { liveSessionIds } from "~/auth/session.server";
import { createSmsProvider } from "~/auth/sms.server";
import { type Config, loadConfig } from "~/config.server";
import { requestContext, type Services, servicesContext } from "~/context.server";
import { openDatabase } from "~/db/client.server";
import { scheduleDayStarts } from "~/domain/day-start.server";
import { createSimulatedPaymentProvider } from "~/domain/payments.server";
import { createEventBus } from "~/events/bus.server";
import { createStreamHub } from "~/events/stream-hub.server";
import { negotiateLanguage } from "~/i18n/negotiate.server";
import { createProofStorage } from "~/storage/storage.server";
import { limitRequestBodies } from "./body-limit";
import { rejectCrossSiteRequests } from "./cross-site";

export type Server = {
  app: express.Express;
  /** The CSP nonce and helmet's headers: mount them before anything that answers, static files too. */
  securityHeaders: express.RequestHandler[];
  config: Config;
  /** Ends the live-update streams, so that their connections can close. */
  endStreams(): Promise<void>;
  /** Closes the database; the HTTP listener is closed by the caller first. */
  close(): Promise<void>;
};

/**
 * Reads the configuration, opens (and on the embedded database, migrates) the database, and
 * returns the Express app that serves every page. Runs once, before the port is opened.
 */
export async function boot(options: { viteDevServer?: boolean } = {}): Promise<Server> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  const events = await createEventBus(database);
  const services: Services = {
    config,
    database,
    db: database.db,
    sms: createSmsProvider(config),
    payments: createSimulatedPaymentProvider(),
    limits: createRateLimits(
      database.pool ? { store: "postgres", pool: database.pool } : { store: "memory" },
    ),
    storage: await createProofStorage(config),
    events,
    streams: createStreamHub({
      bus: events,
      liveSessions: (sessionIds) => liveSessionIds(database.db, sessionIds),
    }),
  };

  await services.limits.ready?.();
  const stopDayStarts = scheduleDayStarts((event) => services.streams.deliver(event));

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  const securityHeaders: express.RequestHandler[] = [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      next();
    },
    helmet({
      // Vite's dev server injects inline scripts for hot reload; the built app runs under the CSP.
      contentSecurityPolicy: options.viteDevServer
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
              ],
              // Radix dialogs lock the page's scroll with a <style> element carrying this nonce.
              styleSrc: [
                "'self'",
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
              ],
              styleSrcAttr: ["'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              upgradeInsecureRequests: config.local ? null : [],
            },
          },
      strictTransportSecurity: !config.local,
      // "no-referrer" would make browsers send `Origin: null` on form posts, which the
      // cross-site check must refuse; this default of browsers sends only our origin elsewhere.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];

  // Browsers and crawlers that ignore <link rel="icon"> ask for this; the icon is an SVG.
  app.get("/favicon.ico", (_req, res) => {
    res.redirect(301, "/favicon.svg");
  });

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res
      .status(ok ? 200 : 503)
      .type("text/plain")
      .send(ok ? "ok" : "database unreachable");
  });

  app.use(rejectCrossSiteRequests);
  app.use(limitRequestBodies);

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: config.env === "production" ? "production" : "development",
      async getLoadContext(req, res) {
        const headers = new Headers();
        if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
        const acceptLanguage = req.headers["accept-language"];
        if (acceptLanguage) headers.set("accept-language", acceptLanguage);
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, {
          ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
          cspNonce: res.locals.cspNonce as string,
          language: await negotiateLanguage(headers),
          faults: { databaseUnavailable: false },
        });
        return context;
      },
    }),
  );

  return {
    app,
    securityHeaders,
    config,
    endStreams: () => services.events.close(),
    async close() {
      stopDayStarts();
      await services.events.close();
      await database.close();
    },
  };
}
