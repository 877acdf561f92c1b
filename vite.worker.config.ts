/**
 * The service worker's build (decision 130): app/browser/service-worker/worker.ts into
 * build/client/sw.js, one classic script with no imports, after `react-router build`. Its version
 * is a hash of the client build's files, so each deploy whose files changed installs a new
 * worker, which deletes the last one's caches.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { defineConfig } from "vite";

const assets = new URL("./build/client/assets/", import.meta.url);

function buildVersion(): string {
  let files: string[];
  try {
    files = readdirSync(assets).sort();
  } catch {
    throw new Error("Build the app first (react-router build): the worker's version is its files");
  }
  return createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
}

export default defineConfig({
  publicDir: false,
  define: { __WORKER_VERSION__: JSON.stringify(buildVersion()) },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    target: "es2022",
    lib: {
      entry: "app/browser/service-worker/worker.ts",
      formats: ["iife"],
      name: "reviewKaroWorker",
      fileName: () => "sw.js",
    },
  },
});
