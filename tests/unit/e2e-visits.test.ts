import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * A browser test opens a page with `visit` (tests/e2e/support/fixtures.ts), which waits until React
 * has hydrated (and `reload` after it): a button clicked before that reaches no handler, and on a busy two-core machine
 * the test then waits for a dialog that never opens (stop 55's CI: refused-refund.spec.ts clicked
 * the admin's Reject before the dashboard was interactive). A bare `goto` is right only for a page
 * of a context with JavaScript turned off, where nothing hydrates and nothing in the page can wait.
 */
const e2e = fileURLToPath(new URL("../e2e/", import.meta.url));

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/**
 * Whether the page named `page` was made, in the test that `text` ends in, in a context without
 * JavaScript (a test's own `page` fixture always runs scripts).
 */
function scriptless(before: string, page: string): boolean {
  const start = [...before.matchAll(/\btest(?:\.\w+)?\(/g)].at(-1)?.index ?? 0;
  const text = before.slice(start);
  const made = [
    ...text.matchAll(new RegExp(`const ${page} = await (\\w+)\\.newPage\\(\\)`, "g")),
  ].at(-1);
  if (!made) return false;
  const opened = [
    ...text
      .slice(0, made.index)
      .matchAll(new RegExp(`const ${made[1]} = await \\w+\\.newContext\\(`, "g")),
  ].at(-1);
  // The context's options: from its declaration to the page made in it.
  return (
    opened !== undefined && /javaScriptEnabled: false/.test(text.slice(opened.index, made.index))
  );
}

describe("browser tests open pages once they are interactive", () => {
  it("call goto and reload only in visit and reload themselves, or for a page without JavaScript", () => {
    const bare: string[] = [];
    for (const file of files(e2e)) {
      const text = readFileSync(file, "utf8");
      for (const call of text.matchAll(/(\w+)\.(?:goto|reload)\(/g)) {
        const page = call[1] ?? "";
        const before = text.slice(0, call.index);
        const line = before.split("\n").length;
        const insideVisit = file.endsWith(path.join("support", "fixtures.ts")) && page === "page";
        if (insideVisit || scriptless(before, page)) continue;
        bare.push(`${path.relative(e2e, file)}:${line}: ${call[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });

  it("never wait for hydration on a page without JavaScript (it would wait to the test's end)", () => {
    const waiting: string[] = [];
    for (const file of files(e2e)) {
      const text = readFileSync(file, "utf8");
      for (const call of text.matchAll(/(?:visit|reload)\((\w+)/g)) {
        const before = text.slice(0, call.index);
        if (scriptless(before, call[1] ?? ""))
          waiting.push(`${path.relative(e2e, file)}:${before.split("\n").length}: ${call[0]}`);
      }
    }
    expect(waiting).toEqual([]);
  });

  it("finds a bare goto where the page runs scripts", () => {
    const spread =
      "const admin = await browser.newContext({\n  storageState: statePath(),\n  javaScriptEnabled: false,\n});\nconst adminPage = await admin.newPage();\n";
    expect(scriptless(spread, "adminPage")).toBe(true);
    const text =
      "const reader = await browser.newContext({ locale: 'hi-IN' });\nconst readerPage = await reader.newPage();\n";
    expect(scriptless(text, "readerPage")).toBe(false);
    expect(
      scriptless(text.replace("locale: 'hi-IN'", "javaScriptEnabled: false"), "readerPage"),
    ).toBe(true);
  });
});
