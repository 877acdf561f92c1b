import type { TFunction } from "i18next";
import { cityMessages, factValues } from "./facts";
import type { Language } from "./languages";
import type { Translation } from "./use-translation";

type Options = { count?: unknown; defaultValue?: string } & Record<string, unknown>;
type Table = Record<string, unknown>;

/** A translator, and a way to give it more sections of the messages as they arrive. */
export type Translator = Translation & { add: (sections: Table) => void };

/** A text with `{{values}}`: its literal parts, and between each two the value's path. */
type Template = { texts: string[]; paths: string[][] };

/** Split as rosetta's templite reads it: `{{ a.b }}` is the path a → b, trimmed. */
function template(text: string): Template {
  const texts: string[] = [];
  const paths: string[][] = [];
  let at = 0;
  for (const match of text.matchAll(/{{(.*?)}}/g)) {
    texts.push(text.slice(at, match.index));
    paths.push((match[1] ?? "").trim().split("."));
    at = match.index + match[0].length;
  }
  texts.push(text.slice(at));
  return { texts, paths };
}

/**
 * A template with its values, exactly as templite fills it from `{ ...factValues, ...options }`
 * (a value that is null or missing is empty), without making that object on every call.
 */
function fill({ texts, paths }: Template, options: Options | undefined): string {
  let text = texts[0] ?? "";
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i] ?? [];
    const first = path[0] ?? "";
    let value: unknown =
      options && Object.hasOwn(options, first)
        ? options[first]
        : (factValues as Record<string, unknown>)[first];
    for (let step = 1; value && step < path.length; step++) {
      value = (value as Table)[path[step] ?? ""];
    }
    text += (value != null ? String(value) : "") + (texts[i + 1] ?? "");
  }
  return text;
}

/**
 * The one translator of server and browser: i18next's message format and `t` (nested keys,
 * `{{name}}` values, `_one`/`_other` plurals chosen by Intl.PluralRules as i18next does,
 * defaultValue, the key itself when nothing is found), in a few lines instead of i18next's
 * 15 KB in the browser (decision 015) and its ~10 µs a call on the server (decision 020); the
 * table and templates are read as rosetta and templite read them, without their work on every
 * call (decision 138). The facts come with it (decision 115): every message gets the amounts as default values
 * (i18next's `defaultVariables`) and the `cities` section from the list of cities. A unit test
 * holds it to i18next for every message.
 */
export function createTranslator(language: Language, messages: Table = {}): Translator {
  const table: Table = { ...messages, cities: cityMessages(language) };
  const plurals = new Intl.PluralRules(language);
  // What each key names in the table, found once (a page asks for the same keys many times);
  // forgotten when sections are added. A text without {{values}} is its own answer; one with
  // them is split once into its parts (decision 138).
  const found = new Map<string, string | Template | null>();
  const entry = (key: string): string | Template | null => {
    const known = found.get(key);
    if (known !== undefined) return known;
    let value: unknown = table;
    for (const part of key.split(".")) value = value ? (value as Table)[part] : undefined;
    const answer =
      typeof value !== "string" ? null : value.includes("{{") ? template(value) : value;
    found.set(key, answer);
    return answer;
  };
  const lookup = (key: string, options: Options | undefined): string => {
    const value = entry(key);
    if (value === null) return "";
    return typeof value === "string" ? value : fill(value, options);
  };
  const t = (key: string, options?: Options): string => {
    const count = options?.count;
    const plural =
      typeof count === "number" ? lookup(`${key}_${plurals.select(count)}`, options) : "";
    return plural || lookup(key, options) || options?.defaultValue || key;
  };
  return {
    t: t as unknown as TFunction,
    i18n: { language },
    // A section added replaces the one of that name (the browser adds whole sections).
    add: (sections) => {
      Object.assign(table, sections);
      found.clear();
    },
  };
}
