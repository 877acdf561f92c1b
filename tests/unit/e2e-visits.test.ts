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

/** Whether the page named `page` was made, before `text` ends, in a context without JavaScript. */
function scriptless(text: string, page: string): boolean {
  const made = [...text.matchAll(new RegExp(`const ${page} = await (\\w+)\\.newPage\\(\\)`, "g"))];
  const context = made.at(-1)?.[1];
  if (!context) return false;
  const opened = [
    ...text.matchAll(new RegExp(`const ${context} = await \\w+\\.newContext\\(([^)]*)\\)`, "g")),
  ];
  return /javaScriptEnabled: false/.test(opened.at(-1)?.[1] ?? "");
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

  it("finds a bare goto where the page runs scripts", () => {
    const text =
      "const reader = await browser.newContext({ locale: 'hi-IN' });\nconst readerPage = await reader.newPage();\n";
    expect(scriptless(text, "readerPage")).toBe(false);
    expect(
      scriptless(text.replace("locale: 'hi-IN'", "javaScriptEnabled: false"), "readerPage"),
    ).toBe(true);
  });
});
