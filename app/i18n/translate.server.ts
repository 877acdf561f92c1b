import type { i18n, TFunction } from "i18next";
import { createI18n } from "./i18n";
import type { Language } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";

const instances = {
  en: createI18n("en", en),
  hi: createI18n("hi", hi),
};

/** The instance that renders pages in a language: made once, since nothing changes its language. */
export function serverI18n(language: Language): i18n {
  return instances[language];
}

/** A translator for server-made texts (SMS bodies, values inside toasts). */
export function serverT(language: Language): TFunction {
  return instances[language].t;
}
