import { factValues } from "~/i18n/facts";
import type { PromiseEntry } from "./types";

// The amounts as the texts state them (decision 115).
const { pricePerReview, reward: rewardAmount } = factValues;

/**
 * The promises nobody else owns (decision 098): the terms, the review policy's other sections,
 * the landing page's claims, the public page's label and share row, the ledger, and the SMS to
 * reviewers and businesses other than complaints' and breaches'.
 */
const pages = "tests/e2e/promises-pages.spec.ts";
const sms = "tests/integration/jobs/promised-sms.test.ts";
const contact = "tests/e2e/contact.spec.ts";
const reward = "app/domain/money/rupees.ts#REWARD_PER_REVIEW";
const approve = "app/domain/moderation/decide-review.server.ts#approveReview";
const reject = "app/domain/moderation/decide-review.server.ts#rejectReview";
const checks =
  "app/routes/_staff/review-card/review-decision-intents.server.ts#approveReviewIntent";
const publicList = "app/domain/reviews/public-reviews.server.ts#listPublicReviews";
const publicPage = "app/routes/public-campaign/route.tsx";
const price = "app/domain/money/rupees.ts#campaignCost";
const ledger = "app/domain/moderation/get-moderation-ledger.server.ts#getModerationLedger";
const suspend = "app/domain/moderation/suspend-account.server.ts#suspendAccount";
const copies = "app/domain/trust/flag-copied-review.server.ts#flagCopiedReview";

const entry = (
  key: string,
  promise: string,
  keptBy: readonly string[],
  provedBy: readonly string[] = [pages],
): PromiseEntry => ({ key, promise, keptBy, provedBy });

