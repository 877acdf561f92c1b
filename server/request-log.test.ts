import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestFaults } from "~/http/context.server";
import {
  type ErrorReporter,
  logger,
  reportErrorsTo,
  writeLogLinesTo,
} from "~/logging/logger.server";
import { healthRoutes } from "./health";
import { requestLog } from "./request-log";

/** Every line the app's logger writes from now on, parsed. */
const lines: Record<string, unknown>[] = [];
writeLogLinesTo(
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  }) as unknown as Parameters<typeof writeLogLinesTo>[0],
);
const reported: string[] = [];
const reporter: ErrorReporter = {
  report: (_error, context) => reported.push(context.message ?? ""),
  flush: async () => true,
};

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
  code: "ECONNREFUSED",
});

let base = "";
const held: Array<() => void> = [];
let close = () => {};
beforeAll(async () => {
  reportErrorsTo(reporter);
  const app = express();
  app.use(requestLog(logger, { longAfterMs: 300 }));
  app.use(healthRoutes({ ping: async () => false }));
  app.use((_req, res, next) => {
    res.locals.faults = { databaseUnavailable: false } satisfies RequestFaults;
    next();
  });
  // What server/app.ts and entry.server.tsx do when a loader's database work is refused.
  app.get("/b/:id", (_req, res) => {
    const faults = res.locals.faults as RequestFaults;
    faults.databaseUnavailable = true;
    faults.cause = refused;
    res.status(503).set("Retry-After", "5").send("ReviewKaro is busy right now");
  });
  app.get("/bug", (_req, res) => {
    res.status(500).send("Unexpected Server Error");
  });
  // Answered only when the test lets it go.
  app.get(["/held", "/events"], (_req, res) => {
    held.push(() => res.send("late"));
  });
  app.get("/fine", (_req, res) => {
    res.send("ok");
  });
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  close = () => listener.close();
});
afterAll(() => {
  reportErrorsTo(null);
  close();
});

/** The log lines of one request, found by its X-Request-Id, once its line is written. */
async function linesOf(path: string) {
  const response = await fetch(`${base}${path}`);
  const id = response.headers.get("x-request-id");
  await response.text();
  await expect
    .poll(() => lines.filter((line) => JSON.stringify(line).includes(`${id}`)).length)
    .toBeGreaterThan(0);
  return {
    response,
    lines: lines.filter((line) => JSON.stringify(line).includes(`${id}`)),
  };
}

describe("the request log (decision 112)", () => {
  it("says a request the database refused in one warn line with its path and cause, and reports nothing", async () => {
    const { response, lines: own } = await linesOf("/b/abc?ref=qr");
    expect(response.status).toBe(503);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: "warn",
      msg: "database unavailable: GET /b/abc",
      res: { status: 503 },
      err: { message: "connect ECONNREFUSED 127.0.0.1:5432" },
    });
    expect(own[0]?.reqId).toBe(response.headers.get("x-request-id"));
    expect(reported).toEqual([]);
  });

  it("keeps a 500 an error, reported once, and a fine request one info line", async () => {
    const bug = await linesOf("/bug");
    expect(bug.lines).toHaveLength(1);
    expect(bug.lines[0]).toMatchObject({ level: "error", msg: "request failed" });
    expect(reported).toEqual(["request failed"]);
    const fine = await linesOf("/fine");
    expect(fine.lines).toEqual([expect.objectContaining({ level: "info", msg: "request" })]);
  });

  it("writes no line for the health checks", async () => {
    const before = lines.length;
    for (const path of ["/livez", "/readyz", "/healthz?probe=1"]) await fetch(`${base}${path}`);
    await linesOf("/fine");
    expect(lines.slice(before).map((line) => line.msg)).toEqual(["request"]);
  });
});

describe("a request still unanswered (decision 139)", () => {
  it("is said at warn while it is open, with how far it got; the live updates' stream is not", async () => {
    const stream = fetch(`${base}/events`);
    const answer = fetch(`${base}/held?x=1`);
    await expect.poll(() => held.length).toBe(2);
    await expect
      .poll(() => lines.find((line) => line.msg === "request still unanswered"))
      .toMatchObject({
        level: "warn",
        method: "GET",
        path: "/held",
        bodyComplete: true,
        clientGone: false,
        headersSent: false,
      });
    for (const release of held.splice(0)) release();
    const response = await answer;
    expect(await response.text()).toBe("late");
    await (await stream).text();
    const unanswered = lines.filter((line) => line.msg === "request still unanswered");
    expect(unanswered.map((line) => line.path)).toEqual(["/held"]);
    expect(unanswered[0]?.reqId).toBe(response.headers.get("x-request-id"));
  });
});
