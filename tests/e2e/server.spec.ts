import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-server-"));
  const child = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    child,
    exited,
    output: () => output,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

test.describe("server process", () => {
  test("refuses to start with a bad setting and names the variable", async () => {
    const server = startServer({ PORT: "eighty" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    server.cleanup();
  });

  test("moves to PORT and DATA_DIR, then closes cleanly on SIGTERM", async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = startServer({ PORT: String(port) });
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.status,
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    server.cleanup();
  });
});
