import i18next, { type TFunction } from "i18next";
import type { Messages } from "./i18n";
import type { Language } from "./languages";
import en from "./locales/en";
import hi from "./locales/hi";
import type { Translation } from "./use-translation";

/** An i18next instance for one language, ready at once (its messages are given, not fetched). */
function createI18n(language: Language, messages: Messages) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

// Made once per language, since nothing changes a page's language.
const translations: Record<Language, Translation> = {
  en: { t: createI18n("en", en).t, i18n: { language: "en" } },
  hi: { t: createI18n("hi", hi).t, i18n: { language: "hi" } },
};

/** What the server renders a page in a language with: i18next and every message. */
export function serverTranslation(language: Language): Translation {
  return translations[language];
}

/** A translator for server-made texts (SMS bodies, values inside toasts). */
export function serverT(language: Language): TFunction {
  return translations[language].t;
}
