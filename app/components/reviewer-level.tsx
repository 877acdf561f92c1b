import type { ReviewerLevel } from "~/domain/trust/reviewer-level";
import { useTranslation } from "~/i18n/use-translation";

/** 'Trusted reviewer · 12 reviews': the level earned by approved reviews (decision 027). */
export function ReviewerLevelLabel({
  level,
  approvedReviews,
  className,
}: {
  level: ReviewerLevel;
  approvedReviews: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      {t(`reviewerLevel.${level}`)} · {t("reviewerLevel.reviews", { count: approvedReviews })}
    </span>
  );
}
