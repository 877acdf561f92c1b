import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort, untilHealthy } from "../../support/server-process";
import { adminQuery } from "./postgres-admin";
import { serverLogName } from "./server-log";

/**
 * Starts the real production server (from `npm run build`) on a free port with a fresh
 * DATA_DIR; with TEST_DATABASE_URL, on a new PostgreSQL database migrated by the built
 * `server/migrate.js`, as the production image migrates.
 */
export default async function globalSetup() {
  const port = process.env.E2E_PORT as string;
  const dataDir = process.env.E2E_DATA_DIR as string;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // What ships: React's production build, as a local installation (dev outbox for the codes).
    NODE_ENV: "production",
    INSTALLATION: "local",
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PHONE: "+919000000000",
    TRUST_PROXY: "loopback",
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `reviewkaro_e2e_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    // The built migration command, as the production image runs it (no TypeScript runner).
    execFileSync(process.execPath, ["server/migrate.js"], { env, stdio: "inherit" });
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }

  // On PostgreSQL the servers keep proofs in S3 (a local s3rver), as replicas must: a proof
  // uploaded through one process is opened through the other.
  let s3: S3rver | undefined;
  const s3Dir = mkdtempSync(path.join(tmpdir(), "reviewkaro-e2e-s3-"));
  if (serverUrl) {
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "reviewkaro-e2e", configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    Object.assign(env, {
      STORAGE: "s3",
      S3_BUCKET: "reviewkaro-e2e",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    });
  }

  // Each server's Prometheus metrics on a port of its own (tests/e2e/metrics.spec.ts reads them).
  const metricsPorts = [await freePort()];
  const server = spawn(process.execPath, ["server/index.js"], {
    env: { ...env, METRICS_PORT: String(metricsPorts[0]) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  keepLog(server, dataDir);
  await untilHealthy({ child: server }, port);

  // On PostgreSQL a second server process shares the database, the proof storage (S3) and the
  // session secret, as two replicas behind a proxy would. The embedded database is one process
  // only, so there both addresses name the one server.
  let second: ChildProcess | undefined;
  process.env.E2E_SECOND_URL = `http://127.0.0.1:${port}`;
  if (serverUrl) {
    const secondPort = await freePort();
    metricsPorts.push(await freePort());
    second = spawn(process.execPath, ["server/index.js"], {
      env: { ...env, PORT: String(secondPort), METRICS_PORT: String(metricsPorts[1]) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    keepLog(second, dataDir);
    await untilHealthy({ child: second }, secondPort);
    process.env.E2E_SECOND_URL = `http://127.0.0.1:${secondPort}`;
  }
  process.env.E2E_METRICS_URLS = metricsPorts
    .map((metricsPort) => `http://127.0.0.1:${metricsPort}/metrics`)
    .join(" ");

  return async () => {
    if (second) await stop(second);
    await stop(server);
    await s3?.close();
    // E2E_KEEP_DATA keeps what the tests made, to look at it afterwards (scripts/screenshots.ts)
    // or to back it up and restore it (the restore drill in docs/deploy.md).
    if (process.env.E2E_KEEP_DATA) {
      console.log(`Kept: ${dataDir}, ${s3Dir}${env.DATABASE_URL ? `, ${env.DATABASE_URL}` : ""}`);
      return;
    }
    await dropDatabase?.();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The server's output goes to the terminal as before and into DATA_DIR/e2e-server.log, where a
 * test reads it to check that no code, password or session token was ever logged.
 */
function keepLog(server: ChildProcess, dataDir: string) {
  const file = createWriteStream(path.join(dataDir, serverLogName), { flags: "a" });
  server.stdout?.on("data", (chunk: Buffer) => {
    // The terminal gets what matters (warnings, errors, plain lines); the file gets everything.
    const shown = chunk
      .toString()
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith('{"level":"info"'));
    if (shown.length > 0) process.stdout.write(`${shown.join("\n")}\n`);
    file.write(chunk);
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    file.write(chunk);
  });
  server.once("exit", () => file.end());
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
}
