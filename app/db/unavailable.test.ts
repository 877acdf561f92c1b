import { createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const servers: Server[] = [];
const sockets: Socket[] = [];

/** A TCP server on a free loopback port that does `onConnection` with each client. */
async function fakeServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** The error a real node-postgres pool gives for its first query. */
async function poolError(port: number, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 200,
    ...options,
  });
  pool.on("error", () => undefined);
  try {
    await pool.query("select 1");
    throw new Error("the query should have failed");
  } catch (error) {
    return error;
  } finally {
    await pool.end().catch(() => undefined);
  }
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("isDatabaseUnavailable", () => {
  it("knows a refused connection", async () => {
    const port = await fakeServer(() => undefined);
    await new Promise((resolve) => servers[0]?.close(resolve));
    servers.length = 0;
    expect(isDatabaseUnavailable(await poolError(port))).toBe(true);
  });

  it("knows a server that never answers, and a pool with no free connection in time", async () => {
    const port = await fakeServer(() => undefined);
    expect(isDatabaseUnavailable(await poolError(port))).toBe(true);
    // One connection, already taken by a connect that hangs: the next query waits, then fails.
    const pool = new pg.Pool({
      connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      max: 1,
      connectionTimeoutMillis: 200,
    });
    const [first, second] = await Promise.allSettled([
      pool.query("select 1"),
      pool.query("select 1"),
    ]);
    await pool.end().catch(() => undefined);
    expect(first.status).toBe("rejected");
    expect(second.status).toBe("rejected");
    const waited = second.status === "rejected" ? second.reason : null;
    expect(String(waited)).toMatch(/timeout exceeded when trying to connect/);
    expect(isDatabaseUnavailable(waited)).toBe(true);
  });

  it("knows a connection the server drops, also inside Drizzle's error", async () => {
    const port = await fakeServer((socket) => socket.destroy());
    const dropped = await poolError(port);
    expect(isDatabaseUnavailable(dropped)).toBe(true);
    const wrapped = new DrizzleQueryError("select 1", [], dropped as Error);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("knows PostgreSQL's own codes for too many clients, a lock not free in time and shutting down", () => {
    for (const code of ["53300", "55P03", "57P01", "57P03", "08006"]) {
      expect(
        isDatabaseUnavailable(Object.assign(new Error("server said no"), { code })),
        code,
      ).toBe(true);
    }
  });

  it("leaves bugs and bad input as they are", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("unique"), { code: "23505" }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable("timeout exceeded when trying to connect")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
