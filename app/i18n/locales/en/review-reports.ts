/** English: reports and disputes of published reviews, and their removal (decision 080). */
export const removalGround = {
  court_order: "court order",
  personal_data: "personal data",
  impersonation: "impersonation",
  abuse: "abuse",
  other: "other reason",
} as const;

/** What the author of a removed review reads on My Reviews. */
export const removals = {
  removedBecause: "Removed after a complaint ({{ground}}). Your reward stays yours.",
  note: "Note: {{note}}",
} as const;

export const complaints = {
  report: "Report this review",
  reportTitle: "Report this review",
  reportIntro:
    "Tell us what is wrong with this review. Our team reads every report. A report alone never hides a review, and the rating plays no part.",
  reviewBy: "Review by {{name}}",
  groundLegend: "What is wrong?",
  reportGround: {
    fake: "Fake, or not a first-hand experience",
    personal_data: "Shares someone's personal data",
    abusive: "Abusive or hateful",
    impersonation: "Pretends to be someone else",
    unlawful: "Unlawful",
    other: "Something else",
  },
  detailsOptional: "More details (optional)",
  sendReport: "Send report",
  backToReviews: "Back to the reviews",
  sentTitle: "Report sent",
  sentText:
    "Thank you. Our team will look at it; a review that breaks the law or our rules is removed.",
  tooManyTitle: "Too many reports",
  tooManyText: "Too many reports came from your network. Please try again later.",
  goneTitle: "Review not found",
  goneText: "This review is no longer published.",
  groundRequired: "Choose what is wrong.",
  alreadyDisputedTitle: "Already disputed",
  alreadyDisputedText: "Your dispute of this review is waiting for the team's decision.",
  textRequired: "Write why.",
  textTooShort: "Write at least {{min}} characters.",
  decidedTitle: "Not done",
  notPublished: "This review is no longer published.",
  noReply: "This review has no published reply.",
  nothingOpen: "Nothing is waiting for this review.",
  removalGroundRequired: "Choose the ground of the removal.",
  noteRequired: "Write a note for the record.",
} as const;

/** The admin's Reports tab, translated by the server (the admin's script is at its budget). */
export const complaintsAdmin = {
  tab: "Reports",
  title: "Reports and disputes",
  intro:
    "Oldest first. Removing a review takes it off the public page, the ledger counts it by ground and the author is told why; the reward already paid stays paid. Ratings play no part.",
  empty: "No reports or disputes waiting.",
  counts: "Reports: {{reports}} · Disputes: {{disputes}}",
  heading: "{{business}} · review by {{name}}",
  report: "Report",
  dispute: "Dispute by the business",
  filed: "{{kind}} of {{date}}: {{ground}}",
  replyLabel: "The business's reply",
  groundField: "Ground of a removal",
  groundChoose: "Choose a ground",
  noteField:
    "Note (kept in the record; the author reads a removal's note, a disputing business reads it on its page)",
  removeReview: "Remove review",
  removeReply: "Remove reply",
  keep: "Keep",
  removedTitle: "Review removed",
  replyRemovedTitle: "Reply removed",
  keptTitle: "Review kept",
  more: "The oldest {{shown}} reviews are shown; {{count}} complaints are open.",
} as const;

/** A removal's SMS, sent by the removal_notices job in the person's language. */
export const removalSms = {
  review:
    "ReviewKaro: your review of {{business}} was removed after a complaint ({{ground}}). Your reward stays yours. Details: {{link}}",
  reply:
    "ReviewKaro: your reply on the page of {{business}} was removed after a complaint ({{ground}}). Details: {{link}}",
} as const;

/** The business's Dispute button and dialog on its campaign page (decision 080). */
export const disputes = {
  dispute: "Dispute",
  disputeTitle: "Dispute this review",
  disputeText:
    "Tell ReviewKaro's team why this review should not be here. A dispute never hides the review: the team decides, only on a legal or policy ground. The rating plays no part.",
  disputeGround: {
    never_customer: "This person was never our customer",
    wrong_business: "It is about another business",
    personal_data: "It shares personal data",
    abusive: "Abusive or hateful",
    other: "Something else",
  },
  detailsRequired: "Why (the team reads it)",
  sendDispute: "Send dispute",
  cancel: "Cancel",
  disputedTitle: "Dispute sent",
  disputedText: "The team will look at it. The review stays on your page until they decide.",
  groundRequired: "Choose what is wrong.",
  textTooShort: "Write at least {{min}} characters.",
  textTooLong: "Keep it to {{max}} characters.",
  invalid: "Remove the unusual characters.",
  groundLegend: "What is wrong with it?",
} as const;

/**
 * What the business reads beside a review on its campaign page (issue 46, decision 108): the
 * answer to its dispute, with the admin's note in their own words, and why a review was removed.
 */
export const ownerReviewAnswers = {
  disputeSent: "Dispute sent",
  disputeSentText: "The team will decide. The review stays on your page until then.",
  decidedKept: "Decided: kept",
  decidedKeptText: "The review stays on your page.",
  decidedRemoved: "Decided: removed",
  decidedRemovedText: "The review is no longer on your page.",
  decidedReplyRemoved: "Decided: kept, your reply removed",
  decidedReplyRemovedText: "The review stays on your page; your reply was taken off it.",
  decidedOn: "Decided on {{date}}",
  removedAfterReport:
    "Removed by the ReviewKaro team after a report ({{ground}}). Its text is no longer shown, here or on your public page.",
  removedAfterReportNoGround:
    "Removed by the ReviewKaro team after a report. Its text is no longer shown, here or on your public page.",
} as const;

/** A dispute's answer by SMS (server only), in the business's language: the note stays on the page. */
export const disputeAnswerSms = {
  kept: "ReviewKaro: the team decided your dispute of a review of {{business}}: the review stays on your page. The team's note: {{link}}",
  removedReview:
    "ReviewKaro: the team decided your dispute of a review of {{business}}: the review was removed ({{ground}}). The team's note: {{link}}",
  removedReply:
    "ReviewKaro: the team decided your dispute of a review of {{business}}: the review stays, and your reply was removed. The team's note: {{link}}",
} as const;
