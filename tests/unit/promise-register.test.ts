import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en";
import hi from "~/i18n/locales/hi";
import { areas, ownerOf, promisingTexts } from "../promises/index";
import { notPromises } from "../promises/not-promises";

// Issue 44 (decision 098): every text that promises a behaviour names the code that keeps it and
// a test that reads it as shown and proves it. Each failure names the key and what to do.
const root = fileURLToPath(new URL("../../", import.meta.url));

/** Every leaf text of a catalogue, as `group.path.to.text`. */
function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) =>
    leafKeys(child, prefix ? `${prefix}.${name}` : name),
  );
}

const english = new Set(leafKeys(en));
const hindi = new Set(leafKeys(hi));
const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);
const promising = [...english].filter((key) => promisingTexts.some((p) => under(key, p)));
const entries = Object.entries(areas).flatMap(([file, list]) =>
  list.map((entry) => ({ file, ...entry })),
);
const registered = new Set(entries.map((entry) => entry.key));
const fileCache = new Map<string, string>();
const read = (path: string) => {
  if (!fileCache.has(path)) fileCache.set(path, readFileSync(root + path, "utf8"));
  return fileCache.get(path) ?? "";
};
const fileOf = (reference: string) => reference.split("#")[0] ?? reference;

describe("the promise register", () => {
  it("has an entry for every promising text, or the text is in the reviewed list of non-promises", () => {
    const missing = promising
      .filter((key) => !registered.has(key) && !(key in notPromises))
      .map(
        (key) =>
          `${key}: no entry. Add one to tests/promises/${ownerOf(key)} (the code that keeps it, a test that reads it and proves it), or, if it promises no behaviour, add it with a one-word reason to tests/promises/not-promises.ts`,
      );
    expect(missing).toEqual([]);
  });

  it("classifies a text once: never both a promise and a non-promise", () => {
    const both = [...registered]
      .filter((key) => key in notPromises)
      .map((key) => `${key}: in the register and in not-promises.ts; remove it from one of them`);
    expect(both).toEqual([]);
  });

  it("names texts that exist in the English and the Hindi catalogue", () => {
    const unknown = [
      ...entries.map((entry) => ({ key: entry.key, where: `tests/promises/${entry.file}` })),
      ...Object.keys(notPromises).map((key) => ({ key, where: "tests/promises/not-promises.ts" })),
    ].flatMap(({ key, where }) => [
      ...(english.has(key) ? [] : [`${key} (${where}): not a text of app/i18n/locales/en`]),
      ...(hindi.has(key) ? [] : [`${key} (${where}): not a text of app/i18n/locales/hi`]),
    ]);
    expect(unknown.map((line) => `${line}; fix the key or remove the entry`)).toEqual([]);
  });

  it("lists non-promises only from the promising groups", () => {
    const stray = Object.keys(notPromises)
      .filter((key) => english.has(key) && !promisingTexts.some((p) => under(key, p)))
      .map(
        (key) => `${key}: not under a promising group (index.ts); remove it from not-promises.ts`,
      );
    expect(stray).toEqual([]);
  });

  it("names each key once", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of entries) {
      const first = seen.get(entry.key);
      if (first)
        twice.push(
          `${entry.key}: in tests/promises/${first} and tests/promises/${entry.file}; keep one entry (list every keeper and test in it)`,
        );
      seen.set(entry.key, entry.file);
    }
    expect(twice).toEqual([]);
  });

  it("says each promise in words and names at least one keeper and one test", () => {
    const thin = entries
      .filter(
        (entry) =>
          entry.promise.trim() === "" || entry.keptBy.length === 0 || entry.provedBy.length === 0,
      )
      .map(
        (entry) => `${entry.key} (tests/promises/${entry.file}): give promise, keptBy and provedBy`,
      );
    expect(thin).toEqual([]);
  });

  it("names keepers and tests that exist", () => {
    const absent = entries.flatMap((entry) =>
      [...entry.keptBy, ...entry.provedBy]
        .filter((reference) => !existsSync(root + fileOf(reference)))
        .map(
          (reference) =>
            `${entry.key} (tests/promises/${entry.file}): ${reference} does not exist; name a file of the repository (path or path#symbol)`,
        ),
    );
    expect(absent).toEqual([]);
  });

  it("names a keeper's symbol that its file holds", () => {
    const lost = entries.flatMap((entry) =>
      entry.keptBy
        .filter((reference) => reference.includes("#") && existsSync(root + fileOf(reference)))
        .filter((reference) => !read(fileOf(reference)).includes(reference.split("#")[1] ?? ""))
        .map(
          (reference) =>
            `${entry.key} (tests/promises/${entry.file}): ${fileOf(reference)} has no ${reference.split("#")[1]}; name the symbol that keeps the promise`,
        ),
    );
    expect(lost).toEqual([]);
  });

  it("proves each promise with a test file that names its key", () => {
    const unproved = entries.flatMap((entry) =>
      entry.provedBy
        .filter((path) => existsSync(root + path))
        .flatMap((path) => {
          if (!/\.(test|spec)\.tsx?$/.test(path))
            return [`${entry.key}: ${path} is not a test file (*.test.ts or *.spec.ts)`];
          if (!read(path).includes(entry.key))
            return [
              `${entry.key}: ${path} does not mention the key; read the text there through the catalogue (e.g. en.${entry.key}) and check the behaviour behind it`,
            ];
          return [];
        }),
    );
    expect(unproved).toEqual([]);
  });
});
