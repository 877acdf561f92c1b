import { type SQL, sql } from "drizzle-orm";
import { TIME_ZONE } from "~/domain/shared/dates";
import { VARIETY_NEEDED_FROM, VARIETY_WINDOW } from "./reviewer-level";

/**
 * SQL for a reviewer's level facts beyond the profile's counters (decision 053): whole days since
 * the account was made, and `{businesses, days}` of their latest VARIETY_WINDOW approved reviews —
 * read through reviews_user_created_idx, and only for an account old and approved enough to be
 * Regular, so a page of new reviewers costs one primary-key probe each, and a seasoned reviewer's
 * at most the window, however many reviews they have.
 */
export function reviewerVariety(profile: { id: SQL; createdAt: SQL; approvedReviews: SQL }): {
  accountAgeDays: SQL<number>;
  variety: SQL<number[] | null>;
} {
  const accountAgeDays = sql<number>`floor(extract(epoch from (now() - ${profile.createdAt})) / 86400)::int4`;
  const variety = sql<
    number[] | null
  >`case when ${profile.approvedReviews} >= ${sql.raw(String(VARIETY_NEEDED_FROM.approved))}
      and ${accountAgeDays} >= ${sql.raw(String(VARIETY_NEEDED_FROM.accountAgeDays))}
    then (select array[count(distinct v.business_id), count(distinct v.day)]::int4[]
      from (select vc.business_id,
          (vr.created_at at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date as day
        from reviews vr join campaigns vc on vc.id = vr.campaign_id
        where vr.user_id = ${profile.id} and vr.status = 'approved'
        order by vr.created_at desc
        limit ${sql.raw(String(VARIETY_WINDOW))}) v)
    end`;
  return { accountAgeDays, variety };
}

/** The two counts of `variety` as the level reads them (null: not read, so none). */
export function varietyCounts(variety: unknown): {
  approvedBusinesses: number;
  approvedDays: number;
} {
  const [businesses, days] = Array.isArray(variety) ? variety.map(Number) : [];
  return { approvedBusinesses: businesses ?? 0, approvedDays: days ?? 0 };
}
