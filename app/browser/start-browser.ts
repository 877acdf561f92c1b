import { attachBrowserTranslation } from "~/i18n/browser-messages";
import { defaultLanguage, isLanguage } from "~/i18n/languages";
import { createTranslator, type Translator } from "~/i18n/translator";
import { withRetries } from "./retrying-fetch";

/**
 * What both client entries do first: a hydrated page's (entry.client.tsx) and a static page's
 * islands' (islands/hydrate-islands.client.tsx, decision 141).
 * - Requests of this site that meet a restarting or overloaded server are tried again.
 * - Only the page's own language is downloaded: its translator, for the message groups each entry
 *   then loads (the switch reloads the document).
 */
export function startBrowser(): Translator {
  window.fetch = withRetries(window.fetch.bind(window), { origin: window.location.origin });
  const lang = document.documentElement.lang;
  const translation = createTranslator(isLanguage(lang) ? lang : defaultLanguage);
  attachBrowserTranslation(translation);
  return translation;
}
