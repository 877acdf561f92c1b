import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { auditEvents, type BreachScope, profiles } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { normalizeIndianMobile } from "~/forms/indian-mobile";

/** Whose data a breach reached, as the admin chose it (decision 095). */
export type AffectedPeople = {
  scope: BreachScope;
  city: string | null;
  listed: string[] | null;
  windowFrom: Date | null;
  windowTo: Date | null;
};

/** The ids and phone numbers of a list: a UUID is an account's id, anything else a mobile number. */
export function readListedPeople(listed: readonly string[]): { ids: string[]; phones: string[] } {
  const ids = new Set<string>();
  const phones = new Set<string>();
  for (const entry of listed) {
    const value = entry.trim();
    if (isUuid(value)) ids.add(value.toLowerCase());
    else {
      const phone = normalizeIndianMobile(value);
      if (phone) phones.add(phone);
    }
  }
  return { ids: [...ids], phones: [...phones] };
}

/**
 * The profiles a breach affects: never an erased account (nothing of it is left to tell). A
 * window reaches the accounts that signed up or signed in during it, read from the audit log.
 */
export function affectedWhere(people: AffectedPeople): SQL {
  const alive = isNull(profiles.erasedAt);
  if (people.scope === "city") return and(alive, eq(profiles.city, people.city ?? "")) as SQL;
  if (people.scope === "list") {
    const { ids, phones } = readListedPeople(people.listed ?? []);
    const matches = [
      ids.length > 0 ? inArray(profiles.id, ids) : undefined,
      phones.length > 0 ? inArray(profiles.phone, phones) : undefined,
    ].filter((match): match is SQL => match !== undefined);
    return and(alive, matches.length > 0 ? or(...matches) : sql`false`) as SQL;
  }
  if (people.scope === "window") {
    const from = (people.windowFrom ?? new Date(0)).toISOString();
    const to = (people.windowTo ?? new Date(0)).toISOString();
    return and(
      alive,
      sql`exists (select 1 from ${auditEvents} where ${auditEvents.profileId} = ${profiles.id}
        and ${auditEvents.type} in ('login', 'signup')
        and ${auditEvents.createdAt} >= ${from}::timestamptz
        and ${auditEvents.createdAt} <= ${to}::timestamptz)`,
    ) as SQL;
  }
  return alive;
}

/** How many people a breach reaches, for the admin's preview before anyone is told. */
export async function countAffected(db: DbOrTx, people: AffectedPeople): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(affectedWhere(people));
  return Number(row?.count ?? 0);
}
