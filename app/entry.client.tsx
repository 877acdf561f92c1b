import { setNonce } from "get-nonce";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createBrowserTranslation } from "./i18n/browser-translation";
import type { Messages } from "./i18n/i18n";
import { defaultLanguage, isLanguage } from "./i18n/languages";
import { TranslationContext } from "./i18n/use-translation";
import { withRetries } from "./retrying-fetch";

// Requests of this site that meet a restarting or overloaded server are tried again.
window.fetch = withRetries(window.fetch.bind(window), { origin: window.location.origin });

// Dialogs lock the page's scroll with a <style> element; the CSP lets it in with the page's nonce
// (browsers hide the attribute, not the property).
setNonce(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");

// Only the page's own language is downloaded; the switch reloads the document.
const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : defaultLanguage;
const locales = import.meta.glob<{ default: Messages }>("./i18n/locales/*.ts");
const load = locales[`./i18n/locales/${language}.ts`];
if (!load) throw new Error(`No messages for ${language}`);
const { default: messages } = await load();
const translation = createBrowserTranslation(language, messages);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <TranslationContext value={translation}>
        <HydratedRouter />
      </TranslationContext>
    </StrictMode>,
  );
});
