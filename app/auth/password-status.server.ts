import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { passwords } from "~/db/schema";

/** Whether the account can already log in with a password (then the profile form may skip it). */
export async function hasPassword(db: DbOrTx, profileId: string): Promise<boolean> {
  const [row] = await db
    .select({ profileId: passwords.profileId })
    .from(passwords)
    .where(eq(passwords.profileId, profileId))
    .limit(1);
  return row !== undefined;
}
