/** The listed grounds of a reader's report, a business's dispute and an admin's removal (issue 34). */
export const reportGrounds = [
  "fake",
  "personal_data",
  "abusive",
  "impersonation",
  "unlawful",
  "other",
] as const;
export type ReportGround = (typeof reportGrounds)[number];

export const disputeGrounds = [
  "never_customer",
  "wrong_business",
  "personal_data",
  "abusive",
  "other",
] as const;
export type DisputeGround = (typeof disputeGrounds)[number];

/** Why the admin removed a published review or reply; the public ledger counts reviews by it. */
export const removalGrounds = [
  "court_order",
  "personal_data",
  "impersonation",
  "abuse",
  "other",
] as const;
export type RemovalGround = (typeof removalGrounds)[number];

export const complaintKinds = ["report", "dispute"] as const;
export type ComplaintKind = (typeof complaintKinds)[number];

export const complaintDecisions = ["removed_review", "removed_reply", "kept"] as const;
export type ComplaintDecision = (typeof complaintDecisions)[number];

/** `('a', 'b', …)` for a CHECK. */
export const sqlList = (names: readonly string[]) =>
  `(${names.map((name) => `'${name}'`).join(", ")})`;
