import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { listenOnPostgres, openDatabase } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { createEventBus, EVENTS_CHANNEL } from "~/events/bus.server";
import {
  ARRIVAL_TIMEOUT_MS,
  onPostgres,
  setUpLiveEventsDatabase,
} from "../../support/live-event-fixtures";

setUpLiveEventsDatabase();

describe("the PostgreSQL listener", () => {
  it("tells every stream when events may have been missed, and no longer after it unsubscribes", async () => {
    let gap = () => {};
    const handle = {
      listen: async (
        _channel: string,
        _onMessage: (payload: string) => void,
        onGap?: () => void,
      ) => {
        gap = onGap ?? gap;
        return async () => {};
      },
    };
    const gapBus = await createEventBus(handle);
    const told: string[] = [];
    const first = gapBus.subscribe(
      () => {},
      undefined,
      () => told.push("first"),
    );
    gapBus.subscribe(
      () => {},
      undefined,
      () => told.push("second"),
    );
    gap();
    expect(told).toEqual(["first", "second"]);
    first();
    gap();
    expect(told).toEqual(["first", "second", "second"]);
    await gapBus.close();
    gap();
    expect(told).toHaveLength(3);
  });

  // Only a server can drop a connection; the embedded database has no LISTEN connection to lose.
  if (onPostgres) {
    it("comes back after the server drops its connection, and then says events may be missed", async () => {
      const server = process.env.TEST_DATABASE_URL as string;
      const channel = `reviewkaro_reconnect_${randomUUID().slice(0, 8)}`;
      const payloads: string[] = [];
      let gaps = 0;
      const stop = await listenOnPostgres(
        server,
        channel,
        (payload) => payloads.push(payload),
        () => {
          gaps += 1;
        },
      );
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      try {
        const dropped = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query = $1",
          [`listen ${channel}`],
        );
        expect(dropped.rowCount).toBe(1);
        await vi.waitFor(() => expect(gaps).toBe(1), { timeout: ARRIVAL_TIMEOUT_MS });
        await admin.query("select pg_notify($1, 'after the drop')", [channel]);
        await vi.waitFor(() => expect(payloads).toEqual(["after the drop"]), {
          timeout: ARRIVAL_TIMEOUT_MS,
        });
      } finally {
        await admin.end();
        await stop();
      }
    });
  }

  // The same drop under a transaction in progress (a request's, a job's): before the pool's
  // clients had a listener of their own, the dropped client's 'error' ended the process.
  if (onPostgres) {
    it("a transaction whose connection the server drops fails, the process goes on, and the next query is served", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-dropped-"));
      const handle = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL as string,
        dataDir,
      });
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const work = handle.db.transaction(async (tx) => {
          const [own] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await admin.query("select pg_terminate_backend($1)", [own?.pid]);
          await tx.execute(sql`select pg_sleep(0.2)`);
        });
        await expect(work).rejects.toThrow();
        const [after] = await rowsOf<{ one: number }>(handle.db, sql`select 1 as one`);
        expect(after?.one).toBe(1);
      } finally {
        await admin.end();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }

  it("leaves no connection or retry behind when it cannot connect at first", async () => {
    // A database that does not exist (or, without a server, a port nobody listens on): the
    // first connect fails, the caller is told, and nothing keeps trying behind its back.
    const server = process.env.TEST_DATABASE_URL;
    const url = server ? new URL(server) : new URL("postgresql://postgres@127.0.0.1:1/none");
    if (server) url.pathname = `/reviewkaro_missing_${randomUUID().slice(0, 8)}`;
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      await expect(listenOnPostgres(url.toString(), EVENTS_CHANNEL, () => {})).rejects.toThrow();
      // Let the failed socket finish closing (its 'end' is what used to schedule a retry).
      for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
