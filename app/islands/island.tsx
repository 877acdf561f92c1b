import islandFiles from "virtual:island-files";
import messageGroupFiles from "virtual:message-group-files";
import type { ComponentType } from "react";
import { preinitModule, preloadModule } from "react-dom";
import { useNonce } from "~/components/nonce";
import { useStaticPage } from "~/components/use-static-page";
import type { MessageGroup } from "~/i18n/message-groups";
import { TranslationContext, useTranslation } from "~/i18n/use-translation";
import { renderIsland } from "./render-island";

/** What an island's props may hold: they travel to the browser as JSON. */
export type IslandProps = Record<string, unknown>;

/**
 * A part of a static page that is interactive (decision 141): the server draws it, and one small
 * script (app/islands/hydrate-islands.client.tsx) hydrates it with React alone, without React Router's
 * client, so the page ships React's 66 KB and the island's own code instead of ~120 KB.
 *
 * `name` is the island's file, `app/**\/{name}.island.tsx`, whose default export is `component`;
 * `props` are JSON. On the server the island is rendered as its own React root (its `useId`s and
 * markup are then what the browser's root makes of the same props); the page's scripts are
 * started in `<head>`. In the browser, when React Router draws the page after a client-side
 * navigation, the island is simply part of the page.
 */
export function Island<Props extends IslandProps>({
  name,
  component: Component,
  props,
  messages = [],
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
  /** The groups of messages the island's texts come from, beyond the root's `shell`. */
  messages?: MessageGroup[];
}) {
  // Every page has the shell's texts (common, errors, input: a field's message may be one).
  const groups = ["shell", ...messages] as const;
  const translation = useTranslation();
  const nonce = useNonce();
  // Only a static page's server draws an island apart; anywhere else (the browser, a page that
  // React Router hydrates, development, where islands are not built) it is part of the page.
  const isStatic = useStaticPage();
  const entry = islandFiles.entry;
  const files = islandFiles[name];
  if (!import.meta.env.SSR || !isStatic || !entry || !files) return <Component {...props} />;
  // Asked for in <head> at once: the entry, the island's module and its messages.
  preinitModule(entry[0] ?? "", { as: "script", nonce });
  for (const file of [...entry.slice(1), ...files]) preloadModule(file, { as: "script" });
  for (const group of groups) {
    const file = messageGroupFiles[`${translation.i18n.language}-${group}`];
    if (file) preloadModule(file, { as: "script" });
  }
  const html = renderIsland(
    <TranslationContext value={translation}>
      <Component {...props} />
    </TranslationContext>,
    name,
  );
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-messages={groups.join(" ")}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
