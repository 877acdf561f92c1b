import { setNonce } from "get-nonce";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startBrowser } from "./browser/start-browser";
import { loadMessageGroups } from "./i18n/browser-messages";
import { isMessageGroup } from "./i18n/message-groups";
import { TranslationContext } from "./i18n/use-translation";

// The retrying fetch and the page language's translator.
const translation = startBrowser();

// Dialogs lock the page's scroll with a <style> element; the CSP lets it in with the page's nonce
// (browsers hide the attribute, not the property).
setNonce(document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");

// Of the page's language only the groups of messages the page names (root.tsx writes them on
// <html>).
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
