import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 48 (decision 117): the app's settings are read from process.env in one place,
// app/config/environment.server.ts, and checked by the loaders in app/config.
const root = fileURLToPath(new URL("../../", import.meta.url));

/** The files that read process.env for what is truly their process's own, each with why. */
const ownReaders: Record<string, string> = {
  "app/config/environment.server.ts": "the one reader of the app's settings",
  "app/logging/logger.server.ts":
    "LOG_LEVEL at import: the logger exists before the configuration (which validates it too), and logging imports no layer",
  "app/db/client.server.ts":
    "MIGRATIONS_DIR: the test harness's folder of migrations (.ci/previous-release), not a setting; app/db imports nothing above it",
  "app/db/migrate-cli.ts": "its own process (`npm run db:migrate`), which takes DATABASE_URL alone",
  "server/index.js": "NODE_ENV: the process's build mode, set before anything is imported",
  "server/migrate.js":
    "its own process (the release's migration step), reading the secrets the same way",
};

function sourceFiles(): string[] {
  return execFileSync(
    "git",
    ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\n")
    .filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !/\.test\.[jt]sx?$/.test(file))
    .filter((file) => !file.endsWith("storage-contract.ts"));
}

describe("process.env", () => {
  const readers = sourceFiles().filter((file) => {
    try {
      return readFileSync(`${root}${file}`, "utf8").includes("process.env");
    } catch {
      return false; // listed but deleted in the working tree
    }
  });

  it("is read only by app/config/environment.server.ts and the files reading their process's own", () => {
    expect(readers.sort()).toEqual(Object.keys(ownReaders).sort());
  });
});
