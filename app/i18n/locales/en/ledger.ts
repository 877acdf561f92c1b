/** English: rejection categories, the public moderation ledger and businesses' replies. */
export const rejectionCategory = {
  no_visit_proof: "Proof does not show a visit",
  not_first_hand: "Not first-hand, or under 30 words",
  copied: "Copied",
  breaks_rules: "Breaks the rules (abuse, personal data)",
  other: "Other",
  field: "Category (counted on the public page)",
  required: "Choose the category of the rejection.",
  reasonRequired: "Write the reason the reviewer will read.",
  reviewerLabel: "Rejected: {{category}}",
} as const;

export const ledger = {
  title: "What moderation did",
  intro:
    "Every review submitted for this campaign, by the star rating it has now. Moderation never looks at the rating.",
  stars: "Rating",
  starsValue_one: "{{count}} star",
  starsValue_other: "{{count}} stars",
  submitted: "Submitted",
  published: "Published",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  waiting: "Waiting",
  total: "All",
  publishedShare:
    "Of the reviews moderation decided, {{low}}% of {{lowStars}}★ and {{high}}% of {{highStars}}★ ones were published.",
  publishedShareOneSide:
    "Of the reviews moderation decided, {{percent}}% of {{stars}}★ ones were published.",
  noneDecided: "No review has been decided yet.",
  rejectedBy: "Rejected, by reason",
  noRejections: "No review was rejected.",
  submittedMeans:
    "Submitted counts every review ever sent, once, under its current rating; waiting ones are still in moderation.",
  removed: "Removed",
  removedBy: "Removed after a complaint",
  removedLine_one: "{{count}} review removed after a complaint ({{ground}})",
  removedLine_other: "{{count}} reviews removed after a complaint ({{ground}})",
  appealsHeading: "Appeals by authors of removed reviews",
  appealReinstated_one:
    "{{count}} removed review published again after its author's appeal, in its place by date",
  appealReinstated_other:
    "{{count}} removed reviews published again after their authors' appeals, in their places by date",
  appealUpheld_one: "{{count}} removal kept after its author's appeal",
  appealUpheld_other: "{{count}} removals kept after their authors' appeals",
} as const;

export const replies = {
  label: "Reply from {{business}}",
  edited: "edited {{date}}",
  reply: "Reply",
  editReply: "Edit reply",
  dialogTitle: "Your public reply",
  dialogText:
    "It is shown under the review on your public page, labelled as your reply. It cannot change or hide the review.",
  field: "Reply",
  save: "Publish reply",
  cancel: "Cancel",
  savedTitle: "Reply published",
  savedText: "It is shown under the review on your public page.",
  required: "Write your reply.",
  tooLong: "Keep the reply to {{max}} characters.",
  refusedTitle: "Reply not saved",
  notApproved: "Only a published review can have a reply.",
  removed: "This reply was removed after a complaint and cannot be posted again.",
} as const;
