import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// Issue 48 (decision 118): the domain's order is written once, in docs/ARCHITECTURE.md between
// two markers, and is the lint's order (DOMAIN_CONCEPTS in .dependency-cruiser.cjs).
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

type Rule = { name: string; from: { path: string }; to: { path: string } };
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as {
  forbidden: Rule[];
};

/** The lint's order, lowest first: each concept's rule forbids every concept after it. */
function lintOrder(): string[] {
  const rules = config.forbidden.filter((rule) => rule.name === "domain-concepts-in-order");
  const froms = rules.map((rule) => /^\^app\/domain\/([^/]+)\//.exec(rule.from.path)?.[1]);
  const last = rules.at(-1) && /\(([^)]+)\)/.exec((rules.at(-1) as Rule).to.path)?.[1];
  return [...froms, last].filter((concept): concept is string => concept !== undefined);
}

/** The numbered list between the markers: `1. \`shared\`: …`. */
function documentedOrder(architecture: string): string[] {
  const list = /<!-- domain-order:start -->\n([\s\S]*?)<!-- domain-order:end -->/.exec(
    architecture,
  )?.[1];
  return (list ?? "")
    .split("\n")
    .map((line) => /^\d+\. `([a-z-]+)`/.exec(line)?.[1])
    .filter((concept): concept is string => concept !== undefined);
}

describe("the domain's order", () => {
  const lint = lintOrder();
  const architecture = read("docs/ARCHITECTURE.md");

  it("is read from the lint configuration (a parser that finds nothing would pass anything)", () => {
    expect(lint.length).toBeGreaterThan(10);
    expect(lint[0]).toBe("shared");
    // Each rule forbids exactly the concepts after its own.
    for (const rule of config.forbidden.filter((r) => r.name === "domain-concepts-in-order")) {
      const from = /^\^app\/domain\/([^/]+)\//.exec(rule.from.path)?.[1] as string;
      const later = /\(([^)]+)\)/.exec(rule.to.path)?.[1]?.split("|");
      expect(later, from).toEqual(lint.slice(lint.indexOf(from) + 1));
    }
  });

  it("is written in docs/ARCHITECTURE.md as the lint has it, each concept once", () => {
    expect(documentedOrder(architecture)).toEqual(lint);
  });

  it("is written nowhere else: no other page lists three concepts in a row", () => {
    const outsideList = architecture.replace(
      /<!-- domain-order:start -->[\s\S]*?<!-- domain-order:end -->/,
      "",
    );
    const pages = {
      "docs/ARCHITECTURE.md": outsideList,
      "README.md": read("README.md"),
      "docs/domain.md": read("docs/domain.md"),
      "docs/decisions/023-domain-by-responsibility.md": read(
        "docs/decisions/023-domain-by-responsibility.md",
      ),
    };
    const between = "[`/]*\\s*(?:→|,|->)\\s*[`]*";
    const runs = lint.slice(2).map((third, at) => {
      const [first, second] = [lint[at], lint[at + 1]];
      return new RegExp(`\\b${first}\\b${between}${second}\\b${between}${third}\\b`);
    });
    for (const [page, text] of Object.entries(pages)) {
      expect(runs.filter((run) => run.test(text)).map(String), `${page} renders the order`).toEqual(
        [],
      );
    }
  });
});
