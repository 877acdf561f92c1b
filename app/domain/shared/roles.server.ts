import { eq, type SQL, sql } from "drizzle-orm";
import type { Param } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { isUuid } from "./uuid";

/**
 * A profile's role as the database has it now, read inside the caller's transaction: domain
 * services check it themselves rather than trust the route's guard. Undefined for no profile.
 */
export async function findRole(db: DbOrTx, profileId: string): Promise<string | undefined> {
  if (!isUuid(profileId)) return undefined;
  const [profile] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return profile?.role;
}

/**
 * The same check as a condition of the reading statement itself: true only while the profile
 * is an admin. A read for an admin page costs no round trip of its own for it (each is worth
 * more than the check's read), and anyone else's read finds no rows.
 */
export function isAdmin(profileId: string): SQL {
  if (!isUuid(profileId)) return sql`false`;
  return isAdminAt(profileId);
}

/**
 * isAdmin's condition with the profile's id as a value or a placeholder, for a statement built
 * once (decision 138): its caller has checked that the id is a UUID.
 */
export function isAdminAt(profileId: Param<string>): SQL {
  return sql`exists (select 1 from ${profiles} where ${profiles.id} = ${profileId} and ${profiles.role} = 'admin')`;
}

/**
 * True while the profile is on the moderation team (decision 067): the admin, or a moderator whose
 * invitation is active. Like isAdmin, a condition of the reading statement itself.
 */
export function isOnModerationTeam(profileId: string): SQL {
  if (!isUuid(profileId)) return sql`false`;
  return sql`exists (select 1 from ${profiles} p left join ${teamMembers} m on m.phone = p.phone
    where p.id = ${profileId}
      and (p.role = 'admin' or (p.role = 'moderator' and m.status = 'active')))`;
}
