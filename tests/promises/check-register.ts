import type { PromiseEntry } from "./types";

/** Every leaf text of a catalogue, as `group.path.to.text`. */
export function leafKeys(node: unknown, prefix = ""): string[] {
  if (typeof node === "string") return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, child]) =>
    leafKeys(child, prefix ? `${prefix}.${name}` : name),
  );
}

/** What the register is checked against: the catalogues, the repository's files, its lists. */
export type RegisterInput = {
  english: ReadonlySet<string>;
  hindi: ReadonlySet<string>;
  promisingTexts: readonly string[];
  areas: Readonly<Record<string, readonly PromiseEntry[]>>;
  notPromises: Readonly<Record<string, string>>;
  /** A repository file's text, or undefined when there is no such file. */
  read: (path: string) => string | undefined;
  /** The area file a key's entry belongs in. */
  ownerOf: (key: string) => string;
};

export type RegisterProblems = {
  missing: string[];
  both: string[];
  unknownKeys: string[];
  stray: string[];
  twice: string[];
  thin: string[];
  absent: string[];
  lostSymbols: string[];
  unproved: string[];
};

const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);
const fileOf = (reference: string) => reference.split("#")[0] ?? reference;

/**
 * Each way the register can be wrong (decision 098), as sentences naming the key and what to do;
 * every list empty means every promising text is registered, known, kept and proved.
 */
export function registerProblems(input: RegisterInput): RegisterProblems {
  const { english, hindi, notPromises, read } = input;
  const entries = Object.entries(input.areas).flatMap(([file, list]) =>
    list.map((entry) => ({ file, ...entry })),
  );
  const registered = new Set(entries.map((entry) => entry.key));
  const promising = [...english].filter((key) => input.promisingTexts.some((p) => under(key, p)));
  const where = (file: string) => `tests/promises/${file}`;

  const missing = promising
    .filter((key) => !registered.has(key) && !(key in notPromises))
    .map(
      (key) =>
        `${key}: no entry. Add one to ${where(input.ownerOf(key))} (the code that keeps it, a test that reads it and proves it), or, if it promises no behaviour, add it with a one-word reason to tests/promises/not-promises.ts`,
    );
  const both = [...registered]
    .filter((key) => key in notPromises)
    .map((key) => `${key}: in the register and in not-promises.ts; remove it from one of them`);
  const unknownKeys = [
    ...entries.map((entry) => ({ key: entry.key, list: where(entry.file) })),
    ...Object.keys(notPromises).map((key) => ({ key, list: where("not-promises.ts") })),
  ].flatMap(({ key, list }) => [
    ...(english.has(key) ? [] : [`${key} (${list}): not a text of app/i18n/locales/en`]),
    ...(hindi.has(key) ? [] : [`${key} (${list}): not a text of app/i18n/locales/hi`]),
  ]);
  const stray = Object.keys(notPromises)
    .filter((key) => english.has(key) && !input.promisingTexts.some((p) => under(key, p)))
    .map((key) => `${key}: not under a promising group (index.ts); remove it from not-promises.ts`);
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const entry of entries) {
    const first = seen.get(entry.key);
    if (first) {
      twice.push(
        `${entry.key}: in ${where(first)} and ${where(entry.file)}; keep one entry (list every keeper and test in it)`,
      );
    }
    seen.set(entry.key, entry.file);
  }
  const thin = entries
    .filter((entry) => !entry.promise.trim() || !entry.keptBy.length || !entry.provedBy.length)
    .map((entry) => `${entry.key} (${where(entry.file)}): give promise, keptBy and provedBy`);
  const absent = entries.flatMap((entry) =>
    [...entry.keptBy, ...entry.provedBy]
      .filter((reference) => read(fileOf(reference)) === undefined)
      .map(
        (reference) =>
          `${entry.key} (${where(entry.file)}): ${reference} does not exist; name a file of the repository (path or path#symbol)`,
      ),
  );
  const lostSymbols = entries.flatMap((entry) =>
    entry.keptBy
      .filter((reference) => reference.includes("#"))
      .filter((reference) => {
        const text = read(fileOf(reference));
        return text !== undefined && !text.includes(reference.split("#")[1] ?? "");
      })
      .map(
        (reference) =>
          `${entry.key} (${where(entry.file)}): ${fileOf(reference)} has no ${reference.split("#")[1]}; name the symbol that keeps the promise`,
      ),
  );
  const unproved = entries.flatMap((entry) =>
    entry.provedBy.flatMap((path) => {
      const text = read(path);
      if (text === undefined) return [];
      if (!/\.(test|spec)\.tsx?$/.test(path)) {
        return [`${entry.key}: ${path} is not a test file (*.test.ts or *.spec.ts)`];
      }
      if (!text.includes(entry.key)) {
        return [
          `${entry.key}: ${path} does not mention the key; read the text there through the catalogue (e.g. en.${entry.key}) and check the behaviour behind it`,
        ];
      }
      return [];
    }),
  );
  return { missing, both, unknownKeys, stray, twice, thin, absent, lostSymbols, unproved };
}
