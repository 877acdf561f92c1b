import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";

export type TeamMemberRow = {
  phone: string;
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
  return rows.map(({ profileId, ...row }) => ({ ...row, signedUp: profileId !== null }));
}
