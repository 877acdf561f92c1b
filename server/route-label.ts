import type { IncomingMessage } from "node:http";
import type { Request } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Names a request by the route pattern that answers it (`/b/:campaignId/share.png`), never by its
 * path, so the metrics have one series per route rather than one per campaign. A page's data
 * request (`/login.data`, `/_.data` with the trailing-slash flag) is named as the page;
 * Express's own routes (`/healthz`) by their path; anything else matched by the catch-all route
 * is `/*`, and what no route answers is `unmatched`.
 */
export function routeLabeller(routes: ServerBuild["routes"]): (req: IncomingMessage) => string {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index } as RouteObject);
    byParent.set(route.parentId, siblings);
  }
  const withChildren = (route: RouteObject): RouteObject => {
    const children = byParent.get(route.id)?.map(withChildren);
    return route.index ? route : ({ ...route, children } as RouteObject);
  };
  const tree = (byParent.get(undefined) ?? []).map(withChildren);
  const labels = new Map<string, string>();
  // matchRoutes flattens and ranks every route it is given, on every call (about 60 routes
  // here): each request is matched against only the routes its first segment can reach.
  const candidates = candidateTrees(tree);
  // A path's label never changes: the paths asked for most (a dashboard, a queue) are matched
  // once. Bounded, as paths with ids are as many as the ids (emptied when full), and only short
  // paths are kept, so no one's long made-up paths hold the server's memory.
  const byPath = new Map<string, string>();

  return (req) => {
    const expressRoute = (req as Request).route as { path?: unknown } | undefined;
    if (typeof expressRoute?.path === "string") return expressRoute.path;
    const pathname = pagePath((req.url ?? "/").split("?")[0] ?? "/");
    let label = byPath.get(pathname);
    if (label === undefined) {
      label = labelOf(pathname);
      if (pathname.length > REMEMBERED_PATH_LENGTH) return label;
      if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
      byPath.set(pathname, label);
    }
    return label;
  };

  function labelOf(pathname: string): string {
    const matches = matchRoutes(candidates(pathname), pathname);
    if (!matches) return "unmatched";
    const id = matches.at(-1)?.route.id ?? "";
    let label = labels.get(id);
    if (label === undefined) {
      const parts = matches.map((match) => match.route.path).filter((path) => path);
      label = `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
      labels.set(id, label);
    }
    return label;
  }
}

/** How many paths' labels are kept, each path at most this long: 2,000 × 200 characters. */
const REMEMBERED_PATHS = 2000;
const REMEMBERED_PATH_LENGTH = 200;

/** A path's first segment as React Router compares it (decoded, any case); null if it has none. */
function firstSegment(path: string): string | null {
  const segment = path.split("/").find(Boolean);
  if (segment === undefined) return null;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * The route tree cut down, per first segment of a path, to the routes that can match such a
 * path: the layout's children whose own first segment is that word, and those that can match any
 * first segment (the index, a parameter, the catch-all, a pathless layout). The routes keep
 * their order, so React Router ranks the ones left as it ranks the whole tree. A tree of another
 * shape than one root layout is matched whole.
 */
function candidateTrees(tree: RouteObject[]): (pathname: string) => RouteObject[] {
  const [layout] = tree;
  if (tree.length !== 1 || !layout || layout.path || !layout.children) return () => tree;
  const children = layout.children;
  const fixedWord = (route: RouteObject) => {
    const word = route.path === undefined ? null : firstSegment(route.path);
    return word !== null && !/[:*?]/.test(word) ? word : null;
  };
  const forWord = (word: string | null): RouteObject[] => [
    {
      ...layout,
      children: children.filter((child) => {
        const own = fixedWord(child);
        return own === null || own === word;
      }),
    } as RouteObject,
  ];
  const trees = new Map<string, RouteObject[]>();
  for (const child of children) {
    const word = fixedWord(child);
    if (word !== null && !trees.has(word)) trees.set(word, forWord(word));
  }
  // A first segment no route names (or none): only the routes that match any.
  const anyWord = forWord(null);
  return (pathname) => {
    const word = firstSegment(pathname);
    return (word !== null && trees.get(word)) || anyWord;
  };
}

/** The page a data request is for, as React Router reads it (lib/server-runtime/urls.ts). */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}
