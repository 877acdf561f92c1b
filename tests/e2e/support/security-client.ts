/**
 * A client of a real server process as an attacker's script or a curious neighbour would be:
 * plain HTTP requests, a cookie jar, and a client address of its choosing (the servers these
 * tests start trust X-Forwarded-For from loopback, as behind a proxy).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort, startServerProcess, untilHealthy } from "../../support/server-process";

export type Client = {
  /** The server's address, like http://127.0.0.1:41234. */
  base: string;
  /** The cookies this client holds, by name. */
  cookies: Map<string, string>;
  /** The client address the server is told (X-Forwarded-For), or none: loopback itself. */
  address?: string;
};

export function client(base: string, address?: string): Client {
  return { base, cookies: new Map(), address };
}

async function send(who: Client, urlPath: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (who.address) headers.set("X-Forwarded-For", who.address);
  if (who.cookies.size > 0) {
    headers.set("Cookie", [...who.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  }
  const response = await fetch(`${who.base}${urlPath}`, { ...init, headers, redirect: "manual" });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const at = pair.indexOf("=");
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value === "" || /max-age=0/i.test(cookie)) who.cookies.delete(name);
    else who.cookies.set(name, value);
  }
  return { status: response.status, location: response.headers.get("location"), response };
}

export function get(who: Client, urlPath: string) {
  return send(who, urlPath);
}

/** Posts a form as a page would (a document request): the answer is the page or a redirect. */
export async function post(who: Client, urlPath: string, fields: Record<string, string>) {
  const sent = await send(who, urlPath, { method: "POST", body: new URLSearchParams(fields) });
  return { ...sent, html: await sent.response.text() };
}

/** The code the development outbox holds for a number (its newest message). */
export function lastCode(dataDir: string, phone: string): string {
  const lines = readFileSync(path.join(dataDir, "dev-outbox.jsonl"), "utf8").trim().split("\n");
  const mine = lines
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((message) => message.to === phone);
  const code = mine.at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Signs a new account up by OTP and gives it a username and password; the client is signed in. */
export async function signUp(who: Client, dataDir: string, digits: string, password: string) {
  const sent = await post(who, "/signup", {
    intent: "send",
    phone: digits,
    role: "user",
    adult: "on",
  });
  expect(sent.status).toBe(200);
  const code = lastCode(dataDir, `+91${digits}`);
  const verified = await post(who, "/signup", {
    intent: "verify",
    phone: digits,
    role: "user",
    adult: "on",
    code,
  });
  expect(verified.location).toBe("/update-profile");
  const saved = await post(who, "/update-profile", {
    username: `user${digits.slice(-4)}`,
    password,
    confirmPassword: password,
  });
  expect(saved.status).toBe(302);
}

/** A server process of its own, healthy, with its DATA_DIR; stop() ends it and keeps the folder. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = startServerProcess({ PORT: String(port), ...env });
  await untilHealthy(server, port);
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    output: server.output,
    async stop() {
      server.kill("SIGTERM");
      await server.exited;
    },
    cleanup: server.cleanup,
  };
}

/** A server that must refuse to start: its exit code and what it printed. */
export async function refusedStart(env: Record<string, string>) {
  const server = startServerProcess({ PORT: String(await freePort()), ...env });
  const code = await server.exited;
  server.cleanup();
  return { code, output: server.output() };
}
