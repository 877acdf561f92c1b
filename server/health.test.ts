import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { healthRoutes } from "./health";

let close = () => {};
afterEach(() => close());

/** A server with only the health routes, over a database whose ping is `ping`. */
async function serve(ping: () => Promise<boolean>) {
  let pings = 0;
  const app = express();
  app.use(
    healthRoutes({
      ping: () => {
        pings += 1;
        return ping();
      },
    }),
  );
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  close = () => listener.close();
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  return { base, pings: () => pings };
}

describe("liveness and readiness (decision 112)", () => {
  it("answers /livez 200 at once without asking the database, while /readyz and /healthz say it is away", async () => {
    // A database that never answers: /livez would hang here if it waited for it.
    const server = await serve(() => new Promise<boolean>(() => {}));
    const live = await fetch(`${server.base}/livez`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.text()).toBe("ok");
    expect(server.pings()).toBe(0);
  });

  it("answers /readyz and /healthz 503 'database unreachable' when the ping fails, 200 'ok' when it answers", async () => {
    let up = false;
    const server = await serve(async () => up);
    for (const path of ["/readyz", "/healthz"]) {
      const away = await fetch(`${server.base}${path}`);
      expect({ path, status: away.status }).toEqual({ path, status: 503 });
      expect(await away.text()).toBe("database unreachable");
    }
    up = true;
    for (const path of ["/readyz", "/healthz"]) {
      const ready = await fetch(`${server.base}${path}`);
      expect({ path, status: ready.status }).toEqual({ path, status: 200 });
      expect(await ready.text()).toBe("ok");
    }
    expect(server.pings()).toBe(4);
  });
});
