// The schema checks a rejected review's category against this list; app/domain/rejection-category.ts
// passes it on, as app/db/cities.ts does for cities.
/**
 * Why a review was rejected, in one of a few fixed categories mapped from SPEC §0's approval
 * criteria (decision 032); the public ledger counts rejections by category, never by wording.
 */
export const rejectionCategories = [
  "no_visit_proof",
  "not_first_hand",
  "copied",
  "breaks_rules",
  "other",
] as const;
export type RejectionCategory = (typeof rejectionCategories)[number];
