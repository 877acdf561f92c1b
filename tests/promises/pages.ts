import type { PromiseEntry } from "./types";

/**
 * The promises nobody else owns (decision 098): the terms, the review policy's other sections,
 * the landing page's claims, the public page's label and share row, the ledger, and the SMS to
 * reviewers and businesses other than complaints' and breaches'.
 */
const smsTest = "tests/integration/jobs/promised-sms.test.ts";

export const promises: readonly PromiseEntry[] = [
  {
    key: "reviewDigest.body_one",
    promise:
      "The owner's SMS counts the reviews published since the last one and links their page.",
    keptBy: ["app/domain/jobs/review-digests.server.ts#queueReviewDigests"],
    provedBy: [smsTest],
  },
  {
    key: "reviewDigest.body_other",
    promise:
      "The owner's SMS counts the reviews published since the last one and links their page.",
    keptBy: ["app/domain/jobs/review-digests.server.ts#sendReviewDigests"],
    provedBy: [smsTest],
  },
  {
    key: "removalSms.review",
    promise:
      "A removed review's author is told why by SMS, and the ₹5 already earned is not taken back.",
    keptBy: [
      "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint",
      "app/domain/jobs/send-removal-notices.server.ts#sendRemovalNotices",
    ],
    provedBy: [smsTest],
  },
  {
    key: "removalSms.reply",
    promise: "A business whose reply is removed is told why by SMS; the review itself stays.",
    keptBy: [
      "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint",
      "app/domain/jobs/send-removal-notices.server.ts#sendRemovalNotices",
    ],
    provedBy: [smsTest],
  },
];
