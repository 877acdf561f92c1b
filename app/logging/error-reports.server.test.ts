import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createErrorReporter } from "./error-reports.server";
import { logger, reportErrorsTo } from "./logger.server";

type Received = { path: string; auth: string; body: string };

/** A stand-in for Sentry's ingest (any service that takes a DSN speaks this): envelopes POSTed. */
async function fakeIngest() {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        auth: String(req.headers["x-sentry-auth"] ?? req.url),
        body,
      });
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { received, dsn: `http://publickey@127.0.0.1:${port}/42`, close: () => server.close() };
}

let ingest: Awaited<ReturnType<typeof fakeIngest>> | undefined;
afterEach(() => {
  reportErrorsTo(null);
  ingest?.close();
});

describe("error reports", () => {
  it("sends each error the log writes at level error to the DSN, without query parameters", async () => {
    ingest = await fakeIngest();
    const reporter = createErrorReporter({ dsn: ingest.dsn, environment: "test" });
    reportErrorsTo(reporter);
    const error = new Error(
      "Failed query: select * from sessions where token_hash = $1\nparams: 5f2b9c-secret-hash",
    );
    logger.error({ err: error, reqId: "req-7" }, "request error");
    // A warning, or an error line without an error, is not a report.
    logger.warn({ err: new Error("busy") }, "database unavailable");
    logger.error("plain words");
    expect(await reporter.flush(5_000)).toBe(true);

    expect(ingest.received).toHaveLength(1);
    const [sent] = ingest.received;
    expect(sent?.path).toMatch(/^\/api\/42\/envelope\//);
    expect(sent?.auth).toContain("sentry_key=publickey");
    const items = (sent?.body ?? "").split("\n").map((line) => JSON.parse(line));
    const event = items.find((item) => item.exception);
    expect(event.exception.values[0]).toMatchObject({
      type: "Error",
      value: "Failed query: select * from sessions where token_hash = $1",
    });
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
    expect(event.tags).toMatchObject({ reqId: "req-7" });
    expect(event.environment).toBe("test");
    expect(sent?.body).not.toContain("secret-hash");
  });

  it("sends nothing when no DSN is set (the default)", async () => {
    ingest = await fakeIngest();
    logger.error({ err: new Error("nobody hears this") }, "request error");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ingest.received).toEqual([]);
  });
});
