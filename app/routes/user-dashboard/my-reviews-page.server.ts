import type { DbOrTx } from "~/db/client.server";
import type { RemovalGround } from "~/db/complaint-grounds";
import { type DecisionTime, durationKey } from "~/domain/moderation/decision-time";
import { readPublishedDecisionTime } from "~/domain/moderation/decision-times.server";
import type { RejectionCategory } from "~/domain/reviews/rejection-category";
import { type AuthorAppeal, listMyReviews } from "~/domain/reviews/reviewer-lists.server";
import { findRevisable } from "~/domain/reviews/revise-review.server";
import { formatDate } from "~/domain/shared/dates";
import { type KeysetWindow, loadKeysetPage, readPageRequest } from "~/domain/shared/list-pages";
import type { Language } from "~/i18n/languages";
import { rejectionReasonText } from "~/i18n/rejection-reason-text.server";
import { serverT } from "~/i18n/translate.server";
import type { MyReview } from "./my-reviews";
import { PAGE_SIZE, pageParams } from "./reviewer-list-pages";

/**
 * My Reviews as the page shows it (its presenter): one page of the reviewer's reviews, each
 * rejected one still open to its revision with its deadline and text (decision 028), its
 * rejection's category already in the reviewer's language (decision 032); the campaign and the
 * earnings stay on the server.
 */
export async function loadMyReviewsPage(
  db: DbOrTx,
  input: {
    userId: string;
    language: Language;
    searchParams: URLSearchParams;
    count: () => Promise<number>;
  },
) {
  const page = await loadKeysetPage({
    request: readPageRequest(input.searchParams, pageParams.reviews),
    size: PAGE_SIZE,
    count: input.count,
    list: async (window: KeysetWindow) =>
      withRevisable(db, input.userId, await listMyReviews(db, { userId: input.userId, ...window })),
  });
  // Only a page with a review waiting says how long a decision usually takes (decision 069).
  const waiting = page.list.some((review) => review.status === "pending");
  return {
    ...page,
    decisionWait: waiting
      ? decisionWaitText(await readPublishedDecisionTime(db), input.language)
      : null,
    list: page.list.map(
      ({
        campaignId: _campaignId,
        earnings: _earnings,
        cursor: _cursor,
        rejectionCategory,
        rejectionTemplate,
        removalGround,
        removalNote,
        appeal,
        ...review
      }): MyReview => ({
        ...review,
        removal: removalGround ? removalText(removalGround, removalNote, input.language) : null,
        // A removed review's appeal, or a reinstated one's outcome (decision 091); no other
        // review has one to show.
        appeal: appealState(
          review.status,
          review.status === "removed" || review.status === "approved" ? appeal : null,
          input.language,
        ),
        rejectionReason: rejectionReasonText(
          { template: rejectionTemplate, note: review.rejectionReason },
          input.language,
        ),
        rejectionCategory:
          review.status === "rejected"
            ? rejectionCategoryText(rejectionCategory, input.language)
            : null,
      }),
    ),
  };
}

/** A page of My Reviews with, on each rejected review still revisable, its deadline and text. */
async function withRevisable<Row extends { id: string; status: string }>(
  db: DbOrTx,
  userId: string,
  list: Row[],
): Promise<(Row & { revision: { reviseBy: Date; reviewText: string } | null })[]> {
  const rejected = list.filter((review) => review.status === "rejected").map((review) => review.id);
  const revisable = await findRevisable(db, { userId, reviewIds: rejected });
  return list.map((review) => ({ ...review, revision: revisable[review.id] ?? null }));
}

/** The category's words, made here so the category names stay out of the page's script. */
function rejectionCategoryText(
  category: RejectionCategory | null,
  language: Language,
): string | null {
  if (!category) return null;
  return serverT(language)("rejectionCategory.reviewerLabel", {
    category: serverT(language)(`rejectionCategory.${category}`),
  });
}

/** Why a published review was removed, in the reviewer's language (decision 080). */
function removalText(ground: RemovalGround, note: string | null, language: Language): string {
  const t = serverT(language);
  const why = t("removals.removedBecause", { ground: t(`removalGround.${ground}`) });
  return note ? `${why} ${t("removals.note", { note })}` : why;
}

/**
 * Where a removed review's appeal stands, in the reviewer's language (decision 091): open to its
 * one appeal, waiting, or decided with the reason; null for a review that was never removed.
 */
function appealState(
  status: string,
  appeal: AuthorAppeal | null,
  language: Language,
): MyReview["appeal"] {
  const t = serverT(language);
  if (!appeal) return status === "removed" ? { state: "open", text: null, note: null } : null;
  if (!appeal.outcome || !appeal.decidedAt) {
    return {
      state: "waiting",
      text: t("removalAppeals.waiting", { date: formatDate(appeal.appealedAt, language) }),
      note: null,
    };
  }
  return {
    state: appeal.outcome,
    text: t(
      appeal.outcome === "reinstated" ? "removalAppeals.reinstated" : "removalAppeals.upheld",
      { date: formatDate(appeal.decidedAt, language) },
    ),
    // The decider's reason as written, shown beside a frame in the reader's language (109).
    note: appeal.decisionReason,
  };
}

/**
 * "Usually decided within about 5 hours": the last 30 days' 90th percentile, so that nine
 * reviewers in ten hear a time they will not wait past (decision 069); null before a measure.
 */
function decisionWaitText(time: DecisionTime, language: Language): string | null {
  const t = serverT(language);
  if (time.kind === "unknown") return null;
  if (time.kind === "too_few") return t("decisionTimes.pendingTooFew");
  return t("decisionTimes.pendingMeasured", {
    time: t(durationKey(time.p90), { count: time.p90.count }),
  });
}
