import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useWholeReviewText } from "~/components/use-whole-review-text";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { QueueCard, QueueRisk, QueueVisit } from "./queue-cards.server";
import { ReviewFlags } from "./review-flags";
import { type EarlierVersionRow, ReviewHistory } from "./review-history";
import { RiskSignals } from "./risk-signals";
import { VisitSignals } from "./visit-signals";

/** What the card shows of a review, from the admin's queue or a moderator's held review. */
export type ReviewCardReview = {
  id: string;
  businessName: string;
  reviewerIdTail: string;
  reviewText: string;
  /** The queue sends a preview of a long review (reviewPreview); the workbench the whole text. */
  truncated?: boolean;
  createdAt: Date;
  flags: QueueCard["flags"];
  risk?: QueueRisk;
  /** Where and when the proof was taken, in words (decision 129). */
  visit?: QueueVisit;
  history?: readonly EarlierVersionRow[];
};

/**
 * The one review card of the staff's screens (decision 119): the business, the reviewer's id tail
 * and date, the text (whole on request), its earlier versions, copy flags, risk signals and the
 * proof. What each screen decides with (its checks, buttons and dialogs) comes as `children`.
 */
export function ReviewCard({
  review,
  headingLevel,
  badge,
  aside,
  notice,
  children,
}: {
  review: ReviewCardReview;
  /** h3 in the admin's list (under the tab's h2), h2 on the workbench (under the page's h1). */
  headingLevel: 2 | 3;
  /** Beside the name: 'Check 1 passed' on the admin's queue. */
  badge?: ReactNode;
  /** At the header's end: the admin's 'Show rating'. */
  aside?: ReactNode;
  /** Above the text: the workbench's rating-blind line and the check due. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading className="font-semibold text-ink-950">{review.businessName}</Heading>
          {badge}
          <p className="text-sm text-ink-600">
            {t("queue.reviewer", { tail: review.reviewerIdTail })} ·{" "}
            {t("queue.submitted", { date: formatDate(review.createdAt, language) })}
          </p>
        </div>
        {aside}
      </div>
      {notice}
      <ReviewText review={review} />
      <ReviewHistory reviewId={review.id} versions={review.history} />
      <ReviewFlags
        reviewId={review.id}
        reviewText={review.reviewText}
        flags={review.flags}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
      <RiskSignals risk={review.risk} />
      <VisitSignals visit={review.visit} />
      <a
        href={`/proof/${review.id}`}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <Icon name="external-link" />
        {t("queue.viewProof")}
      </a>
      {children}
    </Card>
  );
}

/** The review's text; a preview's whole text comes when asked for. */
function ReviewText({ review }: { review: ReviewCardReview }) {
  const { t } = useTranslation();
  const { text, readWhole } = useWholeReviewText(
    review,
    `/admin/reviews/${review.id}/text?at=${new Date(review.createdAt).getTime()}`,
    t("queue.readWholeReview"),
  );
  return (
    <div className="space-y-1 rounded-lg bg-ink-50 p-3">
      <p className="whitespace-pre-line wrap-anywhere text-ink-900">{text}</p>
      {readWhole}
    </div>
  );
}

/** One of the two checks (SPEC §2), ticked with the mouse, a tap or, on the workbench, its key. */
export function DecisionCheck(props: {
  form: string;
  name: "proofChecked" | "textChecked";
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The workbench's key for it. */
  hint?: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink-900">
      <input
        form={props.form}
        name={props.name}
        type="checkbox"
        className="size-5 accent-brand-600"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {props.label}
      {props.hint}
    </label>
  );
}
