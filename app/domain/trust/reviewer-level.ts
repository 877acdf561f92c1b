/**
 * A reviewer's track record as a level (issue 17 point 4, decision 027): earned by approved
 * reviews with few rejections. Pure; it reads the two counters and never a rating, so the stars
 * a reviewer gives can neither raise nor lower it (SPEC section 0).
 */

export type ReviewerRecord = { approvedReviews: number; rejectedReviews: number };

export type ReviewerLevel = "new" | "regular" | "trusted";

/** Approved reviews needed, and the highest share of rejections allowed, for each level. */
export const REGULAR_AFTER = 3;
export const REGULAR_MAX_REJECTED_SHARE = 0.25;
export const TRUSTED_AFTER = 10;
export const TRUSTED_MAX_REJECTED_SHARE = 0.1;

function whole(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

export function reviewerLevel(record: ReviewerRecord): ReviewerLevel {
  const approved = whole(record.approvedReviews);
  const rejected = whole(record.rejectedReviews);
  const decided = approved + rejected;
  const rejectedShare = decided === 0 ? 0 : rejected / decided;
  if (approved >= TRUSTED_AFTER && rejectedShare < TRUSTED_MAX_REJECTED_SHARE) return "trusted";
  if (approved >= REGULAR_AFTER && rejectedShare < REGULAR_MAX_REJECTED_SHARE) return "regular";
  return "new";
}
