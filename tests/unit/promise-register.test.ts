import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { leafKeys, type RegisterInput, registerProblems } from "../promises/check-register";
import { areas, ownerOf, promisingTexts } from "../promises/index";
import { notPromises } from "../promises/not-promises";

// Issue 44 (decision 098): every text that promises a behaviour names the code that keeps it and
// a test that reads it as shown and proves it. Each failure names the key and what to do.
const root = fileURLToPath(new URL("../../", import.meta.url));
const texts = new Map<string, string | undefined>();
function read(path: string): string | undefined {
  if (!texts.has(path)) {
    const full = root + path;
    const exists = path !== "" && existsSync(full);
    texts.set(
      path,
      exists ? (statSync(full).isFile() ? readFileSync(full, "utf8") : "") : undefined,
    );
  }
  return texts.get(path);
}

const problems = registerProblems({
  english: new Set(leafKeys(en)),
  hindi: new Set(leafKeys(hi)),
  promisingTexts,
  areas,
  notPromises,
  read,
  ownerOf,
});

describe("the promise register", () => {
  it("has an entry for every promising text, or the text is in the reviewed list of non-promises", () => {
    expect(problems.missing).toEqual([]);
  });

  it("classifies a text once: never both a promise and a non-promise", () => {
    expect(problems.both).toEqual([]);
  });

  it("names texts that exist in the English and the Hindi catalogue", () => {
    expect(problems.unknownKeys).toEqual([]);
  });

  it("lists non-promises only from the promising groups", () => {
    expect(problems.stray).toEqual([]);
  });

  it("names each key once", () => {
    expect(problems.twice).toEqual([]);
  });

  it("says each promise in words and names at least one keeper and one test", () => {
    expect(problems.thin).toEqual([]);
  });

  it("names keepers and tests that exist, and keepers' symbols that their files hold", () => {
    expect([...problems.absent, ...problems.lostSymbols]).toEqual([]);
  });

  it("proves each promise with a test file that names its key", () => {
    expect(problems.unproved).toEqual([]);
  });
});

describe("the register's check", () => {
  // A register broken in each way at once: every check must say so, naming the key.
  const files: Record<string, string> = {
    "app/keeper.ts": "export function keep() {}",
    "tests/proof.test.ts": "en.page.kept",
    "tests/helper.ts": "page.kept",
  };
  const broken: RegisterInput = {
    english: new Set(["page.kept", "page.forgotten", "page.heading", "page.both", "other.label"]),
    hindi: new Set(["page.kept", "page.forgotten", "page.heading", "page.both"]),
    promisingTexts: ["page"],
    areas: {
      "a.ts": [
        {
          key: "page.kept",
          promise: "It is kept.",
          keptBy: ["app/keeper.ts#keep"],
          provedBy: ["tests/proof.test.ts"],
        },
        {
          key: "page.both",
          promise: "",
          keptBy: ["app/keeper.ts#gone", "app/missing.ts"],
          provedBy: ["tests/helper.ts", "tests/proof.test.ts"],
        },
        { key: "page.typo", promise: "Typo.", keptBy: [], provedBy: [] },
      ],
      "b.ts": [
        {
          key: "page.kept",
          promise: "Again.",
          keptBy: ["app/keeper.ts"],
          provedBy: ["tests/proof.test.ts"],
        },
      ],
    },
    notPromises: { "page.heading": "heading", "page.both": "label", "other.label": "label" },
    read: (path) => files[path],
    ownerOf: () => "a.ts",
  };
  const found = registerProblems(broken);
  const keysOf = (lines: string[]) => lines.map((line) => line.split(/[: ]/)[0]);

  it("fails for a promising text with no entry, naming the file it belongs in", () => {
    expect(found.missing).toEqual([
      expect.stringContaining("page.forgotten: no entry. Add one to tests/promises/a.ts"),
    ]);
  });

  it("fails for a key in both lists, a key twice, a key no catalogue has, and a stray non-promise", () => {
    expect(keysOf(found.both)).toEqual(["page.both"]);
    expect(keysOf(found.twice)).toEqual(["page.kept"]);
    expect(keysOf(found.unknownKeys)).toEqual(["page.typo", "page.typo", "other.label"]);
    expect(keysOf(found.stray)).toEqual(["other.label"]);
  });

  it("fails for an entry without words, keepers or tests, a missing file or symbol, and a test that does not name its key", () => {
    expect(keysOf(found.thin)).toEqual(["page.both", "page.typo"]);
    expect(found.absent).toEqual([expect.stringContaining("app/missing.ts does not exist")]);
    expect(found.lostSymbols).toEqual([expect.stringContaining("app/keeper.ts has no gone")]);
    expect(found.unproved).toEqual([
      expect.stringContaining("page.both: tests/helper.ts is not a test file"),
      expect.stringContaining("page.both: tests/proof.test.ts does not mention the key"),
    ]);
  });
});
