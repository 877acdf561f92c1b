/** English: a rejected review's one revision (decision 028), for the reviewer and the admin. */
export const revision = {
  reviseBy: "Revise by {{date}}",
  reviseTitle: "Revise your review for {{business}}",
  whyRejected: "Why it was rejected",
  onceNotice:
    "You can revise this review once. Fix what the reason asks for; it goes back to our team for approval.",
  keepProof: "No new photo: the one you sent stays",
  revisedTitle: "Review Revised!",
  revisedText: "Your revised review is pending approval.",
  cannotReviseTitle: "Cannot revise",
  notRejectedText: "Only a rejected review can be revised.",
  alreadyRevisedText: "You have already revised this review once.",
  tooLateText: "The 7 days to revise this review are over.",
  campaignClosedText: "This campaign is no longer taking reviews.",
  targetReachedText: "This campaign already has all the reviews it needs.",
} as const;

/** English: the earlier versions of a revised review, in the admin's queue. */
export const revisionHistory = {
  revised: "Revised after rejection",
  earlierVersion: "Earlier version",
  submitted: "Submitted {{date}}",
  rejected: "Rejected {{date}} by {{name}}",
  rejectedNoAdmin: "Rejected {{date}}",
  reason: "Reason: {{reason}}",
  rating: "Rating: {{count}} of 5",
  earlierProof: "Earlier proof",
} as const;
