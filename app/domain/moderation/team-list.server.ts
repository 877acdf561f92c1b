import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { profiles, teamMembers } from "~/db/schema";
import { isAdmin } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";

/**
 * A moderator the admin invited. The Team tab names them by `id` and shows the phone masked
 * (team-section.server.ts): the whole number only through the logged 'Show phone' (decision 083).
 */
export type TeamMemberRow = {
  id: string;
  phone: string;
  status: "active" | "suspended";
  /** False until the invited number signs up. */
  signedUp: boolean;
  username: string | null;
  invitedAt: Date;
  /** The invitation SMS's state (decision 110); null for invitations older than the SMS. */
  inviteSms: "pending" | "sent" | "failed" | "skipped" | null;
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
      inviteSms: teamMembers.inviteSmsStatus,
    })
    .from(teamMembers)
    .leftJoin(profiles, eq(profiles.phone, teamMembers.phone))
    .where(isAdmin(input.adminId))
    .orderBy(asc(teamMembers.invitedAt), asc(teamMembers.phone))
    .limit(200);
  return rows.map(({ profileId, ...row }) => ({ ...row, signedUp: profileId !== null }));
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
