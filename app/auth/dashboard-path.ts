import type { Role } from "~/db/schema";

/**
 * Each role's home after signing in. The admin's is the first tab of `/admin` (decision 124;
 * the old `/admin/dashboard` redirects there), everyone else's their dashboard.
 */
export function dashboardPath(role: Role): string {
  return role === "admin" ? "/admin/reviews" : `/${role}/dashboard`;
}
