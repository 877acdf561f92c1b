import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { embeddedExtensions } from "../../../app/db/prepared-pglite.server";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  untilHealthy,
} from "../../support/server-process";
import { adminQuery } from "./postgres-admin";

/** A spec's own server: its address, its output, and its data reached by SQL. */
export type OwnServer = {
  /** `http://127.0.0.1:{port}`, the same across restarts. */
  base: string;
  /** What the running server printed. */
  output(): string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same data, port and settings, and waits until it is healthy. */
  start(): Promise<void>;
  restart(): Promise<void>;
  /**
   * Runs one statement against the server's data: on PostgreSQL at any time; on the embedded
   * database only while the server is stopped (two processes opening one PGlite directory corrupt it).
   */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Stops the server and removes its DATA_DIR and its PostgreSQL database. */
  close(): Promise<void>;
};

/**
 * Starts the production server on a free port with a DATA_DIR of its own, on the embedded
 * database, or on a PostgreSQL database of its own (migrated) when TEST_DATABASE_URL is set.
 * `env` adds the spec's settings (a gateway, a payout provider).
 */
export async function startOwnServer(
  label: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  // The label names a PostgreSQL database too: checked here, so the embedded run refuses what
  // PostgreSQL would (a hyphen is a syntax error in an unquoted name).
  if (!/^[a-z0-9_]{1,30}$/.test(label)) {
    throw new Error(`startOwnServer: the label '${label}' must be 1–30 of a–z, 0–9 and _`);
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), `reviewkaro-${label}-`));
  let databaseName: string | undefined;
  let databaseUrl = "";
  if (serverUrl) {
    databaseName = `reviewkaro_e2e_${label}_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    execFileSync("npm", ["run", "--silent", "db:migrate"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      stdio: "ignore",
    });
  }
  const port = await freePort();
  let server: ServerProcess | undefined;

  async function start() {
    server = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    });
    await untilHealthy(server, port);
  }

  async function stop() {
    const running = server;
    server = undefined;
    running?.kill("SIGTERM");
    await running?.exited;
  }

  async function query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<Row>(text, params)).rows;
      } finally {
        await client.end();
      }
    }
    if (server) throw new Error("stop the server before opening its embedded database");
    // As the app opens it (app/db/client.server.ts), extensions included.
    const embedded = new PGlite(path.join(dataDir, "db"), { extensions: embeddedExtensions });
    try {
      return (await embedded.query<Row>(text, params)).rows;
    } finally {
      await embedded.close();
    }
  }

  async function close() {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl && databaseName) await adminQuery(serverUrl, `drop database ${databaseName}`);
  }

  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => server?.output() ?? "",
    stop,
    start,
    restart: async () => {
      await stop();
      await start();
    },
    query,
    close,
  };
}
