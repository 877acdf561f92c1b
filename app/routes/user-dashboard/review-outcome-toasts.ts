import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import { useTranslation } from "~/i18n/use-translation";
import type { MyReview } from "./my-reviews";

/**
 * Tells the reviewer, once, when a review they are looking at is decided while the page is open
 * (a live refresh of My Reviews), instead of the wallet and the badge changing silently.
 */
export function useReviewOutcomeToasts(reviews: readonly MyReview[]) {
  const { t } = useTranslation();
  const showToast = useToast();
  // Statuses last shown; null until the first render, whose statuses are not news.
  const shown = useRef<Map<string, MyReview["status"]> | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = new Map(reviews.map((review) => [review.id, review.status]));
    if (!before) return;
    for (const review of reviews) {
      if (before.get(review.id) !== "pending") continue;
      if (review.status === "approved") {
        showToast({
          title: t("reviewer.approvedLiveTitle", { amount: formatRupees(REWARD_PER_REVIEW) }),
          description: review.businessName,
          variant: "success",
        });
      } else if (review.status === "rejected") {
        showToast({
          title: t("reviewer.rejectedLiveTitle"),
          description: review.businessName,
          link: { label: t("reviewer.seeReason"), href: `#review-${review.id}` },
        });
      }
    }
  }, [reviews, showToast, t]);
}
