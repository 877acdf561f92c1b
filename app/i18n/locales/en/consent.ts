/** English: notices where data is collected, consents, the 18+ declaration (decision 074). */
export const consent = {
  more: "More",
  moreAbout: "about your data (privacy policy)",
  signupNoticeUser:
    "We keep your mobile number to run your account and stop fraud while the account is open. You can download, correct or delete your data from your profile.",
  signupNoticeBusiness:
    "We keep your mobile number to run your account and stop fraud while the account is open. An SMS about new reviews (at most one a day for each campaign) is sent only if you turn it on in your profile. You can download, correct or delete your data from your profile.",
  proofNotice:
    "Only our moderators see your photo, to check your visit; it is never published. Where and when it was taken (from the camera, if you share your location, or from the photo itself) is kept only as its distance from the business and a time, never the place. A rejected review's photo is deleted after one year. You can withdraw your review at any time.",
  upiNotice:
    "We keep your UPI ID with this payout to pay you; the payout provider receives it with the name on your bank account. The payout's amount and date are kept for the 8 years the tax law requires; the UPI ID is erased if you delete your account.",
  adultLabel: "I am 18 or older",
  adultRequired:
    "ReviewKaro accounts are for people aged 18 or older. Please tick the box to confirm.",
  notChangedTitle: "Not changed",
  notFoundText: "We could not find this consent on your account.",
  notWithdrawableText: "This consent cannot be withdrawn on its own.",
  privacyHeading: "Privacy",
  privacyIntro: "What you agreed to, and when. Withdrawing takes effect at once.",
  given: "Given {{date}}",
  withdrawnOn: "Withdrawn {{date}}",
  notice: "Notice of {{date}}",
  withdraw: "Withdraw",
  withdrawing: "Withdrawing...",
  withdrawnTitle: "Consent withdrawn",
  withdrawnText: "We have stopped at once.",
  endsWithAccount: "Needed for your account: it ends when you delete the account.",
  endsWithReview: "Needed to check a review: it ends when you withdraw that review.",
  cannotEnd: "A declaration or a record the law asks us to keep.",
  none: "No consents recorded yet.",
  readPolicy: "Read the privacy policy",
  purposes: {
    adult_declaration: "I am 18 or older (declaration)",
    account: "Mobile number for your account",
    review_proof: "Proof photos of your visits",
    payout_upi: "UPI ID for payouts",
    review_sms: "SMS about new reviews (at most one a day for each campaign)",
  },
} as const;

/** English: the visit date and the no-relationship declaration of a review (decision 074). */
export const visit = {
  dateLabel: "Date of your visit",
  dateHint: "The day you went there as a customer.",
  dateRequiredTitle: "Visit Date Required",
  dateRequiredText: "Please enter the date of your visit.",
  dateFutureTitle: "Date in the Future",
  dateFutureText: "The date of your visit cannot be after today.",
  dateBeforeTitle: "Date Too Early",
  dateBeforeText: "Reviews of this campaign are for visits from {{date}}.",
  declarationLabel: "I visited as a customer and have no relationship with this business",
  declarationRequiredTitle: "Declaration Required",
  declarationRequiredText:
    "Please confirm that you visited as a customer and have no relationship with this business.",
  visitedOn: "Visited {{date}}",
} as const;

/** English: who runs ReviewKaro, from the configuration (footer and policy pages). */
export const operator = {
  heading: "Who we are",
  runBy: "ReviewKaro is run by {{name}}",
  address: "Address",
  email: "Email",
  phone: "Phone",
} as const;
