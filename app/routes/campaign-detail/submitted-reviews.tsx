import { Pager } from "~/components/pager";
import { Card, CardTitle } from "~/components/ui/card";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { useTranslation } from "~/i18n/use-translation";
import { reviewsParam } from "./review-list-pages";
import { type SubmittedReview, SubmittedReviewItem } from "./submitted-review";

/** The reviews submitted for the campaign, as the business may see them, a page at a time. */
export function SubmittedReviews({
  campaignId,
  reviews,
}: {
  campaignId: string;
  reviews: KeysetPaged<SubmittedReview>;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardTitle>{t("campaign.submittedReviews")}</CardTitle>
      {reviews.list.length === 0 ? (
        <p className="mt-2 text-ink-700">{t("campaign.noReviews")}</p>
      ) : (
        // A scrolling list (SPEC: 24rem): a region a keyboard can reach and scroll.
        <section
          className="relative mt-3 max-h-[24rem] overflow-y-auto pr-1"
          aria-label={t("campaign.submittedReviews")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable
          tabIndex={0}
        >
          <ul className="divide-y divide-ink-100" aria-label={t("campaign.submittedReviews")}>
            {reviews.list.map((review) => (
              <SubmittedReviewItem key={review.id} campaignId={campaignId} review={review} />
            ))}
          </ul>
        </section>
      )}
      <Pager param={reviewsParam} paged={reviews} label={t("campaign.submittedReviews")} />
    </Card>
  );
}
