/**
 * A reviewer's track record as a level (decisions 027 and 053): earned over weeks, across several
 * businesses and on several days, with few rejections; never by volume in a day. Pure; it never
 * reads a rating, so the stars a reviewer gives can neither raise nor lower it (SPEC section 0).
 */

export type ReviewerRecord = {
  approvedReviews: number;
  rejectedReviews: number;
  /** Whole days since the account was made. */
  accountAgeDays: number;
  /** Different businesses (campaign owners) among the latest VARIETY_WINDOW approved reviews. */
  approvedBusinesses: number;
  /** Different Kolkata calendar days on which those approved reviews were written. */
  approvedDays: number;
};

export type ReviewerLevel = "new" | "regular" | "trusted";

type Requirement = {
  approved: number;
  maxRejectedShare: number;
  accountAgeDays: number;
  businesses: number;
  days: number;
};

/** What each level needs; every part at once. */
export const LEVEL_REQUIREMENTS: Record<Exclude<ReviewerLevel, "new">, Requirement> = {
  regular: { approved: 3, maxRejectedShare: 0.25, accountAgeDays: 14, businesses: 2, days: 2 },
  trusted: { approved: 10, maxRejectedShare: 0.1, accountAgeDays: 42, businesses: 5, days: 5 },
};

/**
 * How many of a reviewer's latest approved reviews their variety is read from: far more than the
 * five businesses and five days Trusted needs, and keeping it costs the same however long a
 * reviewer's history grows. The trigger that keeps it on the profile (reviewer_variety(),
 * migration 0054, decision 132) writes the same number; the level-facts test holds them equal.
 */
export const VARIETY_WINDOW = 60;

function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

function meets(record: ReviewerRecord, needs: Requirement): boolean {
  const approved = whole(record.approvedReviews);
  const rejected = whole(record.rejectedReviews);
  const decided = approved + rejected;
  const rejectedShare = decided === 0 ? 0 : rejected / decided;
  return (
    approved >= needs.approved &&
    rejectedShare < needs.maxRejectedShare &&
    whole(record.accountAgeDays) >= needs.accountAgeDays &&
    whole(record.approvedBusinesses) >= needs.businesses &&
    whole(record.approvedDays) >= needs.days
  );
}

export function reviewerLevel(record: ReviewerRecord): ReviewerLevel {
  if (meets(record, LEVEL_REQUIREMENTS.trusted)) return "trusted";
  if (meets(record, LEVEL_REQUIREMENTS.regular)) return "regular";
  return "new";
}
