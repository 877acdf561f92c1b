import type { DbOrTx } from "~/db/client.server";
import { listCheckOnePassed } from "~/domain/moderation/check-one-passed.server";
import { loadFlagsFor, type QueueFlag } from "~/domain/moderation/queue-flags.server";
import { listPendingReviews, type QueueReview } from "~/domain/moderation/review-queue.server";
import { listRiskiestPendingReviews } from "~/domain/moderation/riskiest-queue.server";
import { loadVisitSignals } from "~/domain/moderation/visit-signals.server";
import { reviewPreview } from "~/domain/reviews/review-preview";
import { type EarlierVersion, loadHistoryFor } from "~/domain/reviews/revision-history.server";
import { formatDate } from "~/domain/shared/dates";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import type { RiskSignal } from "~/domain/trust/assess-risk";
import { listPayoutSharingSignals } from "~/domain/trust/payout-sharing.server";
import { listReviewRisks, type ReviewRisk } from "~/domain/trust/review-risk.server";
import { RESAVED_PROOF_DISTANCE } from "~/domain/trust/similar-proofs.server";
import type { Language } from "~/i18n/languages";
import { rejectionReasonText } from "~/i18n/rejection-reason-text.server";
import { serverT } from "~/i18n/translate.server";
import { PAGE_SIZE, pageParams } from "~/routes/_staff/staff-list-pages";
import { queueOrderOf } from "./queue-order";
import { rejectionTexts } from "./rejection-texts.server";
import { visitSignalTexts } from "./visit-signal-texts.server";

/*
 * The Review Queue's presenter: one page of queue cards, each exactly what its card shows, read
 * from the queue (oldest or riskiest first), the risk of each review (decision 027), its copy
 * flags (decision 026) and its earlier versions (decision 028). Most reviews have no flags and
 * were never revised: those two reads are made only for the reviews that have something to read
 * (the risk read counts the flags, the list carries revision_count), none on most pages. Flags and
 * signals are put in words here, in the admin's language: they are read, never changed in the
 * page, so their messages stay on the server instead of adding to every admin page's script.
 */

/** The Review Queue tab: a page of cards, their order, and the Reject dialog's texts. */
export async function loadReviewQueue(
  db: DbOrTx,
  input: {
    adminId: string;
    language: Language;
    searchParams: URLSearchParams;
    /** How many reviews wait in all: the admin's counters. */
    count: number;
    /** False when another tab is shown: the queue then reads no rows, only its count. */
    shown: boolean;
    /** The team has two people (read with the counters, adminCounts). */
    teamOfTwo: boolean;
  },
) {
  const order = queueOrderOf(input.searchParams);
  // With a team the two checks are made one at a time in the workbench (decision 060).
  const teamDecides = input.teamOfTwo;
  const listQueue = order === "risk" ? listRiskiestPendingReviews : listPendingReviews;
  // Read from its cursor: page 2,000 of the queue costs what page 1 costs (list-pages.ts).
  const page = await loadKeysetPage({
    request: readPageRequest(input.searchParams, pageParams.reviews),
    size: PAGE_SIZE,
    count: async () => input.count,
    list: (window: KeysetWindow) =>
      input.shown ? listQueue(db, { adminId: input.adminId, ...window }) : Promise.resolve([]),
  });
  return {
    ...page,
    list: await queueCards(db, { ...input, reviews: page.list }),
    teamDecides,
    order,
    rejectionTexts: rejectionTexts(input.language),
  };
}

async function queueCards(
  db: DbOrTx,
  input: { adminId: string; language: Language; reviews: QueueReview[] },
) {
  const [details, checkOnePassed] = await Promise.all([
    reviewCardDetails(db, {
      staffId: input.adminId,
      language: input.language,
      reviews: input.reviews,
    }),
    listCheckOnePassed(db, {
      adminId: input.adminId,
      reviewIds: input.reviews.map((review) => review.id),
    }),
  ]);
  return input.reviews.map((review) => ({
    ...queueRow(review),
    ...(details.get(review.id) ?? { flags: [] }),
    checkOnePassed: checkOnePassed.has(review.id),
  }));
}

/**
 * What a card shows beside a review, for the moderation team: its copy flags, risk signals and
 * earlier versions without their ratings, keyed by review (the admin's queue and a moderator's
 * held review alike).
 */
