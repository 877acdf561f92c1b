import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, PING_TIMEOUT_MS } from "./client.server";

describe("openDatabase on PostgreSQL", () => {
  const sockets: Socket[] = [];
  // A server that takes the connection and never says a word, like a hung database.
  const silent = createServer((socket) => sockets.push(socket));
  afterEach(() => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it("reports an unanswering database as unreachable, in bounded time", async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const database = await openDatabase({
      databaseUrl: `postgresql://nobody@127.0.0.1:${address.port}/none`,
      dataDir: "unused",
    });
    const started = Date.now();
    expect(await database.ping()).toBe(false);
    // Well under a second: a health check never waits out its own timeout (decision 112).
    expect(PING_TIMEOUT_MS).toBeLessThan(1_000);
    expect(Date.now() - started).toBeLessThan(PING_TIMEOUT_MS + 1_000);
    // The pool gives up its pending connection after its own 5 s timeout.
    await database.close().catch(() => {});
  }, 10_000);
});
