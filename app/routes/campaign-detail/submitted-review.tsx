import { Icon } from "~/components/icon";
import { StatusBadge } from "~/components/status-badge";
import { useWholeReviewText } from "~/components/use-whole-review-text";
import type { CampaignReviewRow } from "~/domain/campaigns/business-campaigns.server";
import type { OwnerReviewAnswer } from "~/domain/moderation/review-reports/owner-review-answers.server";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { DisputeButton } from "./dispute-button";
import { ReplyButton } from "./reply-button";
import { DisputeAnswer, RemovedAfterReport } from "./review-answer";

/**
 * A review as its campaign's page lists it: the start of a long text, the whole on request, and
 * the answer to the business's dispute or why it was removed (decision 108).
 */
export type SubmittedReview = Omit<CampaignReviewRow, "reviewText"> & {
  reviewText: string | null;
  truncated: boolean;
} & OwnerReviewAnswer;

/** One submitted review: who, when, the rating, its status, its text and the business's reply. */
export function SubmittedReviewItem({
  campaignId,
  review,
}: {
  campaignId: string;
  review: SubmittedReview;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { text, readWhole } = useWholeReviewText(
    review,
    `/campaign/${campaignId}/reviews/${review.id}/text?at=${new Date(review.createdAt).getTime()}`,
    t("ownerCampaign.readWholeReview"),
  );
  const name = review.reviewerName || t("campaign.anonymous");
  return (
    <li className="space-y-2 py-3" data-testid="submitted-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-ink-950">{name}</p>
          <p className="text-xs text-ink-600">{formatDateTime(review.createdAt, language)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-1 text-sm">
            <Icon name="star" className="size-4 fill-saffron-400 text-saffron-500" />
            <span aria-hidden="true">{review.rating}</span>
            <span className="sr-only">{t("campaign.rating", { count: review.rating })}</span>
          </span>
          <StatusBadge kind="review" status={review.status} />
          {review.status === "approved" && !review.replyRemoved ? (
            <ReplyButton
              reviewId={review.id}
              reply={review.reply}
              review={{ name, rating: review.rating, text }}
            />
          ) : null}
          {review.status === "approved" ? <DisputeButton reviewId={review.id} name={name} /> : null}
        </div>
      </div>
      {review.status === "removed" ? (
        <RemovedAfterReport ground={review.removalGround} />
      ) : review.reviewText === null ? (
        <p className="text-sm text-ink-600 italic">{t("ownerCampaign.textNotShown")}</p>
      ) : (
        <div>
          <p className="whitespace-pre-line wrap-anywhere text-ink-900">{text}</p>
          {readWhole}
        </div>
      )}
      {review.status === "approved" && review.reply !== null ? (
        <div className="border-l-2 border-brand-200 pl-3 text-sm">
          <p className="font-medium text-ink-800">{t("ownerCampaign.yourReply")}</p>
          <p className="whitespace-pre-line wrap-anywhere text-ink-700">{review.reply}</p>
        </div>
      ) : null}
      {review.replyRemoved ? (
        <p
          className="border-l-2 border-ink-200 pl-3 text-sm text-ink-700"
          data-testid="reply-removed"
        >
          {t("ownerCampaign.replyRemoved")}
        </p>
      ) : null}
      <DisputeAnswer dispute={review.dispute} />
    </li>
  );
}
