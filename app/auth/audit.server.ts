import type { DbOrTx } from "~/db/client.server";
import { auditEvents } from "~/db/schema";

export const authAuditEventTypes = [
  "signup",
  "login",
  "login_failed",
  "login_suspended",
  "password_reset",
  "admin_login",
  "admin_role_removed",
  "profile_updated",
  "password_changed",
] as const;
export type AuthAuditEventType = (typeof authAuditEventTypes)[number];

/** Writes one security event. Never put a code, password or token in `detail`. */
export async function recordAuditEvent(
  db: DbOrTx,
  event: {
    type: AuthAuditEventType;
    profileId?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    type: event.type,
    profileId: event.profileId ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? null,
  });
}
