import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 29: the domain lives in concept folders, and a file's name says which file it is.
const root = fileURLToPath(new URL("../../", import.meta.url));
const appFiles = execFileSync(
  "git",
  ["ls-files", "--cached", "--others", "--exclude-standard", "app"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => file !== "" && !file.startsWith("app/db/migrations/"));

type Rule = { name: string; from: { path: string }; to: { path: string } };
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as {
  forbidden: Rule[];
};

describe("the domain's rooms", () => {
  it("leave no module loose at the root of app/domain", () => {
    expect(appFiles.filter((file) => /^app\/domain\/[^/]+$/.test(file))).toEqual([]);
  });

  it("are each a concept with a place in the lint's order", () => {
    const rules = config.forbidden.filter((rule) => rule.name === "domain-concepts-in-order");
    // The first concept's rule names every concept after it.
    const [first] = rules;
    const lowest = first ? /^\^app\/domain\/([^/]+)\//.exec(first.from.path)?.[1] : undefined;
    const later = first ? /\(([^)]+)\)/.exec(first.to.path)?.[1]?.split("|") : undefined;
    const ordered = [lowest, ...(later ?? [])];
    const concepts = new Set(appFiles.map((file) => /^app\/domain\/([^/]+)\//.exec(file)?.[1]));
    concepts.delete(undefined);
    expect([...concepts].filter((concept) => !ordered.includes(concept))).toEqual([]);
    expect(ordered).toContain("shared");
  });
});

describe("file names in app/", () => {
  it("are each used once, but for route modules, index files and a text's language twins", () => {
    const byName = new Map<string, string[]>();
    for (const file of appFiles) {
      // The same messages file in each language (locales/en/x.ts, locales/hi/x.ts) is one text.
      const key = file.replace(/^app\/i18n\/locales\/[a-z]{2}\//, "app/i18n/locales/*/");
      const name = path.basename(file);
      if (/^(route\.tsx?|index\.ts)$/.test(name)) continue;
      const holders = byName.get(name) ?? [];
      if (!holders.includes(key)) holders.push(key);
      byName.set(name, holders);
    }
    const shared = [...byName].filter(([, holders]) => holders.length > 1);
    expect(shared).toEqual([]);
  });
});
