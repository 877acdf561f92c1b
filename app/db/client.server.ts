import { mkdirSync } from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "~/logging/logger.server";
import { PreparingPGlite } from "./prepared-pglite.server";
import { preparingQueries } from "./prepared-postgres.server";
import * as schema from "./schema";

/** One type for both drivers: domain code never knows which database it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: domain functions accept either. */
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool (PostgreSQL only), for stores that share it, like rate limits. */
  pool?: pg.Pool;
  /** Answers true when a trivial query succeeds. */
  ping(): Promise<boolean>;
  /**
   * Hears NOTIFY on a channel (from every process on this database). On PostgreSQL a dedicated
   * connection listens and reconnects by itself, then calls `onGap`: what was sent while it was
   * away is lost. The returned function stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "app/db/migrations");

/**
 * How long a statement of the app's pool waits for a lock another transaction holds before it
 * fails (SQLSTATE 55P03, answered 503 with Retry-After, or 500 to a webhook so the provider sends
 * it again). Our transactions hold their locks for milliseconds.
 */
export const LOCK_TIMEOUT_MS = 10_000;
/** How long a transaction may sit open between two statements before PostgreSQL ends its session. */
export const IDLE_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * node-postgres' session settings that bound a pool's waits (decision 139), the app's and the
 * tests' alike; a test shortens them.
 */
export function boundedWaits(shorter: { lockTimeoutMs?: number; idleTransactionMs?: number } = {}) {
  return {
    lock_timeout: shorter.lockTimeoutMs ?? LOCK_TIMEOUT_MS,
    idle_in_transaction_session_timeout: shorter.idleTransactionMs ?? IDLE_TRANSACTION_TIMEOUT_MS,
  };
}

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded database in DATA_DIR/db,
 * migrated on open (the embedded mode is one process, so nothing else can race it).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * PostgreSQL pool: its size, and how long a query waits for a connection before failing; tests
   * shorten the waits for a lock and of a transaction left open (LOCK_TIMEOUT_MS and
   * IDLE_TRANSACTION_TIMEOUT_MS otherwise).
   */
  pool?: { size: number; waitMs: number; lockTimeoutMs?: number; idleTransactionMs?: number };
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A busy or silent server fails a request after the wait (answered 503, app/db/unavailable.ts)
    // instead of holding it forever.
    const pool = preparingQueries(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max: options.pool?.size ?? 10,
        connectionTimeoutMillis: options.pool?.waitMs ?? 3_000,
        // Nothing of ours waits long for a row or an advisory lock, nor leaves a transaction open
        // between statements (calls outside happen after commit): either is a bug or a jam,
        // ended here with an error in the log instead of a request that never answers.
        ...boundedWaits(options.pool),
      }),
    );
    // An idle connection that the server drops (restart, failover) is removed from the pool and
    // replaced on next use; without a listener the error would end the process.
    pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL idle connection error"));
    // A connection dropped while checked out (a transaction, a job's work) emits 'error' on its
    // client, where the pool listens only while it is idle: unheard, it would end the process.
    // Its queries fail on their own (the request answers 503), and the pool discards it on release.
    pool.on("connect", (client) =>
      client.on("error", (error) => logger.warn({ err: error }, "PostgreSQL connection dropped")),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: () => pingWith(() => pool.query("select 1")),
      listen: (channel, onMessage, onGap) =>
        listenOnPostgres(options.databaseUrl as string, channel, onMessage, onGap),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, "db");
  mkdirSync(dir, { recursive: true });
  const client = new PreparingPGlite(dir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: () => pingWith(() => client.query("select 1")),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/**
 * How long /readyz (and /healthz) waits for the database before it says the database is
 * unreachable: well under a second, so a health check never waits out its own timeout (decision 112).
 */
export const PING_TIMEOUT_MS = 800;

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query().then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const LISTEN_RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * One connection outside the pool that LISTENs, and comes back after the server drops it
 * (restart, failover). Notifications sent while it was away are lost, so once it is back it
 * calls `onGap`: the live streams tell their pages to reload what they show.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new RangeError(`bad channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  // Connects and LISTENs; a failure closes the half-open client and rejects, leaving nothing
  // behind. Only an established connection reconnects when it drops.
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("error", () => undefined);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.removeAllListeners("error");
    next.on("error", () => reconnect(next));
    next.on("end", () => reconnect(next));
    client = next;
    attempt = 0;
  };

  const scheduleRetry = () => {
    if (stopped) return;
    const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)];
    attempt += 1;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect().then(
        () => {
          if (client) onGap?.();
        },
        (error: Error) => {
          logger.warn({ err: error }, "PostgreSQL LISTEN reconnect failed");
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const reconnect = (dropped: pg.Client) => {
    if (stopped || client !== dropped) return;
    client = null;
    dropped.removeAllListeners("end");
    dropped.removeAllListeners("error");
    dropped.on("error", () => undefined);
    dropped.end().catch(() => undefined);
    scheduleRetry();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners("end");
      await current.end().catch(() => undefined);
    }
  };
}
