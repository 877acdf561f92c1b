/** English: what a shop owner reads on a paid campaign's page (issue 30): reviews, notices. */
export const ownerCampaign = {
  readWholeReview: "Read the whole review",
  textNotShown: "Its text is not shown: the review was rejected or withdrawn.",
  yourReply: "Your reply",
  replyRemoved:
    "The ReviewKaro team removed your reply after a report; this review cannot take another.",
  replyingTo: "{{name}}'s review",
  pausedNotice: "Paused since {{date}}. No new reviews start until it is resumed.",
  editWaiting: "A change is waiting for the admin's approval: {{name}}.",
  editDeclined: "The admin did not approve your change: {{reason}}",
  placeMissing:
    "Add your shop's place so reviews can be checked: open ‘Edit’ at the shop and use your current location.",
  addressLabel: "Address",
  unfilledRefundOnTheWay_one:
    "This campaign has ended with {{count}} review not written. {{amount}} for it is on its way back to you.",
  unfilledRefundOnTheWay_other:
    "This campaign has ended with {{count}} reviews not written. {{amount}} for them is on its way back to you.",
  unfilledRefundDone_one:
    "This campaign has ended with {{count}} review not written. {{amount}} for it was refunded on {{date}}.",
  unfilledRefundNotes_one: "Its credit note is in Payment History.",
  unfilledRefundNotes_other:
    "It came from {{count}} payments: Payment History has a credit note for each.",
  unfilledRefundDone_other:
    "This campaign has ended with {{count}} reviews not written. {{amount}} for them was refunded on {{date}}.",
} as const;

/** The campaign page's dialogs (pause, edit, delete, add), loaded with them (decision 051). */
export const ownerCampaignDialogs = {
  pauseTitle: "Pause this campaign?",
  pauseText:
    "No new reviews can start while it is paused. Reviews already written are still checked and published. When you resume, the rest of the schedule moves later by the days it was paused.",
  pauseConfirm: "Pause campaign",
  editTitle: "Edit campaign",
  editIntro:
    "Change the name, Maps link, address or topics. The city and the number of reviews set the price, so they stay as paid.",
  editIntroLive:
    "Your campaign is live, so the admin checks the change first. Until then reviewers see the current details.",
  save: "Save changes",
  cancel: "Cancel",
  deleteTitle: "Delete this campaign?",
  deleteText:
    "It has not been approved yet, so it is deleted and its payment of {{amount}} is refunded.",
  deleteConfirm: "Delete and refund",
  addTitle: "Add reviews to this campaign",
  addIntro:
    "Added reviews are paid like a new campaign, at {{pricePerReview}} each, and get days of their own after today in the schedule.",
  addCount: "Reviews to add",
  addHint: "From {{minTarget}} to {{max}} (a campaign holds at most {{maxTarget}}).",
  addInvalid: "Enter a number from {{minTarget}} to {{max}}.",
  addGstIncluded: "Inclusive of 18% GST",
} as const;

/** What the server answers the owner's actions with, translated there: never sent to a page. */
export const ownerCampaignAnswers = {
  pausedTitle: "Campaign paused",
  pausedText: "No new reviews will start until you resume it.",
  resumedTitle: "Campaign resumed",
  resumedToday: "Reviews can start again today.",
  resumedText_one: "Its schedule moved {{count}} day later.",
  resumedText_other: "Its schedule moved {{count}} days later.",
  notPausable: "Only a running campaign can be paused.",
  notPaused: "This campaign is not paused.",
  savedTitle: "Changes saved",
  savedText: "Your campaign shows the new details.",
  sentTitle: "Sent for approval",
  sentText: "The admin checks the change; your live campaign keeps its details until then.",
  noChange: "Nothing was changed.",
  notEditable: "A rejected or deleted campaign cannot be edited.",
  deletedTitle: "Campaign deleted",
  deletedText: "{{amount}} was refunded.",
  notDeletable:
    "Only a campaign waiting for approval can be deleted. A running campaign can be paused.",
  addedTitle: "Reviews added",
  addedText: "The target is now {{target}} reviews.",
  notAddable: "Reviews can be added once the admin has approved the campaign.",
  atMaximum: "This campaign already has the most reviews a campaign can have ({{maxTarget}}).",
  refusedTitle: "Not changed",
} as const;

/** The business's choice about the daily SMS of new reviews, on the profile page. */
export const reviewSms = {
  label: "Send me an SMS when new reviews are published (at most one a day for each campaign)",
  hint: "In the language you use here. You can turn it off at any time.",
} as const;

/** The public page's way to the shop. */
export const publicPlace = {
  address: "Address",
  maps: "Find it on Google Maps",
} as const;

/** The admin's actions on any campaign and the owners' changes waiting for approval. */
export const adminCampaign = {
  resume: "Resume",
} as const;

/** The admin's list of owners' changes, translated on the server (the admin script is full). */
export const adminCampaignEdits = {
  pausedTitle: "Campaign paused",
  resumedTitle: "Campaign resumed",
  editApprovedTitle: "Change approved",
  editDeclinedTitle: "Change declined",
  businessName: "Business name",
  mapsLink: "Maps link",
  address: "Address",
  topics: "Topics",
  editsTitle: "Changes waiting for approval",
  editNow: "Now",
  editNew: "New",
  editChanged: "Changed: {{fields}}",
  editNoChange: "Nothing differs from the live campaign",
  approveEdit: "Approve change",
  declineEdit: "Decline",
  declineLabel: "Why is the change declined?",
  declineRequired: "Write the reason the business will read.",
  place: "Place",
  placeMoved: "Moves {{distance}}",
  placeFirst: "Its first place",
} as const;

/** The daily SMS of new reviews (server only): the text a DLT template registers (decision 050). */
export const reviewDigest = {
  body_one:
    "ReviewKaro: {{count}} new review of {{business}} was published. Read it and reply: {{link}}",
  body_other:
    "ReviewKaro: {{count}} new reviews of {{business}} were published. Read them and reply: {{link}}",
} as const;

/** The owner's actions and the address field, on My Campaigns and the campaign form. */
export const campaignManage = {
  pause: "Pause",
  resume: "Resume",
  edit: "Edit",
  delete: "Delete",
  addReviews: "Add reviews",
  address: "Address (optional)",
  addressPlaceholder: "e.g. 12 MG Road, near Rajwada",
  addressHint: "Shown on your public page, so readers can find the shop.",
  addressInvalid: "Keep the address to 200 characters, without special symbols.",
} as const;
