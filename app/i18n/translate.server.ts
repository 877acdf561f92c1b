import type { TFunction } from "i18next";
import type { Language } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";
import { createTranslator } from "./translator";
import type { Translation } from "./use-translation";

/** The server's translator for a language: the browser's, with every message at once. */
function serverTranslator(language: Language, messages: object): Translation {
  const { t, i18n } = createTranslator(language, messages as unknown as Record<string, unknown>);
  // The translator finds each key once (translator.ts), so a page's repeated labels cost a lookup.
  return { t, i18n };
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
