import type { i18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

type Translation = { t: TFunction; i18n: i18n };

const translations = new WeakMap<i18n, Translation>();

/**
 * The page's translator. A page keeps one language for its whole life (the language switch
 * reloads the document), so nothing here listens for a change of language. react-i18next's own
 * hook does, and copies the whole i18next instance for every component that calls it (16 µs
 * each, measured; a dashboard has a hundred such components), then translates through a
 * getFixedT wrapper; this reads the instance its provider gives and uses its `t`.
 */
export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  let translation = translations.get(i18n);
  if (!translation) {
    translation = { t: rememberingPlainKeys(i18n), i18n };
    translations.set(i18n, translation);
  }
  return translation;
}

/**
 * The instance's `t`, remembering what a key without values gives (a page asks for the same
 * labels hundreds of times; i18next resolves each anew, ~4 µs). Messages never change while a
 * page or the server runs, so a remembered text stays right.
 */
function rememberingPlainKeys(i18n: i18n): TFunction {
  const plain = new Map<string, string>();
  const t = i18n.t as unknown as LooseT;
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== "string") return t(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key);
      plain.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction;
}

type LooseT = (key: unknown, ...rest: unknown[]) => string;
