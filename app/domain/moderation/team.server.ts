import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { profiles, teamMembers } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** Who may decide reviews: the admin, or a moderator whose invitation is active (decision 067). */
export type TeamRole = "admin" | "moderator";

/**
 * The profile's place on the moderation team as the database has it now, read inside the
 * caller's transaction; undefined for anyone else (a suspended or removed moderator included).
 */
export async function findTeamRole(db: DbOrTx, profileId: string): Promise<TeamRole | undefined> {
  if (!isUuid(profileId)) return undefined;
  const [row] = await db
    .select({ role: profiles.role, status: teamMembers.status })
    .from(profiles)
    .leftJoin(teamMembers, eq(teamMembers.phone, profiles.phone))
    .where(eq(profiles.id, profileId))
    .limit(1);
  if (row?.role === "admin") return "admin";
  if (row?.role === "moderator" && row.status === "active") return "moderator";
  return undefined;
}

/**
 * True when a second person can make check 2: the admin (one, however many admin rows test
 * databases hold) and at least one active moderator who has signed up.
 */
export async function teamHasTwoPeople(db: DbOrTx): Promise<boolean> {
  const [row] = await rowsOf<{ team: boolean }>(db, sql`select ${teamOfTwo} as team`);
  return row?.team === true;
}

/** The same as a condition, for a statement that reads it with other facts (adminCounts). */
export const teamOfTwo = sql<boolean>`exists (select 1 from ${teamMembers}
  inner join ${profiles} on ${profiles.phone} = ${teamMembers.phone}
  where ${teamMembers.status} = 'active' and ${profiles.role} = 'moderator')`;

/** An invited number's membership, for sign-up: an invited number signs up as a moderator. */
export async function isInvitedNumber(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: teamMembers.phone })
    .from(teamMembers)
    .where(eq(teamMembers.phone, phone))
    .limit(1);
  return Boolean(row);
}
