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
    translation = { t: i18n.t, i18n };
    translations.set(i18n, translation);
  }
  return translation;
}
