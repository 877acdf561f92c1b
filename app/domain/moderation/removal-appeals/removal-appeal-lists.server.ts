import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import type { RemovalGround } from "~/db/complaint-grounds";
import { type AppealOutcome, campaigns, profiles, removalAppeals, reviews } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { findTeamRole, teamHasTwoPeople } from "../team.server";

/** How many appeals of removals wait, from the waiting rows' partial index (the Appeals badge). */
export const waitingRemovalAppealsCount = sql<number>`(select count(*)::int from ${removalAppeals}
  where ${removalAppeals.decidedAt} is null)`;

/** The waiting appeals shown at once, oldest first; the count says how many more wait. */
export const REMOVAL_APPEALS_SHOWN = 50;

export type WaitingRemovalAppeal = {
  id: string;
  reviewId: string;
  businessName: string;
  /** SPEC §5: staff lists show the last 6 characters of the reviewer id. */
  authorIdTail: string;
  reviewText: string;
  removalGround: RemovalGround;
  removalNote: string | null;
  removedAt: Date;
  /** Who removed it, by name: that person cannot decide this appeal. */
  removedByName: string | null;
  reason: string;
  appealedAt: Date;
  /** This reader removed the review: someone else decides. */
  ownRemoval: boolean;
  /** The language its author reads (their SMS's): the decision form says so (decision 109). */
  authorLanguage: "en" | "hi" | null;
};

/**
 * The waiting appeals of removed reviews, oldest first, for a team member (the admin or an active
 * moderator; anyone else reads nothing), each saying whether this reader may decide it, and
 * whether the team has a second person at all. No rating is read (decision 091).
 */
export async function listWaitingRemovalAppeals(
  db: DbOrTx,
  input: { staffId: string },
): Promise<{ list: WaitingRemovalAppeal[]; count: number; teamOfTwo: boolean }> {
  if (!(await findTeamRole(db, input.staffId))) return { list: [], count: 0, teamOfTwo: false };
  // A name, never a phone (decision 083): the username, or the last six characters of the id.
  const remover = sql<string | null>`(select coalesce(${profiles.username},
    '…' || right(${profiles.id}::text, 6)) from ${profiles}
    where ${profiles.id} = ${removalAppeals.removedBy})`;
  const [rows, [counted], teamOfTwo] = await Promise.all([
    db
      .select({
        id: removalAppeals.id,
        reviewId: removalAppeals.reviewId,
        businessName: campaigns.businessName,
        userId: reviews.userId,
        reviewText: reviews.reviewText,
        removalGround: removalAppeals.removalGround,
        removalNote: reviews.removalNote,
        removedAt: removalAppeals.removedAt,
        removedBy: removalAppeals.removedBy,
        removedByName: remover,
        reason: removalAppeals.reason,
        appealedAt: removalAppeals.createdAt,
        authorLanguage: profiles.language,
      })
      .from(removalAppeals)
      .innerJoin(reviews, eq(reviews.id, removalAppeals.reviewId))
      .innerJoin(campaigns, eq(campaigns.id, removalAppeals.campaignId))
      .innerJoin(profiles, eq(profiles.id, reviews.userId))
      .where(isNull(removalAppeals.decidedAt))
      .orderBy(asc(removalAppeals.createdAt), asc(removalAppeals.id))
      .limit(REMOVAL_APPEALS_SHOWN),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(removalAppeals)
      .where(isNull(removalAppeals.decidedAt)),
    teamHasTwoPeople(db),
  ]);
  return {
    count: counted?.count ?? 0,
    teamOfTwo,
    list: rows.map(({ userId, removedBy, removedByName, ...row }) => ({
      ...row,
      authorIdTail: userId.slice(-6),
      removedByName: removedByName ?? null,
      ownRemoval: removedBy === input.staffId,
    })),
  };
}

/** A campaign's decided appeals by outcome, for its public ledger (one indexed read). */
export async function appealOutcomesOf(
  db: DbOrTx,
  input: { campaignId: string },
): Promise<Record<AppealOutcome, number>> {
  const counts = { upheld: 0, reinstated: 0 };
  if (!isUuid(input.campaignId)) return counts;
  // Built once (decision 138): every public page and campaign page reads it.
  const rows = await builtOnce(db, "appeal_outcomes", (db, name) =>
    db
      .select({ outcome: removalAppeals.outcome, count: sql<number>`count(*)::int` })
      .from(removalAppeals)
      .where(
        and(
          eq(removalAppeals.campaignId, sql.placeholder("campaignId")),
          isNotNull(removalAppeals.decidedAt),
        ),
      )
      .groupBy(removalAppeals.outcome)
      .prepare(name),
  ).execute({ campaignId: input.campaignId });
  for (const row of rows) if (row.outcome) counts[row.outcome] = row.count;
  return counts;
}
