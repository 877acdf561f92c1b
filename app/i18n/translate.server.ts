import type { TFunction } from "i18next";
import type { Language } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";
import { createTranslator } from "./translator";
import type { Translation } from "./use-translation";

type LooseT = (key: unknown, ...rest: unknown[]) => string;

/**
 * A `t` remembering what a key without values gives (a page asks for the same labels hundreds
 * of times). Messages never change while the server runs, so a remembered text stays right.
 */
function rememberingPlainKeys(t: TFunction): TFunction {
  const plain = new Map<string, string>();
  const loose = t as unknown as LooseT;
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return loose(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = loose(key);
      plain.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction;
}

/** The server's translator for a language: the browser's, with every message at once. */
function serverTranslator(language: Language, messages: object): Translation {
  const { t, i18n } = createTranslator(language, messages as unknown as Record<string, unknown>);
  return { t: rememberingPlainKeys(t), i18n };
}

// Made once per language, since nothing changes a page's language.
const translations: Record<Language, Translation> = {
  en: serverTranslator("en", en),
  hi: serverTranslator("hi", hi),
};

/** What the server renders a page in a language with: the translator and every message. */
export function serverTranslation(language: Language): Translation {
  return translations[language];
}

/** A translator for server-made texts (SMS bodies, values inside toasts). */
export function serverT(language: Language): TFunction {
  return translations[language].t;
}
