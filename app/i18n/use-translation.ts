import type { TFunction } from "i18next";
import { createContext, useContext } from "react";
import type { Language } from "./languages";

/** A page's language and the function that translates into it. */
export type Translation = { t: TFunction; i18n: { language: Language } };

/**
 * Given by each entry: the server's translator holds every message, the browser's
 * with a small runtime and only the page's own language (decision 015).
 */
export const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's translator. A page keeps one language for its whole life (the language switch
 * reloads the document), so nothing here listens for a change of language, and every component
 * shares the one object its provider gives.
 */
export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation needs a TranslationContext above it");
  return translation;
}
