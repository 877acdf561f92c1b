import groupLoaders from "virtual:message-groups";
import { use } from "react";
import type { MessageGroup } from "./message-groups";
import type { Translator } from "./translator";

let translation: Translator | undefined;
const loading = new Map<MessageGroup, Promise<void>>();
const loaded = new Set<MessageGroup>();
const waits = new Map<string, Promise<void>>();

/** The browser's translator, which the groups below are added to as they arrive. */
export function attachBrowserTranslation(browserTranslation: Translator) {
  translation = browserTranslation;
}

/** Downloads the page language's messages of these groups (each once) into the translator. */
export function loadMessageGroups(groups: readonly MessageGroup[]): Promise<void> {
  const target = translation;
  if (!target) return Promise.reject(new Error("No browser translation to load messages into"));
  const loaders = groupLoaders[target.i18n.language];
  return Promise.all(
    groups.map((group) => {
      let pending = loading.get(group);
      if (!pending) {
        pending = loaders[group]().then((module) => {
          target.add(module.default);
          loaded.add(group);
        });
        loading.set(group, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Suspends a render until these groups are in the browser: a link to a page of another group
 * keeps the current page (navigations are transitions) until its messages have arrived, so no
 * page ever shows a raw key. The server has every message, so it never waits.
 */
export function useMessageGroups(groups: readonly MessageGroup[]) {
  if (import.meta.env.SSR) return;
  const missing = groups.filter((group) => !loaded.has(group));
  if (!missing.length) return;
  const key = missing.join(" ");
  let wait = waits.get(key);
  if (!wait) {
    wait = loadMessageGroups(missing).catch(reloadOnce);
    waits.set(key, wait);
  }
  use(wait);
}

/**
 * Messages that cannot be downloaded (a new release replaced the scripts, the network dropped)
 * make the next page load as a document, as React Router does for a route's script; once per
 * address, so a lasting failure shows the page with what it has instead of reloading for ever.
 */
function reloadOnce(): Promise<void> {
  const key = `reviewkaro:messages-reload:${window.location.pathname}`;
  if (sessionStorage.getItem(key)) return Promise.resolve();
  sessionStorage.setItem(key, "1");
  window.location.reload();
  return new Promise(() => {});
}
