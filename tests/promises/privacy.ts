import type { PromiseEntry } from "./types";

/*
 * Privacy's promises (decisions 092, 093): the privacy page's sentences, the notices where data
 * is collected, and the SMS switch of a business. Complaints and the staff access log are kept
 * by helper D's code (decisions 078, 083, 094); their tests are named here.
 */

const exportTest = "tests/integration/privacy/privacy-promises.test.ts";
const publicTest = "tests/integration/privacy/public-and-use.test.ts";
const browser = "tests/e2e/privacy-promises.spec.ts";
const retentionText = "app/domain/privacy/retention-promises.test.ts";
const processorsTest = "app/domain/privacy/processors.test.ts";
const consentsTest = "tests/integration/consent/consents.test.ts";
const migrationTest = "tests/integration/consent/review-sms-migration.test.ts";
const accountData = "app/domain/privacy/account-data.server.ts#collectAccountData";
const buildExport = "app/domain/privacy/data-exports.server.ts#buildDataExport";
const consents = "app/domain/shared/consents.server.ts";
const notices = "app/domain/shared/consent-notices.ts";
const retention = "app/domain/privacy/retention.ts";
const sweep = "app/domain/privacy/apply-retention.server.ts#applyRetention";
const erase = "app/domain/privacy/erase-account.server.ts#eraseAccount";
const hold = "app/domain/privacy/hold-for-the-law.server.ts#holdForTheLaw";
const nominee = "app/domain/privacy/nominee.server.ts";
const processors = "app/domain/privacy/processors.ts#listProcessors";
const privacyLists = "app/components/privacy-lists.tsx";

/** One entry per kind the privacy page lists as collected: each is in the download. */
const collected = (
  [
    ["phone", "The mobile number is in the download's profile."],
    ["profile", "Username, city, public name, email and language are in the download's profile."],
    [
      "reviews",
      "Each review's text, rating, visit date, no-relationship declaration and photo are in the download.",
    ],
    ["payouts", "Each payout's UPI ID, bank-account name and amount are in the download."],
    [
      "business",
      "A business's campaigns, payments, payments not applied, invoices and billing details are in the download.",
    ],
    ["consents", "Each consent, with its notice's version and date, is in the download."],
    ["nominee", "The nominee, when named, is in the download."],
    ["marks", "The salted network and device marks are in the download."],
    [
      "securityLog",
      "The security log of sign-ins and changes, with addresses, is in the download.",
    ],
  ] as const
).map(
  ([kind, promise]): PromiseEntry => ({
    key: `policies.privacy.collected.${kind}`,
    promise,
    keptBy: [accountData, buildExport, privacyLists],
    provedBy: [exportTest, browser],
  }),
);

/** One entry per line of 'Who receives your data', chosen from the settings. */
const receivers = (
  [
    [
      "payments",
      "With PAYMENTS=razorpay, Razorpay receives a business's payments and nothing else of ours.",
    ],
    ["paymentsNone", "With simulated payments, no payment gateway receives anything."],
    [
      "payouts",
      "With PAYOUTS=razorpayx, RazorpayX receives the UPI ID, the bank-account name and the amount.",
    ],
    ["payoutsByHand", "With manual payouts, only our bank receives the UPI ID and the amount."],
    ["sms", "With an SMS provider, it receives the phone number and the message text."],
    ["smsNone", "Without an SMS provider, no message leaves the installation."],
    ["storage", "With STORAGE=s3, the named store holds proof photos and download files."],
    ["storageDisk", "With STORAGE=disk, photos and download files stay on our own server."],
  ] as const
).map(
  ([line, promise]): PromiseEntry => ({
    key: `policies.privacy.processors.${line}`,
    promise,
    keptBy: [
      processors,
      "app/routes/policy-page.tsx",
      "app/config/config.server.ts#loadConfig",
      "app/domain/money/payouts/provider/razorpayx/razorpayx-client.server.ts",
    ],
    provedBy: [processorsTest, browser],
  }),
);

