import type { Role } from "~/db/schema";

/** Each role's home after signing in. */
export function dashboardPath(role: Role): string {
  return `/${role}/dashboard`;
}
