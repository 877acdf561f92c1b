import { randomBytes } from "node:crypto";
import type { Server as HttpServer } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { removeFormerAdmins } from "~/auth/admin-role.server";
import { createRateLimits } from "~/auth/rate-limit.server";
import { liveSessionIds } from "~/auth/session.server";
import type { Config } from "~/config/config.server";
import { loadSettings } from "~/config/settings.server";
import { openDatabase } from "~/db/client.server";
import { EMBEDDED_VACUUM_TIMING, vacuumEmbeddedTables } from "~/db/embedded-maintenance.server";
import { ensureDemoCampaignAtStart } from "~/domain/campaigns/demo-campaign.server";
import {
  BACKFILL_INTERVAL_MS,
  backfillFingerprints,
} from "~/domain/jobs/backfill-fingerprints.server";
import {
  DIGEST_INTERVAL_MS,
  queueReviewDigests,
  sendReviewDigests,
} from "~/domain/jobs/review-digests.server";
import { scheduleDayStarts } from "~/domain/jobs/schedule-day-starts.server";
import { ORPHAN_PROOF_AGE_MS, sweepOrphanProofs } from "~/domain/jobs/sweep-orphan-proofs.server";
import { readQueueLengths } from "~/domain/moderation/queue-lengths.server";
import { createPaymentServices } from "~/domain/money/payments/payment-providers.server";
import { createEventBus } from "~/events/bus.server";
import { createStreamHub } from "~/events/stream-hub.server";
import { isLoopback } from "~/http/client-address.server";
import { noFaults, requestContext, type Services, servicesContext } from "~/http/context.server";
import { signToastsWith } from "~/http/toast.server";
import { negotiateLanguage } from "~/i18n/negotiate.server";
import { createErrorReporter } from "~/logging/error-reports.server";
import { flushErrorReports, logger, reportErrorsTo } from "~/logging/logger.server";
import { createSmsProvider } from "~/notifications/sms-providers.server";
import { createProofStorage } from "~/storage/storage.server";
import { scheduleBillReading } from "./bill-reading";
import { limitRequestBodies } from "./body-limit";
import { rejectCrossSiteRequests } from "./cross-site";
import { scheduleDecisionTimes } from "./decision-times";
import { deviceCookie } from "./device-cookie";
import { healthRoutes } from "./health";
import { createJobRunner } from "./jobs";
import { scheduleLegalJobs } from "./legal-jobs";
import { createMetrics } from "./metrics";
import { scheduleModeratorInvitations } from "./moderator-invitations";
import { openLogFiles, scheduleLogFileSweep, securityTxt } from "./operations";
import { createRefundWaker, razorpayCheckoutSources, schedulePaymentJobs } from "./payments";
import { createPayoutProvider, schedulePayoutJobs } from "./payouts";
import { requestLog } from "./request-log";
import { routeLabeller } from "./route-label";
import { secureCookies } from "./secure-cookies";
import { scheduleTransparencyMonths } from "./transparency-months";

export { readSecretFiles } from "~/config/secret-files.server";
export { migratePostgres } from "~/db/migrate.server";
export { logger };