export async function reviewCardDetails(
  db: DbOrTx,
  input: {
    staffId: string;
    language: Language;
    reviews: readonly { id: string; revisionCount: number }[];
  },
) {
  const risks = await listReviewRisks(db, {
    staffId: input.staffId,
    reviewIds: input.reviews.map((review) => review.id),
  });
  const flaggedIds = [...risks].filter(([, risk]) => risk.flagged).map(([id]) => id);
  const revisedIds = input.reviews
    .filter((review) => review.revisionCount > 0)
    .map((review) => review.id);
  const [flags, history, sharing, visits] = await Promise.all([
    loadFlagsFor(db, flaggedIds),
    loadHistoryFor(db, {
      staffId: input.staffId,
      reviewIds: revisedIds,
      // No earlier rating either: it would tell the current one (decision 091).
      withRatings: false,
    }),
    listPayoutSharingSignals(db, { staffId: input.staffId, reviewIds: [...risks.keys()] }),
    // The proof's place and time (decision 129): one statement for the page's cards.
    loadVisitSignals(
      db,
      input.reviews.map((review) => review.id),
    ),
  ]);
  return new Map(
    input.reviews.map((review) => {
      const risk = risks.get(review.id);
      const versions = history[review.id];
      const visit = visits.get(review.id);
      // A card without risk or history sends neither key (the page's data says undefined too).
      return [
        review.id,
        {
          flags: (flags.get(review.id) ?? []).map((flag) => ({
            ...flag,
            ...flagTexts(flag, input.language),
          })),
          ...(risk ? { risk: cardRisk(risk, input.language, sharing.get(review.id)) } : {}),
          ...(versions
            ? { history: versions.map((earlier) => historyRow(earlier, input.language)) }
            : {}),
          ...(visit?.length ? { visit: visitSignalTexts(visit, input.language) } : {}),
        },
      ];
    }),
  );
}

/** An earlier version with its rejection's reason worded in the admin's language. */
function historyRow(
  { rejectionTemplate, rejectionReason, ...earlier }: EarlierVersion,
  language: Language,
) {
  return {
    ...earlier,
    rejectionReason: rejectionReasonText(
      { template: rejectionTemplate, note: rejectionReason },
      language,
    ),
  };
}

/**
 * A queued review as its card shows it: a preview of its text, the rest on request; no rating,
 * whoever checks (decision 091): 'Show rating' answers it, logged.
 */
function queueRow(review: QueueReview) {
  const preview = reviewPreview(review.reviewText);
  return {
    id: review.id,
    businessName: review.businessName,
    reviewerIdTail: review.reviewerIdTail,
    reviewText: preview.text,
    truncated: preview.truncated,
    createdAt: review.createdAt,
  };
}

function cardRisk(risk: ReviewRisk, language: Language, payoutSharing: RiskSignal[] = []) {
  return {
    score: risk.score,
    level: risk.level,
    approvedReviews: risk.approvedReviews,
    signals: [...payoutSharing, ...risk.signals].map((signal) => signalText(signal, language)),
  };
}

/** Why the review is flagged, naming the earlier review; the caption over the earlier text or proof. */
function flagTexts(flag: QueueFlag, language: Language) {
  const t = serverT(language);
  const business = flag.earlier.businessName;
  const date = formatDate(flag.earlier.createdAt, language);
  const reason =
    flag.kind === "copied_text"
      ? t("flagReasons.copiedText", { percent: flag.score, business, date })
      : flag.sameBytes
        ? t("flagReasons.reusedProofSameFile")
        : flag.score <= RESAVED_PROOF_DISTANCE
          ? t("flagReasons.reusedProofResaved")
          : t("flagReasons.reusedProofEdited");
  return {
    reason,
    earlierCaption: t(
      flag.kind === "copied_text" ? "flagReasons.earlierReview" : "flagReasons.earlierProof",
      { business, date },
    ),
    earlierAlt: t("flagReasons.earlierProofAlt", { business }),
  };
}

/** One risk signal as its sentence ('Account 2 days old') and its level. */
function signalText(
  signal: Pick<RiskSignal, "reason" | "level" | "values">,
  language: Language,
): { reason: RiskSignal["reason"]; level: RiskSignal["level"]; text: string } {
  return {
    reason: signal.reason,
    level: signal.level,
    text: serverT(language)(`riskReasons.${signal.reason}`, signal.values),
  };
}

/** One card of the Review Queue: everything it shows, and nothing more. */
export type QueueCard = Awaited<ReturnType<typeof queueCards>>[number];
export type ReviewCardDetails = NonNullable<
  ReturnType<Awaited<ReturnType<typeof reviewCardDetails>>["get"]>
>;
export type QueueRisk = NonNullable<QueueCard["risk"]>;
export type QueueVisit = NonNullable<QueueCard["visit"]>;
export type FlagTexts = ReturnType<typeof flagTexts>;
