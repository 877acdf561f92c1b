/** The choices of a complaint (decision 078), shared by its form, the database and the pages. */
export const complaintCategories = [
  "review_about_me",
  /** Impersonation, a morphed or an intimate image: acted on within 24 hours (IT Rules 3(2)(b)). */
  "impersonation",
  "personal_data",
  "payment",
  "account",
  "other",
] as const;
export type ComplaintCategory = (typeof complaintCategories)[number];

/** How the admin decides a complaint: upheld, rejected, or resolved another way. */
export const complaintOutcomes = ["upheld", "rejected", "resolved"] as const;
export type ComplaintOutcome = (typeof complaintOutcomes)[number];
