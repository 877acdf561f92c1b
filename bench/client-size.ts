/**
 * Client JavaScript per page, as a phone downloads it: starts the production build on a free
 * port with a throwaway DATA_DIR, reads each page's <script> and modulepreload tags, and sums
 * the gzip size of every script. Run `npm run build` first; then `npm run bench:size`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/contact"];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error("server exited");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith("<script") || /rel="modulepreload"/.test(tag);
    const src = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (isScript && src) urls.add(src);
  }
  for (const match of html.matchAll(/import\s*(?:\(\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) urls.add(match[1]);
  }
  return [...urls];
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), "reviewkaro-bench-"));
const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, NODE_ENV: "test", PORT: String(port), DATA_DIR: dataDir },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base, server);
  console.log("page                 scripts  raw KB   gzip KB");
  for (const page of pages) {
    const html = await (await fetch(base + page)).text();
    let raw = 0;
    let gzip = 0;
    const urls = scriptUrls(html);
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? "")
      .join("");
    gzip += inline ? gzipSync(inline).length : 0;
    console.log(
      `${page.padEnd(20)} ${String(urls.length).padStart(7)} ${(raw / 1024).toFixed(1).padStart(7)} ${(gzip / 1024).toFixed(1).padStart(9)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
