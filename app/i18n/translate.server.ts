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

type LooseT = (key: unknown, ...rest: unknown[]) => string;

/**
 * The instance's `t`, remembering what a key without values gives (a page asks for the same
 * labels hundreds of times; i18next resolves each anew, ~4 µs). Messages never change while the
 * server runs, so a remembered text stays right.
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

// Made once per language, since nothing changes a page's language.
const translations: Record<Language, Translation> = {
  en: { t: rememberingPlainKeys(createI18n("en", en).t), i18n: { language: "en" } },
  hi: { t: rememberingPlainKeys(createI18n("hi", hi).t), i18n: { language: "hi" } },
};

/** What the server renders a page in a language with: i18next and every message. */
export function serverTranslation(language: Language): Translation {
  return translations[language];
}

/** A translator for server-made texts (SMS bodies, values inside toasts). */
export function serverT(language: Language): TFunction {
  return translations[language].t;
}
