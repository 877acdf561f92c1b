/*
 * The admin's screens by URL (issue 48, decision 124): `/admin` is a layout, each tab its own
 * route under it. The old `/admin/dashboard?tab=…` answers with a redirect to the tab's path.
 */
export const tabs = [
  "reviews",
  "campaigns",
  "payouts",
  "appeals",
  "complaints",
  "reports",
  "team",
] as const;
export type Tab = (typeof tabs)[number];

/** The layout's own path: `/admin` alone leads to the first tab; the badges' refreshes ask it. */
export const layoutPath = "/admin";

/** The first tab: where `/admin` and a sign-in lead. */
export const firstTab: Tab = "reviews";

/** A tab's own path, e.g. `/admin/payouts`. */
export function tabPath(tab: Tab): `/admin/${Tab}` {
  return `/admin/${tab}`;
}

/** The tab an old `?tab=` named: the review queue unless it names another. */
export function tabOfQuery(searchParams: URLSearchParams): Tab {
  const requested = searchParams.get("tab");
  return tabs.includes(requested as Tab) ? (requested as Tab) : firstTab;
}

/**
 * Where an old dashboard URL now lives: its tab's path, with every other parameter kept (a
 * pager's page, say), so bookmarks and links in old messages still open what they named.
 */
export function pathOfOldUrl(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.delete("tab");
  const query = params.toString();
  return `${tabPath(tabOfQuery(url.searchParams))}${query ? `?${query}` : ""}`;
}

/** The tab a path shows (`/admin/payouts` → payouts); the first tab for any other path. */
export function tabOfPath(pathname: string): Tab {
  const segment = pathname.split("/")[2] ?? "";
  return tabs.includes(segment as Tab) ? (segment as Tab) : firstTab;
}
