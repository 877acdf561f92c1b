import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** Issue 16: a newcomer reads a file whole; past this, a file holds more than one thing. */
const MAX_LINES = 350;
const root = fileURLToPath(new URL("../../", import.meta.url));

describe("source files", () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const files = execFileSync("git", ["ls-files", "app", "server", "tests", "bench", "scripts"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: readFileSync(root + file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
