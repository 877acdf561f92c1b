/**
 * The level facts as the pages read them before decision 132, kept as the oracle of the facts a
 * trigger now keeps on the profile: counts of the reviewer's approved and rejected reviews, and
 * the businesses and Kolkata days of their latest VARIETY_WINDOW approved reviews, read from the
 * reviews themselves (the read each page made per shown reviewer), ties broken by id.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DbOrTx } from "~/db/client.server";
import { rowsOf } from "~/db/rows.server";
import { TIME_ZONE } from "~/domain/shared/dates";
import { LEVEL_REQUIREMENTS, reviewerLevel, VARIETY_WINDOW } from "~/domain/trust/reviewer-level";

type Facts = {
  approvedReviews: number;
  rejectedReviews: number;
  approvedBusinesses: number;
  approvedDays: number;
};

type FactsRow = {
  id: string;
  age_days: number;
  kept_approved: number;
  kept_rejected: number;
  kept_businesses: number;
  kept_days: number;
  approved: number;
  rejected: number;
  businesses: number;
  days: number;
};

/** Every profile's kept facts beside the facts read the old way from its reviews. */
export async function keptAndRecounted(db: DbOrTx) {
  const rows = await rowsOf<FactsRow>(
    db,
    sql`select p.id,
        floor(extract(epoch from (now() - p.created_at)) / 86400)::int4 as age_days,
        p.approved_reviews as kept_approved, p.rejected_reviews as kept_rejected,
        p.approved_businesses as kept_businesses, p.approved_days as kept_days,
        (select count(*)::int4 from reviews r where r.user_id = p.id and r.status = 'approved')
          as approved,
        (select count(*)::int4 from reviews r where r.user_id = p.id and r.status = 'rejected')
          as rejected,
        window_read.businesses, window_read.days
      from profiles p
      cross join lateral (select count(distinct v.business_id)::int4 as businesses,
          count(distinct v.day)::int4 as days
        from (select vc.business_id,
            (vr.created_at at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date as day
          from reviews vr join campaigns vc on vc.id = vr.campaign_id
          where vr.user_id = p.id and vr.status = 'approved'
          order by vr.created_at desc, vr.id desc
          limit ${sql.raw(String(VARIETY_WINDOW))}) v) window_read
      order by p.id`,
  );
  return rows.map((row) => {
    const kept: Facts = {
      approvedReviews: Number(row.kept_approved),
      rejectedReviews: Number(row.kept_rejected),
      approvedBusinesses: Number(row.kept_businesses),
      approvedDays: Number(row.kept_days),
    };
    const recounted: Facts = {
      approvedReviews: Number(row.approved),
      rejectedReviews: Number(row.rejected),
      approvedBusinesses: Number(row.businesses),
      approvedDays: Number(row.days),
    };
    const accountAgeDays = Number(row.age_days);
    // The old read skipped the variety below Regular's approvals and age (it could not matter).
    const oldGate =
      recounted.approvedReviews >= LEVEL_REQUIREMENTS.regular.approved &&
      accountAgeDays >= LEVEL_REQUIREMENTS.regular.accountAgeDays;
    return {
      id: row.id,
      kept,
      recounted,
      keptLevel: reviewerLevel({ ...kept, accountAgeDays }),
      oldLevel: reviewerLevel({
        ...recounted,
        accountAgeDays,
        ...(oldGate ? {} : { approvedBusinesses: 0, approvedDays: 0 }),
      }),
    };
  });
}

/** The kept facts equal the recount for every profile, and so does every level. */
export async function expectLevelFactsTrue(db: DbOrTx, because = "") {
  const rows = await keptAndRecounted(db);
  for (const row of rows) {
    expect(row.kept, `${because} ${row.id}`).toEqual(row.recounted);
    expect(row.keptLevel, `${because} ${row.id}`).toBe(row.oldLevel);
  }
  return rows;
}
