import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * Decision 138: a statement built once is kept, and prepared by PostgreSQL, under its name. Two
 * queries under one name would run each other's SQL, so every name is written once in the app.
 */
const root = fileURLToPath(new URL("../../", import.meta.url));

function statementNames(): { name: string; file: string }[] {
  const files = execFileSync("git", ["ls-files", "app"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const names: { name: string; file: string }[] = [];
  for (const file of files) {
    const text = readFileSync(root + file, "utf8");
    for (const match of text.matchAll(/builtOnce\(\s*db,\s*"([^"]+)"/g))
      names.push({ name: match[1] ?? "", file });
    // A list's names: the literals between `listPage(` and its `page,`.
    for (const match of text.matchAll(/listPage\(\s*db,\s*\{\s*name:([\s\S]*?)\bpage,/g))
      for (const literal of (match[1] ?? "").matchAll(/"([^"]+)"/g))
        names.push({ name: literal[1] ?? "", file });
  }
  return names;
}

describe("statements built once", () => {
  it("each have a name of their own", () => {
    const names = statementNames();
    expect(names.length).toBeGreaterThan(15);
    const seen = new Map<string, string>();
    const twice = names.filter(({ name, file }) => {
      const first = seen.get(name);
      seen.set(name, file);
      return first !== undefined;
    });
    expect(twice).toEqual([]);
    // Letters and underscores only: never the pool's own `rk_<n>` (prepared-postgres.server.ts).
    for (const { name } of names) expect(name).toMatch(/^[a-z][a-z_]*$/);
  });
});
