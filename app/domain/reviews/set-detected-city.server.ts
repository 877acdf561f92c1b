import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { type City, isCity } from "~/domain/shared/city";

/**
 * Saves the city detected for a reviewer who has none yet; a city chosen in the profile is never
 * overwritten by detection. Answers the reviewer's city afterwards.
 */
export async function setDetectedCity(
  db: DbOrTx,
  input: { userId: string; city: City },
): Promise<{ city: City; changed: boolean } | null> {
  if (!isCity(input.city)) throw new RangeError("not one of the ten cities");
  const [updated] = await db
    .update(profiles)
    .set({ city: input.city })
    .where(and(eq(profiles.id, input.userId), eq(profiles.role, "user"), isNull(profiles.city)))
    .returning({ city: profiles.city });
  if (updated && isCity(updated.city)) return { city: updated.city, changed: true };
  const [current] = await db
    .select({ city: profiles.city })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), eq(profiles.role, "user")))
    .limit(1);
  return current && isCity(current.city) ? { city: current.city, changed: false } : null;
}