export const promises: readonly PromiseEntry[] = [
  {
    key: "policies.privacy.intro",
    promise: "What a person agreed to is recorded, each consent with its notice's version.",
    keptBy: [consents, notices],
    provedBy: [consentsTest],
  },
  {
    key: "policies.privacy.sections.collect.text",
    promise: "Everything listed as kept is in 'Download my data'; server logs are not.",
    keptBy: [accountData, buildExport, privacyLists],
    provedBy: [exportTest, browser],
  },
  ...collected,
  {
    key: "policies.privacy.sections.use.text",
    promise: "A review's rating never changes its reward or its place on the public page.",
    keptBy: [
      "app/domain/moderation/decide-review.server.ts#approveReview",
      "app/domain/reviews/public-reviews.server.ts#listPublicReviews",
    ],
    provedBy: [publicTest],
  },
  {
    key: "policies.privacy.sections.consent.text",
    promise:
      "An optional consent starts unticked and is recorded only from a tick; the review SMS goes only to a business that turned it on, and Withdraw stops it at once.",
    keptBy: [
      `${notices}#signupPurposes`,
      `${consents}#setConsentSwitch`,
      "app/routes/update-profile.tsx",
      "app/db/migrations/0039_review_sms_only_by_action.sql",
      "app/domain/jobs/review-digests.server.ts",
    ],
    provedBy: [consentsTest, migrationTest, browser],
  },
  {
    key: "policies.privacy.sections.age.text",
    promise: "No account is made without the 18+ declaration, and the declaration is recorded.",
    keptBy: ["app/auth/accounts.server.ts#completeSignup", notices],
    provedBy: [consentsTest],
  },
  {
    key: "policies.privacy.sections.public.text",
    promise:
      "The public page shows text, rating, dates and public name; never a proof, phone, email or UPI ID.",
    keptBy: ["app/domain/reviews/public-reviews.server.ts#listPublicReviews"],
    provedBy: [publicTest],
  },
  {
    key: "policies.privacy.sections.photoPlace.text",
    promise:
      "A proof photo's position, from the camera or its EXIF, is kept only as a distance band from the business with a time; no coordinate is in any table or log line.",
    keptBy: [
      "app/domain/proofs/photo-facts.ts#decidePhotoFacts",
      "app/domain/proofs/photo-facts.server.ts#readPhotoExif",
      "app/domain/proofs/prepare-proof-image.server.ts#prepareProofImage",
      "server/request-log.ts#requestLog",
    ],
    provedBy: ["tests/integration/privacy/no-coordinates.test.ts"],
  },
  {
    key: "policies.privacy.sections.shared.text",
    promise:
      "The privacy page names each outside service this installation uses and what it receives.",
    keptBy: [processors, "app/routes/policy-page.tsx", privacyLists],
    provedBy: [processorsTest, browser],
  },
  ...receivers,
  {
    key: "policies.privacy.sections.keep.text",
    promise:
      "Every period on the privacy page is the period of the rule or job that keeps it; deletion holds registration and removed reviews 180 days apart, then erases them; a deleted account's security log stays 180 days after deletion under an HMAC of its phone, unlinked from the account, then is erased (decision 103).",
    keptBy: [
      retention,
      sweep,
      erase,
      hold,
      "app/domain/privacy/keep-audit-trail.server.ts#keepAuditTrail",
    ],
    provedBy: [retentionText, exportTest, "tests/integration/privacy/audit-after-deletion.test.ts"],
  },
  {
    key: "policies.privacy.sections.rights.text",
    promise:
      "From the profile a person downloads, corrects, names a nominee and deletes the account.",
    keptBy: [nominee, "app/routes/account/route.tsx", accountData, erase],
    provedBy: [exportTest, browser],
  },
  {
    key: "policies.privacy.sections.staff.text",
    promise: "Each time staff open a proof, phone or UPI ID it is logged with who, what and when.",
    keptBy: ["app/domain/privacy/record-staff-view.server.ts"],
    provedBy: ["tests/integration/privacy/access-log-complaint-label.test.ts"],
  },
  {
    key: "policies.privacy.sections.complaints.text",
    promise:
      "A complaint gets a ticket at once, an acknowledgement within 24 hours and a decision within 15 days.",
    keptBy: [
      "app/domain/grievances/complaint-clocks.ts",
      "app/domain/grievances/file-complaint.server.ts",
    ],
    provedBy: ["tests/integration/grievances/impersonation-clock.test.ts"],
  },
  {
    key: "policies.privacy.sections.report.text",
    promise:
      "Anyone reports a published review without an account; a business disputes; only the admin removes, counted by ground; a business hides nothing.",
    keptBy: [
      "app/domain/moderation/review-reports/file-report.server.ts#reportReview",
      "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint",
      "app/domain/reviews/public-reviews.server.ts#getPublicCampaignSummary",
    ],
    provedBy: ["tests/integration/moderation/complaints-and-removals.test.ts"],
  },
  {
    key: "policies.privacy.sections.board.text",
    promise:
      "The privacy page names the Data Protection Board of India and says a person may complain to it after our grievance officer.",
    keptBy: ["app/routes/policy-pages.ts", "app/routes/policy-page.tsx"],
    provedBy: [browser],
  },
  {
    key: "consent.signupNoticeUser",
    promise:
      "The mobile number is kept while the account is open; the profile downloads and deletes.",
    keptBy: [accountData, erase],
    provedBy: [exportTest],
  },
  {
    key: "consent.signupNoticeBusiness",
    promise:
      "A business's sign-up records no SMS consent; the SMS starts only when it is turned on in the profile, at most one a day for each campaign.",
    keptBy: [
      `${notices}#signupPurposes`,
      "app/routes/update-profile.tsx",
      "app/domain/jobs/review-digests.server.ts#queueReviewDigests",
    ],
    provedBy: [consentsTest, browser, "tests/integration/jobs/review-digests.test.ts"],
  },
  {
    key: "consent.proofNotice",
    promise:
      "A rejected review's photo is deleted after a year; photos are never published; where and when a photo was taken is kept only as a distance band and a time.",
    keptBy: [
      retention,
      sweep,
      "app/domain/reviews/public-reviews.server.ts#listPublicReviews",
      "app/domain/proofs/photo-facts.ts#decidePhotoFacts",
    ],
    provedBy: [
      retentionText,
      "tests/integration/privacy/retention.test.ts",
      "tests/integration/privacy/no-coordinates.test.ts",
    ],
  },
  {
    key: "consent.upiNotice",
    promise:
      "The payout provider receives the UPI ID and name; amounts stay 8 years; the UPI ID is erased with the account.",
    keptBy: [
      erase,
      "app/domain/money/payouts/provider/razorpayx/razorpayx-client.server.ts",
      retention,
    ],
    provedBy: [retentionText, "tests/integration/privacy/erase-account.test.ts"],
  },
  {
    key: "consent.privacyIntro",
    promise: "Withdrawing a consent takes effect in the same request.",
    keptBy: [`${consents}#withdrawConsent`, "app/routes/withdraw-consent.ts"],
    provedBy: [consentsTest],
  },
  {
    key: "consent.withdrawnText",
    promise: "After Withdraw, the SMS of new reviews has stopped.",
    keptBy: [`${consents}#withdrawConsent`],
    provedBy: ["tests/integration/consent/consent-forms.test.ts"],
  },
  {
    key: "consent.endsWithAccount",
    promise: "The account's consent has no Withdraw; it ends with the account's deletion.",
    keptBy: [`${notices}#WITHDRAWAL_PATHS`, erase],
    provedBy: [consentsTest],
  },
  {
    key: "consent.endsWithReview",
    promise: "A proof's consent has no Withdraw; it ends when the review is withdrawn.",
    keptBy: [`${notices}#WITHDRAWAL_PATHS`, "app/domain/reviews/withdraw-review.server.ts"],
    provedBy: [consentsTest],
  },
  {
    key: "consent.cannotEnd",
    promise: "A declaration or a record the law keeps cannot be withdrawn.",
    keptBy: [`${notices}#WITHDRAWAL_PATHS`],
    provedBy: [consentsTest],
  },
  {
    key: "reviewSms.label",
    promise: "A business that ticks the box gets at most one SMS a day about new reviews.",
    keptBy: ["app/domain/jobs/review-digests.server.ts", "app/routes/update-profile.tsx"],
    provedBy: ["tests/integration/jobs/review-digests.test.ts", browser],
  },
  {
    key: "dataRights.downloadSummary",
    promise:
      "The download opens with summary.html, readable in the person's language: profile, reviews or campaigns, wallet and payouts or payments, consents, with dates.",
    keptBy: [buildExport, "app/domain/privacy/export-summary.server.ts#exportSummaryHtml"],
    provedBy: [
      "tests/integration/privacy/export-summary.test.ts",
      "tests/e2e/export-summary.spec.ts",
    ],
  },
  {
    key: "reviewSms.hint",
    promise: "The SMS comes in the language the owner uses, and stops when turned off.",
    keptBy: ["app/domain/jobs/review-digests.server.ts"],
    provedBy: ["tests/integration/jobs/review-digests.test.ts"],
  },
];
