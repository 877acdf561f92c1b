import { execFileSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createCookie } from "react-router";
import {
  freePort,
  type ServerProcess,
  startServerProcess,
  untilHealthy,
} from "../support/server-process";
import { adminQuery } from "./support/postgres-admin";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that can be cut (every connection dropped, new ones refused)
 * and restored, as a database restart or a network fault does.
 */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// Only a database server can go away under a running app; the embedded one lives in its process.
if (serverUrl) {
  test.describe("database unavailable", () => {
    test.describe.configure({ timeout: 120_000 });

    test("pages and resource routes answer 503 with Retry-After and a 'try again' page in the person's language, then recover", async () => {
      const name = `reviewkaro_e2e_down_${randomBytes(4).toString("hex")}`;
      await adminQuery(serverUrl, `create database ${name}`);
      const direct = new URL(serverUrl);
      direct.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-down-"));
      const env = { ...process.env, DATABASE_URL: direct.toString(), DATA_DIR: dataDir };
      execFileSync("npm", ["run", "--silent", "db:migrate"], { env, stdio: "ignore" });
      const proxy = await cuttableProxy(direct);
      const viaProxy = new URL(direct);
      viaProxy.port = String(proxy.port);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let server: ServerProcess | undefined;
      try {
        server = startServerProcess({
          DATA_DIR: dataDir,
          PORT: String(port),
          DATABASE_URL: viaProxy.toString(),
          DATABASE_POOL_WAIT_MS: "1000",
          STORAGE: "disk",
        });
        const output = server.output;
        await untilHealthy(server, port);
        const page = `${base}/b/${randomUUID()}`;
        expect((await fetch(page)).status).toBe(404);

        proxy.cut();
        // Liveness needs no database: the proxy keeps this server (decision 112). Readiness says
        // the database is away, within its 800 ms ping.
        const live = await fetch(`${base}/livez`);
        expect(live.status).toBe(200);
        expect(await live.text()).toBe("ok");
        for (const check of ["/readyz", "/healthz"]) {
          const ready = await fetch(`${base}${check}`);
          expect({ check, status: ready.status }).toEqual({ check, status: 503 });
          expect(await ready.text()).toBe("database unreachable");
        }
        const english = await fetch(page, { headers: { "Accept-Language": "en" } });
        expect(english.status).toBe(503);
        expect(english.headers.get("retry-after")).toBe("5");
        expect(english.headers.get("cache-control")).toBe("no-store");
        const html = await english.text();
        expect(html).toContain("ReviewKaro is busy right now");
        expect(html).not.toContain("Unexpected");
        const hindi = await fetch(page, { headers: { "Accept-Language": "hi" } });
        expect(hindi.status).toBe(503);
        expect(await hindi.text()).toContain("ReviewKaro अभी व्यस्त है");
        // A navigation inside the app asks for the same data, and is told to retry too.
        const data = await fetch(`${page}.data`);
        expect(data.status).toBe(503);
        expect(data.headers.get("retry-after")).toBe("5");
        // Signed in: the session lookup fails with the token's hash as its parameter, and the
        // log says what failed without it.
        const secret = readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
        const token = randomBytes(32).toString("base64url");
        const cookie = (
          await createCookie("rk_session", { secrets: [secret], path: "/" }).serialize(token)
        ).split(";")[0];
        const signedIn = await fetch(`${base}/user/dashboard`, {
          headers: { cookie: cookie ?? "" },
          redirect: "manual",
        });
        expect(signedIn.status).toBe(503);
        const requestId = signedIn.headers.get("x-request-id");
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        await expect.poll(output).toContain(`"reqId":"${requestId}"`);
        // One line for the refused request, at warn: no second line, no error report (decision 112).
        const linesOfRequest = output()
          .split("\n")
          .filter((line) => line.includes(requestId ?? "no id"));
        expect(linesOfRequest).toHaveLength(1);
        expect(JSON.parse(linesOfRequest[0] ?? "{}")).toMatchObject({
          level: "warn",
          msg: "database unavailable: GET /user/dashboard",
          res: { status: 503 },
        });
        // Resource routes (no page around them) answer the same way, through one root middleware.
        const resources: [string, RequestInit][] = [
          [`/proof/${randomUUID()}`, {}],
          [`/admin/payouts/${randomUUID()}/qr`, {}],
          [`/admin/reviews/${randomUUID()}/text`, {}],
          [`/campaign/${randomUUID()}/pace.svg`, {}],
          [`/campaign/${randomUUID()}/reviews.csv`, {}],
          ["/events", {}],
          ["/logout", { method: "POST" }],
          ["/set-language", { method: "POST", body: new URLSearchParams({ lang: "en" }) }],
        ];
        for (const [resource, init] of resources) {
          const response = await fetch(`${base}${resource}`, {
            ...init,
            headers: { cookie: cookie ?? "", "accept-language": "hi", origin: base },
            redirect: "manual",
          });
          expect({ resource, status: response.status }).toEqual({ resource, status: 503 });
          expect(response.headers.get("retry-after")).toBe("5");
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(await response.text()).toContain("ReviewKaro अभी व्यस्त है");
        }
        const tokenHash = createHash("sha256").update(token).digest("hex");
        expect(output()).toContain("database unavailable");
        expect(output()).not.toContain(tokenHash);
        expect(output()).not.toContain(token);

        proxy.restore();
        await expect.poll(async () => (await fetch(page)).status, { timeout: 30_000 }).toBe(404);
        expect((await fetch(`${base}/readyz`)).status).toBe(200);
      } finally {
        server?.kill("SIGKILL");
        await server?.exited;
        await proxy.close();
        rmSync(dataDir, { recursive: true, force: true });
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`).catch(
          () => undefined,
        );
      }
    });
  });
}
