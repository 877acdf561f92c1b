import { type LiveTopic, liveTopics } from "./live-events";

/**
 * A page whose data changes by more than one topic keeps it in sections named by those topics,
 * so a live event reloads only what it changed: the page's own loader answers
 * `?live=wallet,my-reviews` with just those sections (its guards run as on any load).
 */
export const liveParam = "live";

/** Section data by topic, never more than the page's own topics. */
export type SectionMap = Partial<Record<LiveTopic, unknown>>;

/**
 * A page's sections as one load read them, stamped with the server time the reading began and
 * the page they were read for (its query, without `live`: `?pending=2…`).
 */
export type LiveSections<S extends SectionMap> = { at: number; page: string; sections: Partial<S> };

/** Query parameters that say how a load was made, not which page it is for. */
const notOfThePage = new Set([liveParam, "_routes", "index"]);

/** Which page a load is for: its query parameters, sorted, without `live` and React Router's own. */
export function pageOf(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !notOfThePage.has(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(params).toString();
}

/** The topics a live refresh asks for; null for a whole page load. */
export function refreshedTopics(url: URL): Set<LiveTopic> | null {
  const value = url.searchParams.get(liveParam);
  if (value === null) return null;
  return new Set(
    value
      .split(",")
      .filter((topic): topic is LiveTopic => (liveTopics as readonly string[]).includes(topic)),
  );
}

/** Loads every section on a page load, and only the sections asked for on a live refresh. */
export async function loadSections<S extends SectionMap>(
  url: URL,
  loaders: { [K in keyof S]-?: () => Promise<S[K]> },
): Promise<LiveSections<S>> {
  const wanted = refreshedTopics(url);
  // Taken before the queries: whatever they read is at least this recent.
  const at = Date.now();
  const keys = (Object.keys(loaders) as (keyof S & LiveTopic)[]).filter(
    (key) => wanted === null || wanted.has(key),
  );
  const values = await Promise.all(keys.map((key) => loaders[key]()));
  const sections: Partial<S> = {};
  keys.forEach((key, index) => {
    sections[key] = values[index];
  });
  return { at, page: pageOf(url), sections };
}

/** A section as a live refresh read it: when, and for which page. */
export type RefreshedSection<T> = { at: number; page: string; value: T };

/**
 * What a page shows: its last whole load, with each section replaced by a live refresh read
 * after that load for the same page. A whole load (after an action, say) wins over older
 * refreshes, and a refresh asked for on another page (the one just left by a pager's Next, say,
 * whose answer came after the new page's) is never shown on this one.
 */
export function mergeSections<S extends SectionMap>(
  loaded: LiveSections<S>,
  refreshed: { [K in keyof S]?: RefreshedSection<S[K]> },
): Partial<S> {
  const merged: Partial<S> = { ...loaded.sections };
  for (const key of Object.keys(refreshed) as (keyof S)[]) {
    const fresh = refreshed[key];
    if (fresh && fresh.at > loaded.at && fresh.page === loaded.page) merged[key] = fresh.value;
  }
  return merged;
}

/** The URL of a live refresh of these topics, keeping the page's own query (its tab, say). */
export function refreshUrl(pathname: string, search: string, topics: Iterable<LiveTopic>): string {
  const params = new URLSearchParams(search);
  params.set(liveParam, [...new Set(topics)].sort().join(","));
  return `${pathname}?${params}`;
}
