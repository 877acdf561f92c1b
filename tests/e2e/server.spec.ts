import { readFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { expect, test } from "@playwright/test";
import {
  freePort,
  startServerProcess as startServer,
  untilHealthy,
} from "../support/server-process";

test.describe("server process", () => {
  test.describe.configure({ timeout: 120_000 });
  test("`npm start` serves a newcomer's app with no settings at all: production React, dev outbox included", async () => {
    // What `npm start` runs once its build is done, in an environment with nothing of ours set.
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8"));
    const serve = String(scripts.start).replace(/^npm run build && /, "");
    const port = await freePort();
    const server = startServer(
      {
        PORT: String(port),
        NODE_ENV: "",
        INSTALLATION: "",
        ADMIN_PHONE: "",
        SESSION_SECRET: "",
        SMS_PROVIDER: "",
        STORAGE: "",
        TRUST_PROXY: "",
      },
      serve,
    );
    try {
      await untilHealthy(server, port);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get("content-security-policy")).toContain("script-src");
      expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
    } finally {
      server.kill("SIGTERM");
      await server.exited;
      server.cleanup();
    }
    expect(server.output()).not.toMatch(/Invalid configuration/);
    expect(server.output()).toContain("(local installation, production rendering)");
  });

  test("without INSTALLATION=local it is a production server: the admin number and secret are required", async () => {
    const server = startServer({ INSTALLATION: "", ADMIN_PHONE: "", SESSION_SECRET: "" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/ADMIN_PHONE: required in production/);
    expect(server.output()).toMatch(/SESSION_SECRET: required in production/);
    server.cleanup();
  });

  test("a production server hides the dev outbox and asks browsers for HTTPS", async () => {
    const port = await freePort();
    const server = startServer({
      PORT: String(port),
      INSTALLATION: "production",
      ADMIN_PHONE: "+919812345678",
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_ORIGIN: "https://reviewkaro.example",
    });
    try {
      await untilHealthy(server, port);
      expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(404);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.headers.get("strict-transport-security")).toContain("max-age");
      expect(server.output()).toContain("(production, production rendering)");
    } finally {
      server.kill("SIGTERM");
      await server.exited;
      server.cleanup();
    }
  });

  test("refuses to start with a bad setting and names the variable", async () => {
    const server = startServer({ PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    server.cleanup();
  });

  test("stops with exit code 1 and names the cause when its port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const server = startServer({ PORT: String(port) });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`ReviewKaro cannot start: port ${port} is already in use`);
      expect(server.output()).not.toContain("listening");
    } finally {
      taken.close();
      server.cleanup();
    }
  });

  test("moves to PORT and DATA_DIR, then closes cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await untilHealthy(server, port);
    server.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    server.cleanup();
  });

  test("lets a request on its way finish before it stops", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    try {
      await untilHealthy(server, port);
      // A form still being sent (a slow phone) when the stop comes.
      const form = "fullName=Asha&email=asha%40example.com&message=Hello%20there";
      const socket = connect(port, "127.0.0.1");
      await new Promise((resolve) => socket.once("connect", resolve));
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      const ended = new Promise((resolve) => socket.once("close", resolve));
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n` +
          form.slice(0, 10),
      );
      await expect.poll(() => server.output()).toContain("listening");
      server.kill("SIGTERM");
      await expect.poll(() => server.output()).toContain("SIGTERM received");
      socket.write(form.slice(10));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 (200|302|303)/);
      expect(await server.exited).toBe(0);
    } finally {
      server.kill("SIGKILL");
      server.cleanup();
    }
  });
});
