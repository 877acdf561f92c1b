/** Payouts through a payout provider (issue 32, decision 066): the reviewer's and the admin's. */
export const payouts = {
  introProvider:
    "Your whole balance of {{amount}} is sent to your UPI ID straight away. We first check the name on the UPI ID.",
  checkName: "Check name",
  checkingName: "Checking...",
  confirmTitle: "Confirm the name",
  confirmQuestion: "Pay {{amount}} to {{name}} ({{upi}})?",
  confirmHint: "Only confirm if this is your own name. Money sent by UPI cannot be brought back.",
  confirmPay: "Yes, pay me",
  notMe: "Not my name",
  upiNotFoundTitle: "UPI ID not found",
  upiNotFoundText: "No bank account has this UPI ID. Check it in your UPI app and type it again.",
  nameMismatchTitle: "Name does not match",
  nameMismatchText:
    "This UPI ID is not in your name. Payouts go only to a UPI ID in your own name: use yours, or correct your public name in Reviewer Info.",
  providerUnavailableTitle: "Name check not available",
  providerUnavailableText:
    "We could not reach the bank just now. Nothing was sent. Please try again in a few minutes.",
  nameNotConfirmedTitle: "Name not confirmed",
  nameNotConfirmedText: "Check the name on your UPI ID first. Nothing was sent.",
  sentTitle: "Payout on its way",
  sentText: "{{amount}} is being sent to {{name}} ({{upi}}). You can watch it here.",
  heldText: "{{amount}} waits for a quick check by our team before it is sent.",
  paidUtrAwaited: "Paid · the bank's UTR is on its way",
  awaitingApprovalNote: "Waiting for approval by our team before it is sent.",
  awaitingApproval: "Awaiting approval in RazorpayX",
  paidUtr: "Paid · UTR {{utr}}",
  queuedNote: "Queued: your bank gets it in a few minutes.",
  processingNote: "With your bank: most UPI payouts arrive within minutes, a few take some hours.",
  heldNote: "Our team checks this payout before it is sent, usually within a day.",
  heldOverADay: "Held for over a day: the reviewer was told it is usually checked within a day.",
  failedNote:
    "The payout failed: {{reason}}. {{amount}} is back in your wallet. Check your UPI ID and request the payout again.",
  reversedNote:
    "Your bank sent the payout back: {{reason}}. {{amount}} is back in your wallet. Request it again, to another UPI ID if this one is closed.",
  holderLabel: "Name on the UPI ID",
  walletShortTitle: "Not enough in the wallet",
  walletShortText: "The reviewer has already asked for this money again; nothing was retried.",
  statement: "Earnings statement",
  statementHint: "Your earnings and payouts for a financial year (April–March), for your records.",
  statementYear: "Financial year {{label}}",
  downloadCsv: "CSV",
  downloadPdf: "PDF",
  adminProviderNote:
    "Payouts are sent by RazorpayX without anyone scanning a code. Held ones wait for you.",
  heldHeading: "Held payouts",
  noHeld: "No held payouts.",
  failedHeading: "Failed payouts",
  movingHeading: "On their way",
  noMoving: "No payouts on their way.",
  release: "Release",
  releasedTitle: "Payout released",
  releasedText: "It is sent to the provider now.",
  retry: "Retry",
  retriedTitle: "Payout sent again",
  retriedText: "A new payout of {{amount}} was queued.",
  reasons: "Why it is held",
  utrLabel: "UTR",
  failureLabel: "Reason",
  suspendedTitle: "Account suspended",
  suspendedRequestText: "Payouts are on hold while your account is suspended.",
  heldBadge: "Held: account suspended",
  suspendedHeldText:
    "This reviewer's account is suspended: the payout waits until the suspension is lifted. You can still reject it.",
} as const;

/** Why a payout waits for the admin (payout-hold-rules.ts), in words; never a rating. */
export const payoutHolds = {
  accountSuspended: "The account is suspended",
  nameMismatch:
    "The bank's name for the UPI ID is not the name the reviewer gave for their bank account",
  detailsChanged:
    "The UPI ID or the name given for the bank account is not the one of this reviewer's last paid payout: make sure the account is still theirs",
  sharedUpi: "Another account was paid to the same UPI ID",
  sharedHolder: "3 or more accounts pay out to UPI IDs in this holder's name",
  mostlyRejected: "Most of this account's reviews were rejected",
  copiedReviews:
    "This account's reviews were flagged as copied: copied text, or the same proof photo used again",
  dailyLimit: "Today's payout limit for the platform is reached",
  providerRequest:
    "RazorpayX refused our request: fix what it names, then Release (or Reject to return the money)",
  givenNameLabel: "Name the reviewer gave for their bank account",
} as const;

/** Statement files: the CSV's and PDF's words. */
export const statement = {
  title: "ReviewKaro earnings statement",
  year: "Financial year {{label}} (1 April {{from}} – 31 March {{to}})",
  reviewer: "Reviewer: {{name}} · {{phone}}",
  date: "Date",
  entry: "Entry",
  amount: "Amount (₹)",
  review_reward: "Review reward",
  payout_request: "Payout requested",
  payout_refund: "Payout returned to wallet",
  payout_paid: "paid",
  payoutPaidUtr: "paid, UTR {{utr}}",
  payout_returned: "not paid, returned to wallet",
  payout_waiting: "not paid yet",
  balance_given_up: "Balance given up when the account was deleted",
  earned: "Earned",
  paidOut: "Paid out",
  returned: "Returned to wallet",
  opening: "Wallet at the start of the year",
  closing: "Wallet at the end of the year",
  generated: "Generated on {{date}}. Amounts in whole rupees.",
  none: "No earnings or payouts in this year.",
} as const;
