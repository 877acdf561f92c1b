import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { Card, CardTitle } from "~/components/ui/card";
import type { CampaignReviewRow } from "~/domain/campaigns/business-campaigns.server";
import { formatDateTime } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { ReplyButton } from "./reply-button";
import { reviewsParam } from "./review-list-pages";

/** The reviews submitted for the campaign, as the business may see them, a page at a time. */
export function SubmittedReviews({ reviews }: { reviews: KeysetPaged<CampaignReviewRow> }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <Card>
      <CardTitle>{t("campaign.submittedReviews")}</CardTitle>
      {reviews.list.length === 0 ? (
        <p className="mt-2 text-ink-700">{t("campaign.noReviews")}</p>
      ) : (
        <ul
          className="relative mt-3 max-h-[24rem] divide-y divide-ink-100 overflow-y-auto"
          aria-label={t("campaign.submittedReviews")}
        >
          {reviews.list.map((review) => (
            <li
              key={review.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2.5"
            >
              <div>
                <p className="font-medium text-ink-950">
                  {review.reviewerName || t("campaign.anonymous")}
                </p>
                <p className="text-xs text-ink-600">{formatDateTime(review.createdAt, language)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="flex items-center gap-1 text-sm">
                  <Icon name="star" className="size-4 fill-saffron-400 text-saffron-500" />
                  <span aria-hidden="true">{review.rating}</span>
                  <span className="sr-only">{t("campaign.rating", { count: review.rating })}</span>
                </span>
                <StatusBadge kind="review" status={review.status} />
                {review.status === "approved" ? (
                  <ReplyButton reviewId={review.id} reply={review.reply} />
                ) : null}
              </div>
              {review.status === "approved" && review.reply !== null ? (
                <p className="line-clamp-2 w-full border-l-2 border-brand-200 pl-2 text-sm text-ink-700">
                  {review.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager param={reviewsParam} paged={reviews} label={t("campaign.submittedReviews")} />
    </Card>
  );
}
