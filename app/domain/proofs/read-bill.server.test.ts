import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { ENGLISH_DATA_DIR, OCR_WORKER_OPTIONS } from "./read-bill.server";

it("reads the language data from the installed package's folder, with no cache and no URL", () => {
  expect(OCR_WORKER_OPTIONS).toEqual({
    langPath: ENGLISH_DATA_DIR,
    gzip: true,
    cacheMethod: "none",
  });
  expect(path.isAbsolute(ENGLISH_DATA_DIR)).toBe(true);
  expect(ENGLISH_DATA_DIR).toContain(path.join("node_modules", "@tesseract.js-data", "eng"));
  expect(existsSync(path.join(ENGLISH_DATA_DIR, "eng.traineddata.gz"))).toBe(true);
  // No engine or worker script from elsewhere: the installed packages' own files.
  expect(OCR_WORKER_OPTIONS).not.toHaveProperty("corePath");
  expect(OCR_WORKER_OPTIONS).not.toHaveProperty("workerPath");
});

it("reads a bill in a process where every network connection and fetch throws, its worker thread too", async () => {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      "--require",
      path.resolve("tests/support/no-network.cjs"),
      "--import",
      "tsx",
      path.resolve("tests/support/read-bill-offline.ts"),
    ],
    { timeout: 60_000 },
  );
  expect(stderr).not.toContain("network refused");
  expect(JSON.parse(stdout)).toMatchObject({ number: "4711", date: "2026-11-12", total: 45_000 });
}, 90_000);
