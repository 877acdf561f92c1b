import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compression.js";

/** Writes like React Router's streaming (waitForDrain: once, then off), as a slow reader forces. */
async function writeWithBackpressure(res: express.Response, chunks: number) {
  let mostDrainListeners = 0;
  for (let index = 0; index < chunks; index += 1) {
    if (!res.write(randomBytes(64 * 1024))) {
      await new Promise<void>((resolve) => {
        const onDrain = () => {
          res.off("drain", onDrain);
          resolve();
        };
        res.once("drain", onDrain);
        mostDrainListeners = Math.max(mostDrainListeners, drainListenersOf(res));
      });
    }
  }
  res.end();
  return mostDrainListeners;
}

/** Drain listeners wherever compression keeps them (its zlib stream, found on the response). */
function drainListenersOf(res: express.Response): number {
  let count = res.listenerCount("drain");
  for (const value of Object.values(res)) {
    if (value && typeof value === "object" && "listenerCount" in value && value !== res) {
      count = Math.max(count, (value as NodeJS.EventEmitter).listenerCount("drain"));
    }
  }
  return count;
}

describe("compressResponses", () => {
  it("removes React Router's drain listeners from the compressing stream, so none pile up", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    let mostListeners = 0;
    const app = express();
    app.use(compressResponses());
    app.get("/big", async (_req, res) => {
      res.type("text/html");
      mostListeners = await writeWithBackpressure(res, 48);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/big`, {
        headers: { "Accept-Encoding": "br" },
      });
      expect(response.headers.get("content-encoding")).toBe("br");
      expect((await response.arrayBuffer()).byteLength).toBe(48 * 64 * 1024);
      // Give a deferred MaxListenersExceededWarning its turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((warning) => warning.name)).not.toContain("MaxListenersExceededWarning");
      expect(mostListeners).toBeLessThanOrEqual(1);
    } finally {
      process.off("warning", onWarning);
      server.close();
    }
  });
});
