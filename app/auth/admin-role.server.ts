import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, sessions } from "~/db/schema";
import { recordAuditEvent } from "./audit.server";

/**
 * What a former admin becomes: a reviewer, the role that can do least (it spends no one's money
 * and decides nothing), and what anyone who signs up without choosing becomes (decision 039).
 */
export const FORMER_ADMIN_ROLE = "user" as const;

/**
 * Takes the admin role from every profile whose phone is not the configured admin number, and
 * signs those profiles out everywhere: the admin is whoever ADMIN_PHONE names now (decision
 * 039). Run at every start and inside each admin sign-in's transaction. Returns the profiles
 * changed.
 */
export async function removeFormerAdmins(
  db: DbOrTx,
  input: { adminPhone: string; ip?: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const former = await tx
      .update(profiles)
      .set({ role: FORMER_ADMIN_ROLE })
      .where(and(eq(profiles.role, "admin"), ne(profiles.phone, input.adminPhone)))
      .returning({ id: profiles.id });
    const ids = former.map((row) => row.id);
    if (ids.length === 0) return ids;
    await tx.delete(sessions).where(inArray(sessions.profileId, ids));
    for (const profileId of ids) {
      await recordAuditEvent(tx, {
        type: "admin_role_removed",
        profileId,
        ip: input.ip,
        detail: { newRole: FORMER_ADMIN_ROLE },
      });
    }
    return ids;
  });
}
