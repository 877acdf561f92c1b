import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { maskPhone } from "~/domain/privacy/mask";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/**
 * A moderator as the Team tab lists them: named by the row's id and a masked number, never the
 * whole phone (decision 083: that is shown only through 'Show phone', which is logged).
 */
export type TeamMemberRow = {
  id: string;
  maskedPhone: string;
  status: "active" | "suspended";
  /** False until the invited number signs up. */
  signedUp: boolean;
  username: string | null;
  invitedAt: Date;
};

/** The moderators the admin invited, oldest invitation first; anyone else reads no rows. */
export async function listTeamMembers(
  db: DbOrTx,
  input: { adminId: string },
): Promise<TeamMemberRow[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      phone: teamMembers.phone,
      status: teamMembers.status,
      profileId: profiles.id,
      username: profiles.username,
      invitedAt: teamMembers.invitedAt,
    })
    .from(teamMembers)
    .leftJoin(profiles, eq(profiles.phone, teamMembers.phone))
    .where(isAdmin(input.adminId))
    .orderBy(asc(teamMembers.invitedAt), asc(teamMembers.phone))
    .limit(200);
  return rows.map(({ profileId, phone, ...row }) => ({
    ...row,
    maskedPhone: maskPhone(phone),
    signedUp: profileId !== null,
  }));
}

/** The number of the team member the admin's form names by id; null for anyone else or none. */
export async function teamMemberPhone(
  db: DbOrTx,
  input: { adminId: string; memberId: string },
): Promise<string | null> {
  if (!isUuid(input.memberId)) return null;
  const [member] = await db
    .select({ phone: teamMembers.phone })
    .from(teamMembers)
    .where(and(eq(teamMembers.id, input.memberId), isAdmin(input.adminId)));
  return member?.phone ?? null;
}
