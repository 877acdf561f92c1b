import type { Role } from "~/db/schema";
import { liveParam } from "~/events/live-sections";
import { safeRedirectPath } from "~/http/safe-redirect";
import { dashboardPath } from "./dashboard-path";

/** The query parameter that carries the page asked for through signing in. */
export const returnParam = "redirectTo";

// Each signed-in area's first path segment and the one role whose guard lets it in.
const areaRoles: Record<string, Role> = {
  user: "user",
  business: "business",
  campaign: "business",
  admin: "admin",
  moderator: "moderator",
};

// Pages for signing in or out: landing on one after signing in would only bounce.
const signInPages = new Set(["login", "signup", "forgot-password", "logout"]);

/**
 * Where a person of this role goes after signing in: the page asked for when it is a path on
 * this site that their role may open, otherwise their dashboard.
 */
export function returnPathFor(role: Role, asked: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirectPath(asked);
  if (path === "/" || asked !== path) return dashboardPath(role);
  const segment = path.slice(1).split(/[/?#]/, 1)[0] ?? "";
  if (signInPages.has(segment) || path.startsWith("/admin/login")) return dashboardPath(role);
  const areaRole = areaRoles[segment];
  if (areaRole && areaRole !== role) return dashboardPath(role);
  return path;
}

/**
 * /login, carrying the page asked for when there is one worth returning to. A data request of
 * the page (React Router's `/page.data?_routes=…`, or a live refresh's `?live=…`) stands for the
 * page itself.
 */
export function loginPathReturningTo(url: URL): string {
  const pathname = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) : url.pathname;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  search.delete(liveParam);
  const query = search.toString();
  const asked = `${pathname === "/_root" ? "/" : pathname}${query ? `?${query}` : ""}`;
  if (asked === "/" || safeRedirectPath(asked) !== asked) return "/login";
  return `/login?${new URLSearchParams({ [returnParam]: asked })}`;
}
