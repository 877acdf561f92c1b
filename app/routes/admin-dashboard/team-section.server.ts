import type { DbOrTx } from "~/db/client.server";
import { listModeratorStats, STATS_DAYS } from "~/domain/moderation/moderator-stats.server";
import { listTeamMembers } from "~/domain/moderation/team-list.server";

/** The Team tab's presenter: the moderators and each person's figures; nothing when not shown. */
export async function teamSection(db: DbOrTx, input: { adminId: string; shown: boolean }) {
  if (!input.shown) return { members: [], stats: [], statsDays: STATS_DAYS };
  const [members, stats] = await Promise.all([
    listTeamMembers(db, { adminId: input.adminId }),
    listModeratorStats(db, { adminId: input.adminId }),
  ]);
  return {
    members,
    stats: stats.map((row) => ({ ...row, isAdmin: row.profileId === input.adminId })),
    statsDays: STATS_DAYS,
  };
}
