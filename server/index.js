// The process entry: serves static files, mounts the app, and shuts down cleanly.
// Plain JavaScript so that `node server/index.js` runs the production build with no compiler.
import { readdirSync } from "node:fs";
import path from "node:path";
import express from "express";
import { compressResponses } from "./compression.js";

// `npm run dev` serves the sources through Vite; everything else (`npm start`, tests, deploys)
// serves the production build. NODE_ENV picks React's build (production unless told otherwise);
// INSTALLATION=local, not NODE_ENV, is what makes a local installation (app/config.server.ts).
process.env.NODE_ENV ||= "production";
const development = process.env.NODE_ENV === "development";

/** Where the process writes its own lines: the app's JSON logger once the app is loaded. */
let log = { info: (/** @type {string} */ message) => console.log(message) };

async function main() {
  const outer = express();
  outer.disable("x-powered-by");
  outer.use(compressResponses());

  /** @type {import("./app").Server} */
  let server;
  if (development) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    outer.use(viteDevServer.middlewares);
    const module = /** @type {typeof import("./app")} */ (
      await viteDevServer.ssrLoadModule("./server/app.ts")
    );
    log = module.logger;
    server = await module.boot({ viteDevServer: true });
    outer.use(server.securityHeaders);
  } else {
    const build = path.resolve("build");
    const module = /** @type {typeof import("./app")} */ (
      await import(path.join(build, "server/index.js"))
    );
    log = module.logger;
    server = await module.boot();
    // Static files carry the same security headers as pages.
    outer.use(server.securityHeaders);
    outer.use(
      "/assets",
      express.static(path.join(build, "client/assets"), { immutable: true, maxAge: "1y" }),
    );
    // The few files at the client build's root (from public/) are served by name, so a page's
    // path is never looked up on disk first (a stat per request, ~0.2 ms of CPU here).
    const client = path.join(build, "client");
    // The service worker (decision 130): the browser asks for it again on each visit, so a
    // deploy's worker is found at once, never a copy kept for an hour.
    outer.get(
      "/sw.js",
      express.static(client, {
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
      }),
    );
    const rootFiles = readdirSync(client, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`);
    if (rootFiles.length > 0) {
      outer.get(rootFiles, express.static(client, { maxAge: "1h", index: false }));
    }
  }
  outer.use(server.app);

  const { port, host } = server.config;
  const listener = host === undefined ? outer.listen(port) : outer.listen(port, host);
  // An idle connection is kept longer than a proxy keeps its idle upstream ones (Caddy: 2 min):
  // with Node's 5 s, the server closes a connection just as the proxy (or a test's HTTP client)
  // reuses it, and that request fails with a reset (a 502 behind Caddy).
  listener.keepAliveTimeout = 125_000;
  // A port that is taken (or not ours to open) stops the start with its cause, exit code 1.
  await new Promise((resolve, reject) => {
    listener.once("listening", resolve);
    listener.once("error", reject);
  }).catch(async (/** @type {NodeJS.ErrnoException} */ error) => {
    await server.close().catch(() => undefined);
    const cause =
      error.code === "EADDRINUSE"
        ? `port ${port} is already in use (set PORT to another one)`
        : error.code === "EACCES"
          ? `port ${port} needs privileges this process does not have (set PORT above 1023)`
          : error.message;
    throw new Error(`ReviewKaro cannot start: ${cause}`);
  });
  // Prometheus reads /metrics on a port of its own, never reachable through the public one.
  const metricsListener = await server.listenForMetrics().catch(async (error) => {
    listener.close();
    await server.close().catch(() => undefined);
    throw error;
  });
  const installation = server.config.local ? "local installation" : "production";
  // React and React Router pick their builds from NODE_ENV when first loaded, as said here.
  const rendering = process.env.NODE_ENV === "production" ? "production" : process.env.NODE_ENV;
  const where = host === undefined ? `localhost:${port} and every interface` : `${host}:${port}`;
  log.info(`ReviewKaro is listening on http://${where} (${installation}, ${rendering} rendering)`);

  let stopping = false;
  const stop = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: closing.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // No new connections; requests on their way finish (with the database still open), and
    // each connection closes as soon as it is idle. Live-update streams end first.
    const drained = new Promise((resolve) => listener.close(resolve));
    metricsListener?.close();
    await server.endStreams();
    const idle = setInterval(() => listener.closeIdleConnections(), 100);
    listener.closeIdleConnections();
    await drained;
    clearInterval(idle);
    await server.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

// A start-up failure is for the person at the terminal: plain words on stderr, exit code 1.
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
