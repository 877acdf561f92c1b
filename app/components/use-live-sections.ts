import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { LiveTopic } from "~/events/live-events";
import {
  type LiveSections,
  mergeSections,
  type RefreshedSection,
  refreshUrl,
  type SectionMap,
} from "~/events/live-sections";
import type { FlashToast } from "~/http/toast.server";
import { useFlashToast } from "./use-flash-toast";
import { useLiveUpdates } from "./use-live-updates";

type Refreshed<S extends SectionMap> = { [K in keyof S]?: RefreshedSection<S[K]> };

/**
 * Keeps a page's sections current (see live-sections.ts): an event reloads, through the page's
 * own loader, only the sections named by the topics it changed. The page's topics are the
 * sections of its whole load. `scope` as in useLiveUpdates.
 */
export function useLiveSections<S extends SectionMap>(
  loaded: LiveSections<S>,
  options: { scope?: string } = {},
): S {
  const { sections, topics, refresh } = useSectionRefresh(loaded);
  useLiveUpdates(topics, { scope: options.scope, onChange: refresh });
  return sections;
}

/**
 * The sections of useLiveSections without a stream of their own: `refresh(topics)` reloads the
 * ones named, from the loader at `path` (the page's own by default; a layout names its own path,
 * whose loader answers its sections for any query, e.g. the admin's badges). A layout that listens for its
 * pages hands the changes on (the admin's tabs, decision 124).
 */
export function useSectionRefresh<S extends SectionMap>(
  loaded: LiveSections<S>,
  options: { path?: string } = {},
): { sections: S; topics: LiveTopic[]; refresh: (changed: LiveTopic[]) => void } {
  const fetcher = useFetcher<{ live?: LiveSections<S>; loadFailure?: FlashToast }>();
  // A refresh that failed for good keeps the sections and says so (keep-page-on-failure.ts).
  useFlashToast(fetcher.data?.loadFailure);
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  // A refresh asked for while another is on its way replaces it, so it asks for both.
  const asked = useRef(new Set<LiveTopic>());
  const [refreshed, setRefreshed] = useState<Refreshed<S>>({});

  const topics = Object.keys(loaded.sections) as LiveTopic[];
  const path = options.path;
  const refresh = useCallback(
    (changed: LiveTopic[]) => {
      for (const topic of changed) asked.current.add(topic);
      // A layout's sections are the same on each of its pages, so its refresh has no query.
      const url =
        path === undefined
          ? refreshUrl(window.location.pathname, window.location.search, asked.current)
          : refreshUrl(path, "", asked.current);
      void load.current(url);
    },
    [path],
  );

  const live = fetcher.data?.live;
  useEffect(() => {
    if (!live) return;
    setRefreshed((previous) => {
      const next: Refreshed<S> = { ...previous };
      for (const key of Object.keys(live.sections) as (keyof S & LiveTopic)[]) {
        asked.current.delete(key);
        next[key] = { at: live.at, page: live.page, value: live.sections[key] as S[typeof key] };
      }
      return next;
    });
  }, [live]);

  // A whole load reads every section (loadSections), so nothing is missing here.
  return { sections: mergeSections(loaded, refreshed) as S, topics, refresh };
}
