import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import en from "./locales/en";
import { type MessageGroup, messageGroups } from "./message-group-sections";
import { messageGroupNames } from "./message-groups";
import { serverOnlySections } from "./server-only-messages.server";

const app = path.resolve(__dirname, "..");
const sections = Object.keys(en);
// A message key in the source: "auth.loginTitle", or a template's `status.${state}`.
const keyPattern = new RegExp(`["'\`](${sections.join("|")})\\.[A-Za-z_$]`, "g");
const importPattern =
  /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|lazy\(\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g;
// A component loaded later (lazy(), a dialog) is followed too, and names the groups it brings: useMessageGroups(["group"]).
const ownGroupsPattern = /useMessageGroups\(\[([^\]]*)\]\)/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(app, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/**
 * The sections of the messages a module and everything it imports in the browser refer to, less
 * those of the groups a lazily loaded module brings itself (useMessageGroups). Server files are
 * left out: what they send a page (errors, toasts) is translated on the server.
 */
function sectionsUsedBy(file: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  if (seen.has(file)) return used;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(keyPattern)) used.add(match[1] as string);
  for (const match of source.matchAll(importPattern)) {
    const specifier = (match[1] ?? match[2] ?? match[3]) as string;
    if (/^import\s+type\s/.test(match[0])) continue;
    const target = resolveImport(file, specifier);
    if (!target || /\.server\.tsx?$/.test(target) || target.includes("/i18n/locales/")) continue;
    for (const group of sectionsUsedBy(target, seen)) used.add(group);
  }
  for (const match of source.matchAll(ownGroupsPattern)) {
    for (const [, group] of (match[1] as string).matchAll(/"(\w+)"/g)) {
      for (const section of messageGroups[group as MessageGroup] ?? []) used.delete(section);
    }
  }
  return used;
}

/** The groups a route module names in `export const handle` (read from its source). */
function declaredGroups(file: string): MessageGroup[] {
  const source = readFileSync(path.join(app, file), "utf8");
  const list = /export const handle\b[^;]*?\bmessages: \[([^\]]*)\]/s.exec(source)?.[1] ?? "";
  const named = [...list.matchAll(/"(\w+)"/g)].map((match) => match[1] as string);
  for (const group of named) expect(Object.keys(messageGroups), file).toContain(group);
  return named as MessageGroup[];
}

describe("message groups", () => {
  it("name the same groups for the browser as for the build, in the same order", () => {
    expect([...messageGroupNames]).toEqual(Object.keys(messageGroups));
  });

  it("put every section of the messages in a group, or on the server only", () => {
    const grouped = new Set<string>([
      ...Object.values(messageGroups).flat(),
      ...serverOnlySections,
    ]);
    expect(sections.filter((section) => !grouped.has(section))).toEqual([]);
    expect([...grouped].filter((section) => !sections.includes(section))).toEqual([]);
  });

  it("each page declares every group of messages its components use", () => {
    const rootGroups = declaredGroups("root.tsx");
    expect(rootGroups).toEqual(["shell"]);
    const missing: string[] = [];
    for (const route of [{ file: "root.tsx" }, ...routes]) {
      if (!route.file.endsWith(".tsx")) continue;
      const declared = [...rootGroups, ...declaredGroups(route.file)];
      const sections = new Set<string>(declared.flatMap((group) => messageGroups[group]));
      for (const section of sectionsUsedBy(path.join(app, route.file))) {
        if (!sections.has(section)) missing.push(`${route.file} uses "${section}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
