import { type ComponentType, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { startBrowser } from "~/browser/start-browser";
import { loadMessageGroups } from "~/i18n/browser-messages";
import { isMessageGroup } from "~/i18n/message-groups";
import { TranslationContext } from "~/i18n/use-translation";

/*
 * The script of a static page with islands (decision 141): React and each island's component,
 * hydrated as roots of their own, with the page language's messages; no router. Built as an
 * entry of the client build by vite.config.ts (`everyPageChunks`).
 */
type IslandModule = { default: ComponentType<Record<string, unknown>> };

const modules = import.meta.glob<IslandModule>("../**/*.island.tsx");
const byName = new Map(
  Object.entries(modules).map(([path, load]) => [
    path.slice(path.lastIndexOf("/") + 1, -".island.tsx".length),
    load,
  ]),
);

if (document.readyState === "loading") {
  await new Promise((resolve) => addEventListener("DOMContentLoaded", resolve, { once: true }));
}

// The retrying fetch and the page language's translator, as a hydrated page's entry starts.
const translation = startBrowser();

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const groups = islands.flatMap((island) =>
  (island.dataset.messages ?? "").split(" ").filter(isMessageGroup),
);
const [components] = await Promise.all([
  Promise.all(islands.map((island) => byName.get(island.dataset.island ?? "")?.())),
  loadMessageGroups([...new Set(groups)]),
]);

await Promise.all(
  islands.map(
    (island, index) =>
      new Promise<void>((hydrated) => {
        const Component = components[index]?.default;
        if (!Component) return hydrated();
        const props = JSON.parse(island.dataset.props ?? "{}") as Record<string, unknown>;
        hydrateRoot(
          island,
          <TranslationContext value={translation}>
            <Component {...props} />
            <Hydrated onHydrated={hydrated} />
          </TranslationContext>,
          { identifierPrefix: island.dataset.island },
        );
      }),
  ),
);
// The same marker as a page hydrated by React Router (the browser tests wait for it).
document.documentElement.dataset.hydrated = "true";

/** Says when its root has hydrated (effects run after the commit). Renders nothing. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return null;
}