export const promises: readonly PromiseEntry[] = [
  entry("landing.heroText", `${rewardAmount} for every approved review, whatever its rating.`, [
    reward,
    approve,
  ]),
  entry(
    "landing.heroNote",
    "Any rating is accepted; every published review says it was rewarded.",
    [approve, publicPage],
  ),
  entry(
    "landing.features.realUsers.text",
    "Reviewers sign up by OTP and review only places in their own city.",
    ["app/domain/reviews/campaign-slot.server.ts#campaignSlotFor"],
  ),
  entry(
    "landing.features.doubleVerification.text",
    "A review is approved only with both checks: the proof and the text.",
    [checks, "app/domain/moderation/review-checks.server.ts#recordChecks"],
  ),
  entry(
    "landing.features.fastDelivery.text",
    "A campaign takes a daily share of its reviews over 7, 15 or 25 days.",
    [
      "app/domain/campaigns/daily-schedule.ts#distributionSchedule",
      "app/domain/campaigns/daily-schedule.ts#openSlotsToday",
    ],
  ),
  entry(
    "landing.features.businessGrowth.text",
    "Every approved review is shown; the business cannot hide, delete or reorder one.",
    [
      publicList,
      "app/domain/campaigns/delete-campaign.server.ts#deleteCampaign",
      "app/routes/campaign-detail/campaign-detail-intents.ts#CampaignDetailIntent",
    ],
  ),
  entry(
    "landing.features.securePayments.text",
    `${rewardAmount} per approved review whatever the rating, paid out by UPI.`,
    [reward, approve],
  ),
  entry(
    "landing.steps.create.text",
    `A campaign is for one city and costs ${pricePerReview} per review, paid upfront.`,
    [price, "app/domain/campaigns/create-campaign.server.ts#createCampaign"],
  ),
  entry(
    "landing.steps.review.text",
    "Any rating from 1 to 5 is accepted, and a proof photo is required.",
    [
      "app/domain/reviews/review-content.ts#isRating",
      "app/domain/reviews/submit-review.server.ts#proof_required",
    ],
  ),
  entry(
    "landing.steps.verify.text",
    "The team checks proof and text; a rejection always has a reason.",
    [checks, reject],
  ),
  entry(
    "landing.steps.grow.text",
    `An approved review is published with the label and pays ${rewardAmount}.`,
    [approve, publicPage],
  ),
  entry("landing.closingText", `${pricePerReview} per review with GST included, nothing added.`, [
    price,
    "app/domain/money/invoices/issue-tax-documents.server.ts",
  ]),
  entry("publicPage.rewardedLabel", "Every published review carries the 'Rewarded review' label.", [
    publicPage,
  ]),
  entry(
    "publicPage.rewardedSentence",
    `Every published review says the reviewer got ${rewardAmount} whatever the rating.`,
    [publicPage, reward],
  ),
  entry(
    "publicPage.visitChecked",
    "'Visit checked' shows only when the proof was taken within 200 m of the business on the visit's day.",
    [publicList, "app/domain/proofs/visit-signals.ts#visitChecked"],
    ["tests/integration/reviews/visit-signals.test.ts"],
  ),
  entry(
    "publicPage.policyText",
    `Same ${rewardAmount} for every rating; every approved review shown; the business cannot change that.`,
    [publicList, reward],
  ),
  entry("share.rewardedNote", "A WhatsApp share of the page carries the disclosure.", [
    "app/routes/public-campaign/share-row.tsx#ShareRow",
  ]),
  entry(
    "share.imageDisclosure",
    "The share image always carries the disclosure, whole.",
    ["app/routes/public-campaign/share-image/share-image.server.ts#shareCardSvg"],
    ["app/routes/public-campaign/share-image/share-image.server.test.ts"],
  ),
  entry(
    "share.newestFirst",
    "Reviews are shown newest first; the business cannot change the order.",
    [publicList],
  ),
  entry(
    "share.posterNote",
    "The page the poster leads to shows every review whatever its rating.",
    [publicList, "app/routes/public-campaign/poster/route.tsx"],
  ),
  entry("ledger.intro", "The ledger counts every review submitted, by its rating.", [ledger]),
  entry(
    "ledger.submittedMeans",
    "Submitted counts each review once; waiting ones are still in moderation.",
    [ledger, "app/domain/moderation/summarise-ledger.ts"],
  ),
  entry("policies.terms.sections.honest.text", "Every rating earns the same reward.", [
    reward,
    approve,
  ]),
  entry(
    "policies.terms.sections.reward.text",
    `${rewardAmount} per approved review, labelled as rewarded; reviewers never pay.`,
    [reward, approve, publicPage],
  ),
  entry(
    "policies.terms.sections.otherPlatforms.text",
    "An account that breaks the terms can be closed.",
    [suspend],
    ["tests/e2e/suspensions.spec.ts"],
  ),
  entry(
    "policies.terms.sections.proof.text",
    "Proofs are seen only by the team and never published.",
    ["app/domain/reviews/get-proof-for-viewer.server.ts#getProofForViewer"],
  ),
  entry(
    "policies.terms.sections.withdraw.text",
    "The author can withdraw from the dashboard; the review leaves the public page.",
    ["app/domain/reviews/withdraw-review.server.ts#withdrawReview", publicList],
  ),
  entry(
    "policies.terms.sections.accounts.text",
    "Copies are flagged to the team for rejection; accounts can be closed.",
    [copies, suspend],
    ["tests/e2e/review-flags.spec.ts", "tests/e2e/suspensions.spec.ts"],
  ),
  entry(
    "policies.terms.sections.copying.text",
    "Every row of the CSV export carries the disclosure.",
    [
      "app/routes/campaign-detail/reviews-csv/reviews-csv.server.ts#reviewsCsv",
      "app/domain/campaigns/pause-campaign.server.ts#pauseCampaign",
    ],
  ),
  entry(
    "policies.reviewPolicy.intro",
    "A person decides every review, by the same rules for every rating.",
    [checks, approve, reject],
  ),
  entry(
    "policies.reviewPolicy.sections.criteria.text",
    "Approval needs the proof and text checks, 30 words, and no copy.",
    [checks, "app/domain/reviews/review-content.ts#MIN_REVIEW_WORDS", copies],
    [pages, "tests/e2e/review-flags.spec.ts"],
  ),
  entry(
    "policies.reviewPolicy.sections.reasons.text",
    "A rejection always has a reason the reviewer reads; one revision within 7 days.",
    [
      reject,
      "app/domain/reviews/revise-review.server.ts#reviseReview",
      "app/domain/reviews/revision-window.ts#REVISION_WINDOW_DAYS",
    ],
  ),
  entry(
    "policies.reviewPolicy.sections.never.text",
    "No higher reward for a higher rating; the business cannot choose what is shown.",
    [reward, approve, publicList],
  ),
  entry(
    "reviewDigest.body_one",
    "The owner's SMS counts the reviews published since the last one.",
    ["app/domain/jobs/review-digests.server.ts#queueReviewDigests"],
    [sms],
  ),
  entry(
    "reviewDigest.body_other",
    "The owner's SMS counts the reviews published since the last one.",
    ["app/domain/jobs/review-digests.server.ts#sendReviewDigests"],
    [sms],
  ),
  entry(
    "removalSms.review",
    `A removed review's author is told why, and keeps the ${rewardAmount} earned.`,
    [
      "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint",
      "app/domain/jobs/send-removal-notices.server.ts#sendRemovalNotices",
    ],
    [sms],
  ),
  entry(
    "removalSms.reply",
    "A business whose reply is removed is told why; the review stays.",
    [
      "app/domain/moderation/review-reports/decide-report.server.ts#decideComplaint",
      "app/domain/jobs/send-removal-notices.server.ts#sendRemovalNotices",
    ],
    [sms],
  ),
  entry(
    "contact.intro",
    "A message from the contact page reaches the admin, who replies.",
    [
      "app/routes/contact.tsx#action",
      "app/domain/grievances/contact-messages.server.ts#storeContactMessage",
      "app/routes/admin-dashboard/contact-messages.tsx#ContactMessages",
    ],
    [contact, "tests/integration/grievances/contact-messages.test.ts"],
  ),
  entry(
    "contact.sentText",
    "A sent message is kept and waits on the admin's list until it is answered.",
    [
      "app/domain/grievances/contact-messages.server.ts#listWaitingContactMessages",
      "app/domain/grievances/contact-messages.server.ts#markContactMessageAnswered",
    ],
    [contact, "tests/integration/grievances/contact-messages.test.ts"],
  ),
  entry(
    "contact.limited",
    "A network is asked to wait after five messages in an hour; what it wrote stays in the form.",
    ["app/auth/rate-limit.server.ts#rateLimitRules"],
    [contact, "tests/integration/auth/rate-limit.test.ts"],
  ),
];
