import { factValues } from "~/i18n/facts";
import type { PromiseEntry } from "./types";

// The amounts as the texts state them (decision 115).
const { reward } = factValues;

/*
 * Moderation's promises (decision 091): rating-blind checks in every setup, the rating that never
 * counts, what is published, and an author's appeal of a removed review.
 */

const blind = "tests/integration/moderation/rating-blind.test.ts";
const appeals = "tests/integration/moderation/removal-appeals.test.ts";
const browser = "tests/e2e/rating-blind-and-appeals.spec.ts";
const queue = "app/routes/_staff/review-card/queue-cards.server.ts#loadReviewQueue";
const queueColumns = "app/domain/moderation/review-queue.server.ts#queueColumns";
const reveal = "app/domain/moderation/reveal-rating.server.ts#revealRating";
const heldReview = "app/domain/moderation/held-review.server.ts#findHeldReview";
const appeal = "app/domain/moderation/removal-appeals/appeal-removal.server.ts#appealRemoval";
const decide =
  "app/domain/moderation/removal-appeals/decide-removal-appeal.server.ts#decideRemovalAppeal";
const ledger = "app/domain/moderation/get-moderation-ledger.server.ts#getModerationLedger";
const publicReviews = "app/domain/reviews/public-reviews.server.ts#listPublicReviews";

export const promises: readonly PromiseEntry[] = [
  {
    key: "policies.reviewPolicy.sections.ratingBlind.text",
    promise:
      "Nobody who checks a review, the lone admin included, sees its rating before recording their check, unless they press 'Show rating', which the staff access log records.",
    keptBy: [
      queueColumns,
      queue,
      heldReview,
      reveal,
      "app/routes/admin-dashboard/review-queue.tsx",
    ],
    provedBy: [blind, browser],
  },
  {
    key: "decisionTimes.ratingBlind",
    promise:
      "The public page's line: the rating is not shown before the check; an earlier view on request is logged.",
    keptBy: [queueColumns, queue, reveal],
    provedBy: [blind, browser],
  },
  {
    key: "policies.reviewPolicy.sections.rating.text",
    promise:
      "The rating never changes the reward, a review's visibility or its order: every approved review earns the same and the page is ordered by date.",
    keptBy: [
      "app/domain/moderation/decide-review.server.ts#approveReview",
      publicReviews,
      queueColumns,
    ],
    provedBy: [blind],
  },
  {
    key: "policies.reviewPolicy.sections.publication.text",
    promise:
      "Approved reviews are shown newest first; a removed one leaves the page, its author may appeal once, someone other than its remover decides, and a reinstated review returns to its date's place.",
    keptBy: [publicReviews, appeal, decide],
    provedBy: [appeals, browser],
  },
  ...(["ledger.appealReinstated_one", "ledger.appealReinstated_other"] as const).map((key) => ({
    key,
    promise:
      "The public ledger counts removed reviews published again after their authors' appeals, in their places by date.",
    keptBy: [ledger, "app/domain/moderation/summarise-ledger.ts#summariseLedger", decide],
    provedBy: [appeals, browser],
  })),
  ...(["ledger.appealUpheld_one", "ledger.appealUpheld_other"] as const).map((key) => ({
    key,
    promise: "The public ledger counts removals kept after their authors' appeals.",
    keptBy: [ledger, "app/domain/moderation/summarise-ledger.ts#summariseLedger"],
    provedBy: [appeals],
  })),
  {
    key: "removalAppeals.dialogText",
    promise: `The author of a removed review may appeal once; someone who did not remove it decides; the ${reward} reward stays theirs.`,
    keptBy: [appeal, decide],
    provedBy: [appeals, browser],
  },
  {
    key: "removalAppeals.staffIntro",
    promise:
      "Whoever removed a review cannot decide its appeal; reinstatement restores its date's place and pays no second reward.",
    keptBy: [decide],
    provedBy: [appeals, browser],
  },
];
