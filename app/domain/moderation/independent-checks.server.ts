import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";

/**
 * Who may make a check of a review when the team has two or more people (decision 101): not the
 * review's business, nor anyone who shares a network or device with its owner's account (staff
 * at the shop's counter, the owner's second phone), and — for check 2 — not the person who made
 * check 1, nor anyone sharing a network or device with them. "Shares" reads the client marks
 * (decision 027: salted hashes of the IPv4 /24 or IPv6 /64 and of the browser's device id, kept
 * 180 days), which every sign-in, campaign, review and 'Next review' records. Nothing here reads
 * the rating (decision 091).
 *
 * A condition over the review aliased `alias` (the hand-out's `r`), true when `moderatorId` may
 * check it. Each mark test walks the person's few marks and probes the other account's through
 * the client_marks primary key (profile_id, kind, hash).
 */
export function independentOfReview(moderatorId: string, alias = "r"): SQL {
  const review = sql.raw(alias);
  return sql`(not exists (select 1 from campaigns k
      where k.id = ${review}.campaign_id
        and (k.business_id = ${moderatorId} or ${sharesMarkWith(moderatorId, sql`k.business_id`)}))
    and not exists (select 1 from review_checks c
      where c.review_id = ${review}.id
        and (c.made_by = ${moderatorId} or ${sharesMarkWith(moderatorId, sql`c.made_by`)})))`;
}

/** The person shares a network or device mark with the account `other`. */
function sharesMarkWith(moderatorId: string, other: SQL): SQL {
  return sql`exists (select 1 from client_marks mine
    join client_marks theirs
      on theirs.profile_id = ${other} and theirs.kind = mine.kind and theirs.hash = mine.hash
    where mine.profile_id = ${moderatorId})`;
}

/** The same condition for one review, read inside the deciding transaction. */
export async function isIndependentOf(
  db: DbOrTx,
  input: { reviewId: string; moderatorId: string },
): Promise<boolean> {
  const [row] = await rowsOf<{ independent: boolean }>(
    db,
    sql`select ${independentOfReview(input.moderatorId)} as independent
      from reviews r where r.id = ${input.reviewId}`,
  );
  return row?.independent === true;
}
