import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { isAdmin } from "~/domain/shared/roles.server";

/** How far back the team's figures look: bounded, so the read stays small as checks pile up. */
export const STATS_DAYS = 30;

export type ModeratorStats = {
  profileId: string;
  username: string | null;
  phone: string;
  /** Checks recorded (a check passed, or failed and so rejected the review). */
  decisions: number;
  /** Median seconds from 'Next review' handing it out to the check; null without hand-outs. */
  medianSeconds: number | null;
  /** Their checks whose review's other check, by someone else, came out the other way. */
  disagreements: number;
};

/**
 * Per team member, over the last STATS_DAYS (decision 067): decisions, time per decision and
 * how often the two checks disagreed. Read through review_checks_made_idx; the admin's only.
 */
export async function listModeratorStats(
  db: DbOrTx,
  input: { adminId: string; now?: Date },
): Promise<ModeratorStats[]> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - STATS_DAYS * 86_400_000);
  const result = await db.execute(sql`
    select c.made_by as "profileId", p.username, p.phone,
      count(*)::int as decisions,
      percentile_cont(0.5) within group (order by extract(epoch from c.made_at - c.handed_at))
        filter (where c.handed_at is not null) as "medianSeconds",
      count(*) filter (where o.passed is not null and o.passed <> c.passed
        and o.made_by <> c.made_by)::int as disagreements
    from review_checks c
    join profiles p on p.id = c.made_by
    left join review_checks o on o.review_id = c.review_id and o.kind <> c.kind
    where c.made_at >= ${since.toISOString()}::timestamptz and ${isAdmin(input.adminId)}
    group by c.made_by, p.username, p.phone
    order by decisions desc, p.phone`);
  const rows = (result as unknown as { rows: ModeratorStats[] }).rows;
  return rows.map((row) => ({
    ...row,
    medianSeconds: row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds)),
  }));
}
