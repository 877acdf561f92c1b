import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { isOnModerationTeam } from "~/domain/shared/roles.server";
import { isUuid } from "~/domain/shared/uuid";
import type { RiskSignal } from "./assess-risk";

type SharingRow = { review_id: string; same_upi: number; same_holder: number };

/**
 * Many accounts paid to one UPI ID or one holder's name (decision 066): for each review, how many
 * accounts (its reviewer's included) share a UPI ID or holder name with its reviewer, as risk
 * signals in words for the moderators' queue only. Never shown to reviewers or businesses.
 */
export async function listPayoutSharingSignals(
  db: DbOrTx,
  input: { staffId: string; reviewIds: string[] },
): Promise<Map<string, RiskSignal[]>> {
  const ids = input.reviewIds.filter(isUuid).slice(0, 200);
  if (!isUuid(input.staffId) || ids.length === 0) return new Map();
  // Per reviewer through the indexes (payouts by user and by UPI ID, upi_checks' key and UPI ID):
  // a union of every payout would grow with the platform's history (BENCHMARKS.md, issue 32).
  const result = await db.execute(sql`
    select r.id as review_id,
      (select count(distinct sharers.user_id)::int
         from (select p.upi_id from payouts p where p.user_id = r.user_id
               union select c.upi_id from upi_checks c where c.user_id = r.user_id) mine
         cross join lateral (
           select p2.user_id from payouts p2 where p2.upi_id = mine.upi_id
           union select c2.user_id from upi_checks c2 where c2.upi_id = mine.upi_id
         ) sharers) as same_upi,
      (select count(distinct other.user_id)::int from upi_checks mine
         join upi_checks other on other.holder_name = mine.holder_name
        where mine.user_id = r.user_id and mine.holder_name is not null) as same_holder
    from reviews r
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and ${isOnModerationTeam(input.staffId)}`);
  const rows = (result as unknown as { rows: SharingRow[] }).rows;
  const signals = new Map<string, RiskSignal[]>();
  for (const row of rows) {
    const found: RiskSignal[] = [];
    if (row.same_upi > 1) {
      found.push({
        reason: "sharedPayoutUpi",
        level: "high",
        points: 0,
        values: { count: row.same_upi },
      });
    }
    if (row.same_holder > 2) {
      found.push({
        reason: "sharedPayoutHolder",
        level: "medium",
        points: 0,
        values: { count: row.same_holder },
      });
    }
    if (found.length > 0) signals.set(row.review_id, found);
  }
  return signals;
}
