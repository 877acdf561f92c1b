import { connect } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_WEBHOOK_BODY_BYTES } from "~/http/signed-webhook.server";
import { limitRequestBodies, MAX_BODY_BYTES } from "./body-limit";

function run(headers: Record<string, string>, path = "/") {
  const req = { get: (name: string) => headers[name.toLowerCase()], path } as unknown as Request;
  const res = {
    status: vi.fn().mockReturnThis(),
    set: vi.fn().mockReturnThis(),
    type: vi.fn().mockReturnThis(),
    send: vi.fn(),
  };
  const next = vi.fn();
  limitRequestBodies(req, res as unknown as Response, next as unknown as NextFunction);
  return { passed: next.mock.calls.length === 1, status: res.status.mock.calls[0]?.[0] };
}

describe("limitRequestBodies", () => {
  it("lets requests without a body and bodies up to the cap through", () => {
    expect(run({}).passed).toBe(true);
    expect(run({ "content-length": "0" }).passed).toBe(true);
    expect(run({ "content-length": String(20 * 1024 * 1024) }).passed).toBe(true);
    expect(run({ "content-length": String(MAX_BODY_BYTES) }).passed).toBe(true);
  });

  it("refuses a declared body over the cap and a body of unknown length", () => {
    expect(run({ "content-length": String(MAX_BODY_BYTES + 1) })).toEqual({
      passed: false,
      status: 413,
    });
    expect(run({ "transfer-encoding": "chunked" })).toEqual({ passed: false, status: 411 });
  });
});

describe("a webhook's body (decision 104)", () => {
  it("is capped far below other bodies", () => {
    const over = { "content-length": String(MAX_WEBHOOK_BODY_BYTES + 1) };
    for (const path of ["/webhooks/razorpay", "/webhooks/razorpayx", "/Webhooks/RazorpayX/"]) {
      expect(run(over, path)).toEqual({ passed: false, status: 413 });
      expect(run({ "content-length": String(MAX_WEBHOOK_BODY_BYTES) }, path).passed).toBe(true);
    }
    expect(run(over, "/proof").passed).toBe(true);
  });

  describe("on a listening server", () => {
    let port = 0;
    let read = 0;
    let close = () => {};
    beforeAll(async () => {
      const app = express();
      app.use(limitRequestBodies);
      // What the route behind would do: read the whole body, then answer.
      app.post("/webhooks/razorpay", (req, res) => {
        req.on("data", (chunk: Buffer) => {
          read += chunk.length;
        });
        req.on("end", () => res.status(200).send("read"));
      });
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const address = server.address();
      port = typeof address === "object" && address ? address.port : 0;
      close = () => server.close();
    });
    afterAll(() => close());

    it("answers 413 to a declared 24 MB body before the body is sent, having read none of it", async () => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      const answered = new Promise<string>((resolve) => {
        socket.on("data", (data) => {
          answer += data.toString("latin1");
          if (answer.includes("\r\n")) resolve(answer);
        });
      });
      socket.on("error", () => {});
      // The headers and one kilobyte of a body said to be 24 MB: the rest never comes.
      socket.write(
        "POST /webhooks/razorpay HTTP/1.1\r\nHost: localhost\r\n" +
          `Content-Type: application/json\r\nContent-Length: ${24 * 1024 * 1024}\r\n\r\n` +
          " ".repeat(1024),
      );
      expect((await answered).split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
      expect(read).toBe(0);
      socket.destroy();
    });
  });
});
