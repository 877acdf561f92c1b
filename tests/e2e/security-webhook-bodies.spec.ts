// Issue 45, point 9 (decision 104), on a production build of its own: a webhook body said to be
// 24 MB is refused 413 on its headers, before the body is sent, ten times over, and the server
// still answers; a body of another route keeps the general cap.
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer } from "./support/security-client";

test.describe.configure({ timeout: 120_000 });

const DECLARED = 24 * 1024 * 1024;

/** Sends the headers of a POST said to carry DECLARED bytes and one kilobyte of it: its answer. */
function postHeadersOnly(port: number, urlPath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      const line = answer.split("\r\n")[0];
      if (answer.includes("\r\n") && line) {
        socket.destroy();
        resolve(line);
      }
    });
    socket.on("error", reject);
    socket.write(
      `POST ${urlPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `X-Razorpay-Signature: ${"0".repeat(64)}\r\nContent-Length: ${DECLARED}\r\n\r\n` +
        " ".repeat(1024),
    );
  });
}

test("a webhook body over 64 KB is refused 413 before it is sent, and the server carries on", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-webhook-bodies-"));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postHeadersOnly(server.port, i % 2 ? "/webhooks/razorpayx" : "/webhooks/razorpay"),
      ),
    );
    expect(answers).toEqual(Array(10).fill("HTTP/1.1 413 Payload Too Large"));
    // A small webhook still reaches its route (404 here: this server takes no payments).
    const small = await fetch(`${server.base}/webhooks/razorpay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event: "payment.captured" }),
    });
    expect(small.status).toBe(404);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  } finally {
    await server.stop();
    server.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
