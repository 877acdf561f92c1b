import { type SQL, sql } from "drizzle-orm";

/**
 * SQL for a reviewer's level facts as of now, from their profile row alone (decision 132): whole
 * days since the account was made, next to the counters a trigger keeps on the profile
 * (approved_reviews, rejected_reviews, approved_businesses, approved_days). A page of reviewers'
 * levels is one primary-key probe each; no review is read, and no rating (SPEC section 0).
 */
export function accountAgeDaysNow(createdAt: SQL): SQL<number> {
  return sql<number>`floor(extract(epoch from (now() - ${createdAt})) / 86400)::int4`;
}
