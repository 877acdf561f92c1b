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

  return (req) => {
    const expressRoute = (req as Request).route as { path?: unknown } | undefined;
    if (typeof expressRoute?.path === "string") return expressRoute.path;
    const pathname = pagePath((req.url ?? "/").split("?")[0] ?? "/");
    const matches = matchRoutes(tree, pathname);
    if (!matches) return "unmatched";
    const id = matches.at(-1)?.route.id ?? "";
    let label = labels.get(id);
    if (label === undefined) {
      const parts = matches.map((match) => match.route.path).filter((path) => path);
      label = `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
      labels.set(id, label);
    }
    return label;
  };
}

/** The page a data request is for, as React Router reads it (lib/server-runtime/urls.ts). */
function pagePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}
