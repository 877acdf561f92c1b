import type { DbOrTx } from "~/db/client.server";
import { listModeratorStats, STATS_DAYS } from "~/domain/moderation/moderator-stats.server";
import { listTeamMembers } from "~/domain/moderation/team-list.server";
import { maskPhone } from "~/domain/privacy/mask";

/**
 * The Team tab's presenter: the moderators and each person's figures; nothing when not shown.
 * Phones leave masked: the page's data never holds a whole number, which only the logged
 * 'Show phone' answers (decision 083); the rows' forms name a member by id.
 */
export async function teamSection(db: DbOrTx, input: { adminId: string; shown: boolean }) {
  if (!input.shown) return { members: [], stats: [], statsDays: STATS_DAYS };
  const [members, stats] = await Promise.all([
    listTeamMembers(db, { adminId: input.adminId }),
    listModeratorStats(db, { adminId: input.adminId }),
  ]);
  return {
    members: members.map(({ phone, ...member }) => ({ ...member, maskedPhone: maskPhone(phone) })),
    stats: stats.map(({ phone, ...row }) => ({
      ...row,
      maskedPhone: maskPhone(phone),
      isAdmin: row.profileId === input.adminId,
    })),
    statsDays: STATS_DAYS,
  };
}

type TeamSection = Awaited<ReturnType<typeof teamSection>>;
export type TeamMemberView = TeamSection["members"][number];
export type TeamStatsView = TeamSection["stats"][number];