export type Server = {
  app: express.Express;
  /** The CSP nonce and helmet's headers: mount them before anything that answers, static files too. */
  securityHeaders: express.RequestHandler[];
  config: Config;
  /** The JSON-lines logger (app/logging/logger.server.ts), for the process entry's own lines. */
  logger: typeof logger;
  /** Serves GET /metrics on METRICS_PORT (nothing when it is unset); rejects with the cause in words. */
  listenForMetrics(): Promise<HttpServer | undefined>;
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
  // Every setting, the seller's and the operator's too: a bad one stops the start, not a payment.
  const { config, operator, warnings } = loadSettings();
  // Log lines kept a file a day for 180 days, in UTC (CERT-In, decision 094).
  const logFiles = await openLogFiles(config.logDir, logger);
  for (const line of warnings) logger.warn(line);
  signToastsWith(config.sessionSecret);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.databasePool,
  });
  // The admin is whoever ADMIN_PHONE names now: an earlier admin is signed out (decision 039).
  const formerAdmins = await removeFormerAdmins(database.db, { adminPhone: config.adminPhone });
  if (formerAdmins.length > 0) {
    logger.warn(
      { profiles: formerAdmins.length },
      "admin role removed: not the ADMIN_PHONE number",
    );
  }
  const events = await createEventBus(database);
  const { payments, gateway } = createPaymentServices(config.payments);
  const services: Services = {
    config,
    database,
    db: database.db,
    sms: createSmsProvider(config),
    payments,
    gateway,
    wakeRefunds: createRefundWaker({ db: database.db, gateway, logger }),
    payoutProvider: createPayoutProvider(config),
    limits: createRateLimits({
      ...(database.pool ? { store: "postgres", pool: database.pool } : { store: "memory" }),
      smsPerHour: config.smsHourlyBudget,
    }),
    storage: await createProofStorage(config),
    events,
    streams: createStreamHub({
      bus: events,
      liveSessions: (sessionIds) => liveSessionIds(database.db, sessionIds),
      heartbeatMs: config.liveHeartbeatMs,
    }),
  };

  await services.limits.ready?.();
  if (config.sentryDsn) {
    reportErrorsTo(
      createErrorReporter({
        dsn: config.sentryDsn,
        environment: config.local ? "local" : "production",
      }),
    );
  }
  // The demo campaign of SPEC §5, made at start once an admin exists: no page load writes it.
  // A production installation makes none and withdraws an unpaid one (decision 090).
  await ensureDemoCampaignAtStart(database.db, { local: config.local }).then(
    (demo) => {
      if (demo?.created) logger.info("demo campaign created");
      if (demo?.withdrawn) logger.info(demo, "unpaid demo campaign withdrawn");
    },
    (error: unknown) => logger.error({ err: error }, "demo campaign not made at start"),
  );
  const metrics = createMetrics(
    {
      pool: database.pool,
      liveStreams: () => services.streams.size(),
      queueLengths: () => readQueueLengths(database.db),
    },
    logger,
  );
  const stopDayStarts = scheduleDayStarts((event) => services.streams.deliver(event));
  const jobs = createJobRunner({
    databaseUrl: config.databaseUrl,
    logger,
    counted: metrics.countJob,
  });
  // Proofs left behind by a crash between storing and saving their review (decision 017).
  jobs.schedule({
    name: "proof_sweep",
    acrossServers: true,
    firstAfterMs: 0,
    everyMs: ORPHAN_PROOF_AGE_MS,
    run: () => sweepOrphanProofs(database.db, services.storage),
    logOutcome: (outcome) => {
      if (outcome.deleted > 0) logger.info(outcome, "orphan proofs deleted");
    },
  });
  // The owners' daily SMS of new reviews: written in a transaction, sent after it (decision 050).
  jobs.schedule({
    name: "review_digests",
    acrossServers: true,
    firstAfterMs: 2_000,
    everyMs: DIGEST_INTERVAL_MS,
    run: async () => {
      const now = new Date();
      const queued = await queueReviewDigests(database.db, { now });
      const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
      return {
        queued,
        ...(await sendReviewDigests(database.db, { sms: services.sms, origin, now })),
      };
    },
    logOutcome: (outcome) => {
      if (outcome.queued + outcome.sent + outcome.failed > 0)
        logger.info(outcome, "review SMS sent");
    },
  });
  // Reviews older than the copy checks get their fingerprints (decision 026); after the server
  // has started listening, since the first requests come before old reviews.
  jobs.schedule({
    name: "fingerprint_backfill",
    acrossServers: true,
    firstAfterMs: 1_000,
    everyMs: BACKFILL_INTERVAL_MS,
    run: (signal) => backfillFingerprints(database.db, services.storage, { signal }),
    logOutcome: (outcome) => {
      if (outcome.fingerprinted + outcome.keyed + outcome.marked > 0) {
        logger.info(outcome, "old reviews fingerprinted");
      }
    },
  });
  // Orders settled by asking the gateway (decision 057); refunds asked, campaigns ended (058, 059).
  schedulePaymentJobs(jobs, { db: database.db, gateway: services.gateway, logger });
  // Queued payouts go to the provider; payouts whose webhook never came are asked about (066).
  schedulePayoutJobs(jobs, { db: database.db, provider: services.payoutProvider, logger });
  scheduleDecisionTimes(jobs, { db: database.db });
  scheduleTransparencyMonths(jobs, { db: database.db });
  const { storage, sms, limits } = services;
  scheduleLegalJobs(jobs, { db: database.db, storage, sms, limits, config, logger });
  // A moderator's invitation SMS the Team tab could not send at once (decision 110).
  scheduleModeratorInvitations(jobs, { db: database.db, sms, limits, config, logger });
  scheduleLogFileSweep(jobs, { logDir: config.logDir, logger });
  // Proof photos' bills read as text after their submission's commit (decision 129).
  const stopBillReading = scheduleBillReading(jobs, { db: database.db, storage, logger });
  // The embedded database has no autovacuum: its tables are vacuumed four times a day.
  if (database.kind === "pglite") {
    jobs.schedule({
      name: "embedded_vacuum",
      acrossServers: false,
      ...EMBEDDED_VACUUM_TIMING,
      run: (signal) => vacuumEmbeddedTables(database.db, { signal }),
      logOutcome: (outcome) => logger.info(outcome, "embedded database vacuumed"),
    });
  }

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const build = await import("virtual:react-router/server-build");
  app.use(metrics.countRequests(routeLabeller(build.routes)));
  app.use(requestLog(logger));

  // Razorpay Checkout's script and its payment frame, allowed only when PAYMENTS=razorpay.
  const checkoutSources = razorpayCheckoutSources(config);
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
                ...checkoutSources.script,
              ],
              frameSrc: checkoutSources.frame,
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

  // Where a security problem is reported (RFC 9116), from SECURITY_CONTACT_EMAIL.
  app.get(
    "/.well-known/security.txt",
    securityTxt({ operator, publicOrigin: config.publicOrigin }),
  );

  // /livez (no database), /readyz and /healthz (the database answers): decision 112.
  app.use(healthRoutes(database));

  if (!config.local) app.use(secureCookies);
  app.use(rejectCrossSiteRequests);
  app.use(limitRequestBodies);
  app.use(deviceCookie({ secure: !config.local }));

  app.use(
    createRequestHandler({
      // Under Vite's dev server the build is asked for on every request, so an edit is served
      // at once; React Router then rebuilds its route tables (every route flattened and ranked)
      // per request. The production build never changes: it is handed over once (decision 134).
      build: options.viteDevServer ? () => import("virtual:react-router/server-build") : build,
      mode: config.env === "production" ? "production" : "development",
      async getLoadContext(req, res) {
        const faults = noFaults();
        res.locals.faults = faults;
        const headers = new Headers();
        if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
        const acceptLanguage = req.headers["accept-language"];
        if (acceptLanguage) headers.set("accept-language", acceptLanguage);
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        const ip = req.ip ?? req.socket.remoteAddress ?? "unknown";
        context.set(requestContext, {
          ip,
          fromThisMachine: isLoopback(req.socket.remoteAddress) && isLoopback(ip),
          deviceId: (res.locals.deviceId as string | null | undefined) ?? null,
          cspNonce: res.locals.cspNonce as string,
          language: await negotiateLanguage(headers),
          requestId: String(req.id),
          // Shared with the request log, whose one line says a database refusal (decision 112).
          faults,
        });
        return context;
      },
    }),
  );

  return {
    app,
    securityHeaders,
    config,
    logger,
    listenForMetrics: async () => {
      if (!config.metrics) return undefined;
      const listener = await metrics.listen(config.metrics);
      logger.info(`Metrics on http://${config.metrics.host}:${config.metrics.port}/metrics`);
      return listener;
    },
    endStreams: () => services.events.close(),
    async close() {
      stopDayStarts();
      jobs.stop();
      await stopBillReading();
      await services.events.close();
      await database.close();
      await flushErrorReports(2_000);
      logFiles.flush();
    },
  };
}
