import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles } from "~/db/schema";
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
