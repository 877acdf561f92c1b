import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";
import type { RevisableReview } from "./my-reviews";
import type { ReviewerIntent } from "./reviewer-intents";
import { ReviewDialog } from "./write-review-dialog";

/**
 * Revise a rejected review: Write Review's form, starting from the earlier text and rating, with
 * the admin's reason on top; sending no new photo keeps the one sent before (decision 028).
 */
export function ReviseReviewDialog({
  review,
  onClose,
}: {
  review: RevisableReview;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReviewDialog
      title={t("revision.reviseTitle", { business: review.businessName })}
      intent={"revise-review" satisfies ReviewerIntent}
      fields={{ reviewId: review.id }}
      topics={[]}
      initial={{ text: review.revision.reviewText, rating: review.rating }}
      proofOptional
      notice={
        <div className="mb-4 space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <p className="flex items-center gap-1.5 font-semibold">
            <Icon name="shield-alert" className="size-4 shrink-0" />
            {t("revision.whyRejected")}
          </p>
          <p className="break-words whitespace-pre-line">{review.rejectionReason}</p>
          <p className="text-red-900">{t("revision.onceNotice")}</p>
        </div>
      }
      onClose={onClose}
    />
  );
}
