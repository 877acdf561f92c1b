import { setNonce } from "get-nonce";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { withRetries } from "./browser/retrying-fetch";
import { attachBrowserTranslation, loadMessageGroups } from "./i18n/browser-messages";
import { defaultLanguage, isLanguage } from "./i18n/languages";
import { isMessageGroup } from "./i18n/message-groups";
import { createTranslator } from "./i18n/translator";
import { TranslationContext } from "./i18n/use-translation";

// Requests of this site that meet a restarting or overloaded server are tried again.
window.fetch = withRetries(window.fetch.bind(window), { origin: window.location.origin });

// Dialogs lock the page's scroll with a <style> element; the CSP lets it in with the page's nonce
// (browsers hide the attribute, not the property).
setNonce(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");

// Only the page's own language is downloaded, and of it only the groups of messages the page
// names (root.tsx writes them on <html>); the switch reloads the document.
const lang = document.documentElement.lang;
const language = isLanguage(lang) ? lang : defaultLanguage;
const translation = createTranslator(language);
attachBrowserTranslation(translation);
const groups = (document.documentElement.dataset.messages ?? "").split(" ").filter(isMessageGroup);
await loadMessageGroups(groups);

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
