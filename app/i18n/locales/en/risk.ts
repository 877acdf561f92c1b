/** English: the risk signals beside a queued review and a reviewer's track record (decision 027). */
export const risk = {
  order: "Order of the queue",
  oldestFirst: "Oldest first",
  riskiestFirst: "Riskiest first",
  signals: "Risk signals",
  score: "Risk {{score}} of 100",
  noSignals: "No risk signals",
  level_high: "High",
  level_medium: "Check",
  level_low: "Note",
} as const;

/** English: a reviewer's level, earned by approved reviews, never by the rating given. */
export const reviewerLevel = {
  new: "New reviewer",
  regular: "Regular reviewer",
  trusted: "Trusted reviewer",
  reviews_one: "{{count}} review",
  reviews_other: "{{count}} reviews",
} as const;

/** English: why a queued review is pointed out; translated on the server (queue cards). */
export const riskReasons = {
  sharedPayoutUpi: "{{count}} accounts pay out to the same UPI ID",
  sharedPayoutHolder: "{{count}} accounts pay out to UPI IDs in the same name",
  accountNew: "Account less than a day old",
  accountAge_one: "Account {{count}} day old",
  accountAge_other: "Account {{count}} days old",
  reviewsInLast24h_one: "{{count}} review in the last 24 hours",
  reviewsInLast24h_other: "{{count}} reviews in the last 24 hours",
  trackRecord: "{{approved}} approved, {{rejected}} rejected before",
  sameDeviceAsBusiness: "Same device as the business",
  sameNetworkAsBusiness: "Same network as the business",
  otherReviewersSameDevice_one: "{{count}} other reviewer of this campaign used the same device",
  otherReviewersSameDevice_other: "{{count}} other reviewers of this campaign used the same device",
  otherReviewersSameNetwork_one: "{{count}} other reviewer of this campaign used the same network",
  otherReviewersSameNetwork_other:
    "{{count}} other reviewers of this campaign used the same network",
  copiedText_one: "Text like {{count}} earlier review",
  copiedText_other: "Text like {{count}} earlier reviews",
  reusedProof_one: "Proof like that of {{count}} earlier review",
  reusedProof_other: "Proof like those of {{count}} earlier reviews",
} as const;

/**
 * English: what a proof's place and time say to the moderator (decision 129), beside the risk
 * signals; translated on the server (queue cards). Words only: none changes a score or a decision.
 */
export const visitSignals = {
  label: "Proof of the visit",
  atThePlace: "Photo taken at the place",
  nearThePlace: "Photo taken within 2 km of the business",
  kmFromThePlace: "Photo taken {{km}} km from the business",
  locationNotShared: "Location not shared",
  takenBefore_one: "Photo taken {{count}} day before the visit date",
  takenBefore_other: "Photo taken {{count}} days before the visit date",
  takenAfter_one: "Photo taken {{count}} day after the visit date",
  takenAfter_other: "Photo taken {{count}} days after the visit date",
  sameBill: "Same bill as the review of {{date}}",
} as const;
