import type { TFunction } from "i18next";
import { createI18n } from "./i18n";
import type { Language } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";

const instances = { en: createI18n("en", en), hi: createI18n("hi", hi) };

/** A translator for server-made texts (SMS bodies, values inside toasts). */
export function serverT(language: Language): TFunction {
  return instances[language].t;
}
