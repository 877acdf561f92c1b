/** English: suspended accounts and their appeals (decision 071). */
export const suspensionAdmin = {
  suspendReviewer: "Suspend reviewer",
  suspendBusiness: "Suspend business",
  dialogTitle: "Suspend this account",
  dialogText:
    "They are signed out at once and cannot sign in. Their pending reviews are rejected with your reason (no reward), their payouts are held and a business's live campaigns are paused; refunds stay your decision. Published reviews stay. A rating plays no part.",
  categoryField: "Why",
  category: {
    fraud: "Fraud (fake proofs or visits)",
    rings: "Review ring (accounts working together)",
    abuse: "Abuse (threats, harassment)",
    other: "Other",
  },
  categoryRequired: "Choose why the account is suspended.",
  reasonField: "Reason (the person reads it)",
  reasonPlaceholder: "What you found, in plain words",
  reasonRequired: "Write the reason the person will read.",
  cancel: "Cancel",
  confirm: "Suspend",
  suspendedTitle: "Account suspended",
  suspendedText:
    "Pending reviews rejected: {{rejected}} · payouts held: {{held}} · campaigns paused: {{paused}}",
  refusedTitle: "Not done",
  notSuspendable: "Only reviewer and business accounts can be suspended.",
  alreadySuspended: "This account is already suspended.",
  alreadyDecided: "This appeal was already answered.",
  appealsTab: "Appeals",
  appealsTitle: "Appeals of suspended accounts",
  appealsEmpty: "No appeals waiting.",
  roleUser: "Reviewer",
  roleBusiness: "Business",
  suspendedOn: "Suspended {{date}}",
  reasonLabel: "Reason given",
  appealLabel: "Appeal of {{date}}",
  replyField: "Reply (the person reads it)",
  replyRequired: "Write the reply the person will read.",
  lift: "Lift suspension",
  keep: "Keep suspension",
  liftNote:
    "Lifting restores sign-in and releases held payouts. Reviews rejected by the suspension stay rejected, and paused campaigns stay paused until their business resumes them.",
  inForceTitle: "Suspensions in force",
  inForceEmpty: "No account is suspended.",
  noAppeal: "No appeal yet.",
  appealWaiting: "Appealed {{date}}: the appeal waits above.",
  appealKept: "Appeal answered {{date}}: suspension kept.",
  liftedTitle: "Suspension lifted",
  keptTitle: "Suspension kept",
  more: "Showing the oldest {{shown}} of {{count}}.",
  readerLanguage: { en: "English", hi: "Hindi (हिन्दी)" },
  replyHint:
    "They read {{language}}: their SMS is in {{language}}, and their page shows your reply as you write it, as your own words, framed in their language.",
} as const;

/** What the suspended person reads on /suspended, after their password. */
export const suspended = {
  pageTitle: "Account suspended · ReviewKaro",
  title: "Your account is suspended",
  intro: "You cannot sign in to work on ReviewKaro while your account is suspended.",
  since: "Suspended on {{date}}",
  categoryLabel: "Why",
  category: {
    fraud: "Fraud",
    rings: "Working as a review ring",
    abuse: "Abuse",
    other: "Other",
  },
  reasonLabel: "What we found",
  effects:
    "Your pending reviews were rejected and your payouts are on hold. Reviews already published stay published.",
  appealTitle: "Appeal",
  appealIntro:
    "If you think this is a mistake, tell us once what happened. A person reads every appeal and answers here.",
  messageField: "Your message",
  messageHint: "{{min}} to {{max}} characters. You can appeal once.",
  send: "Send appeal",
  sending: "Sending...",
  sentTitle: "Appeal sent",
  sentText: "We will answer here: log in again later to read it.",
  yourAppeal: "Your appeal, {{date}}",
  waiting: "Waiting for an answer. Log in again later to read it.",
  keptTitle: "Your appeal was answered: the suspension stays",
  liftedNote:
    "If the suspension is lifted you can sign in again; reviews it rejected stay rejected.",
  messageRequired: "Write your appeal.",
  messageTooShort: "Write at least {{min}} characters.",
  alreadyAppealedTitle: "Appeal already sent",
  alreadyAppealedText: "An appeal can be made once; the answer comes here.",
  goneTitle: "Please log in",
  goneText: "Log in with your number and password to see your account.",
  liftedTitle: "Your account is active again",
  liftedText: "The suspension was lifted. Log in to continue.",
  backToLogin: "Back to login",
  liftedPageTitle: "Suspension lifted · ReviewKaro",
  answeredLiftedTitle: "Your appeal was answered: suspension lifted",
  liftedSince:
    "The suspension was lifted on {{date}}: you can sign in and work again. Reviews it rejected stay rejected.",
  signIn: "Log in",
} as const;

/**
 * An answered appeal told to its person (decision 109): the SMS in their profile language, and
 * the note on their next signed-in screen after a lifted suspension. Server-only: sent translated.
 */
export const appealAnswers = {
  sms: {
    suspension_lifted:
      "ReviewKaro: your appeal was answered: the suspension of your account is lifted. Log in to read the reply: {{link}}",
    suspension_kept:
      "ReviewKaro: your appeal was answered: the suspension of your account stays. Log in with your number and password to read the reply: {{link}}",
    removal_reinstated:
      "ReviewKaro: your appeal was answered: your review of {{business}} is published again. Read the reason in My Reviews: {{link}}",
    removal_upheld:
      "ReviewKaro: your appeal was answered: your review of {{business}} stays removed. Read the reason in My Reviews: {{link}}",
  },
  liftedAppealTitle: "Your appeal was answered: suspension lifted",
  liftedTitle: "Your suspension was lifted",
  liftedText:
    "Your account is active again since {{date}}. Reviews the suspension rejected stay rejected.",
  read: "I have read this",
} as const;
