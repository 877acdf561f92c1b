import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { Messages } from "./locales/en";

export type { Messages };

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

/** An i18next instance for one language, ready at once (its messages are given, not fetched). */
export function createI18n(language: Language, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

type LooseT = (key: string, values?: Record<string, unknown>) => string;

/** Translates a key known only at run time (a flash toast, a schema's error message). */
export function translateKey(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return (t as unknown as LooseT)(key, values ?? {});
}

/** A city in the reader's language ('Indore' → 'इंदौर'); the stored value stays English. */
export function cityLabel(t: TFunction, city: string): string {
  return translateKey(t, `cities.${city}`, { defaultValue: city });
}
