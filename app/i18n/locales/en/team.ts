/** The admin's Team tab and the moderators' workbench (decision 067). */
export const team = {
  tab: "Team",
  heading: "Moderation team",
  intro:
    "Moderators check reviews only; campaigns, payouts and the team stay with you. With one active moderator or more, the two checks of every review are made by two different people.",
  inviteLabel: "Moderator's mobile number",
  invite: "Invite",
  inviting: "Inviting...",
  invitedTitle: "Moderator invited",
  invitedText:
    "An SMS with their sign-up link is on its way, in the language you chose. They sign up with this number and land on the moderation queue.",
  inviteLanguage: "Language of the invitation SMS",
  inviteSms: {
    pending: "Invitation SMS waiting to be sent",
    sent: "Invitation SMS sent",
    failed: "Invitation SMS could not be sent",
    skipped: "Invitation SMS not sent: too many SMS to this number today",
  },
  inviteFailedTitle: "Could not invite",
  invalidPhone: "Enter a valid 10-digit mobile number",
  adminNumber: "This is the admin's own number.",
  hasOtherAccount:
    "This number already has a reviewer or business account. A moderator needs a number of their own.",
  notFoundTitle: "Not on the team",
  notFoundText: "This number is not on the team any more.",
  members: "Moderators",
  noMembers: "No moderators yet. Until you invite one, you make both checks yourself.",
  active: "Active",
  suspended: "Suspended",
  notSignedUp: "Invited, not signed up yet",
  suspend: "Suspend",
  reinstate: "Reinstate",
  remove: "Remove",
  suspendedTitle: "Moderator suspended",
  suspendedText: "They were signed out everywhere; the review they held is back in the queue.",
  reinstatedTitle: "Moderator reinstated",
  reinstatedText: "They can sign in and take reviews again.",
  removedTitle: "Moderator removed",
  removedText: "They were signed out everywhere; their earlier checks keep their name.",
  statsHeading: "Per moderator, last {{days}} days",
  statsPerson: "Person",
  statsDecisions: "Checks made",
  statsTime: "Median time per check",
  statsDisagreed: "Disagreed with the other check",
  statsEmpty: "No checks in the last {{days}} days.",
  seconds: "{{count}} s",
  minutes: "{{count}} min",
  noTime: "—",
  you: "You (admin)",
  inboundWebhooksLink: "Inbound webhooks",
  breachesLink: "Data breaches",
  warningsLink: "Warnings on businesses",
};

export const workbench = {
  title: "Moderation queue – ReviewKaro",
  heading: "Moderation queue",
  waiting_one: "{{count}} review waiting",
  waiting_other: "{{count}} reviews waiting",
  nextReview: "Next review",
  oldestFirst: "Oldest first",
  riskiestFirst: "Riskiest first",
  order: "Order",
  heldUntil: "Held for you until {{time}}; after that it returns to the queue by itself.",
  giveBack: "Give back",
  teamOverview:
    "Two or more people are on the moderation team: each review is decided in two checks by two people, one review at a time, through 'Next review, one at a time' above. Star ratings stay hidden here too. You can still reject a review or suspend an account from this list.",
  ratingHidden:
    "The star rating stays hidden until your check is recorded, so that it cannot sway the check.",
  checkOneDone: "Check 1 was passed by another team member. You make check 2.",
  dueCheckOne: "You make check 1. Another team member makes check 2.",
  passCheck: "Pass check 1",
  checksRequiredTitle: "Tick the check first",
  checkPassedTitle: "Check 1 recorded",
  checkPassedText: "Another team member makes check 2.",
  revealed: "Your check is recorded. The reviewer had given {{count}} stars.",
  revealedOne: "Your check is recorded. The reviewer had given 1 star.",
  empty: "Nothing to take: every pending review is decided or held by someone else.",
  queueEmptyTitle: "No review to take",
  queueEmptyText: "Every pending review is decided or held by someone else.",
  heldByOtherTitle: "Someone else has this review",
  heldByOtherText: "Another team member is checking it now. Take the next review.",
  secondPersonTitle: "Another person makes the other check",
  secondPersonText:
    "With two or more people on the team, the two checks of a review are made by two different people.",
  checkOrderTitle: "Check 1 first",
  checkOrderText: "Check 1 (the proof) is recorded before check 2 (the text).",
  notHandedTitle: "Only the review handed to you",
  notHandedText:
    "You can decide only the review 'Next review' gave you, while it is held for you. Nothing was changed. Take the next review.",
  notIndependentTitle: "Someone else checks this review",
  notIndependentText:
    "You share a network or device with this review's business or with its first checker, so another team member checks it. It went back to the queue.",
  notOnTeamTitle: "You are not on the moderation team now",
  notOnTeamText: "The admin suspended or removed your access. Ask them if you think this is wrong.",
  shortcuts: "Keyboard shortcuts",
  showShortcuts: "Shortcuts (?)",
  shortcutNext: "Take the next review",
  shortcutCheckOne: "Tick check 1 (proof)",
  shortcutCheckTwo: "Tick check 2 (text)",
  shortcutApprove: "Approve, or pass your check",
  shortcutReject: "Reject: then a category key 1–5",
  shortcutHelp: "Show or hide this list",
  rejectPending: "Reject: press 1–5 for the category",
  openQueue: "Next review, one at a time",
  welcomeHeading: "Welcome to the moderation team",
  welcomeIntro:
    "You check reviews that people wrote about local businesses, one review at a time. Every review is checked twice, by two different people:",
  welcomeCheckOne:
    "Check 1, the proof: the photo or screenshot shows a visit to this business. Made by one team member.",
  welcomeCheckTwo:
    "Check 2, the text: by someone else. The text is the reviewer's own first-hand experience of this place, at least {{words}} words, and not copied.",
  welcomeRating:
    "You do not see the star rating until your check is recorded. A good or a bad rating is never a reason to approve or to reject.",
  welcomeApprove: "Approve when the proof and the text meet these rules, whatever the rating.",
  welcomeReject:
    "Reject when they do not, and choose the reason: the reviewer reads it and can write a better review.",
  welcomeHold:
    "'Next review' hands you one review and keeps it for you for {{minutes}} minutes; 'Give back' returns it to the queue.",
  welcomeDismiss: "Got it",
};

/** A moderator's invitation SMS (decision 110), written on the server in the chosen language. */
export const invitationSms = {
  signup:
    "ReviewKaro: the admin invited you to the review moderation team. Sign up with this number: {{link}} You will check other people's reviews; this is not a reviewer account.",
  login:
    "ReviewKaro: the admin invited you back to the review moderation team. Log in with this number: {{link}}",
};
