import { lazy, Suspense, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useFlashToast } from "~/components/use-flash-toast";
import { formatDate } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import {
  type ActionResult,
  type AdminIntent,
  type RatingAnswer,
  reviewModerationKey,
} from "./admin-intents";
import { pageParams } from "./admin-list-pages";
import type { QueueCard } from "./queue-cards.server";
import type { QueueOrder } from "./queue-order";
import type { RejectionTexts } from "./rejection-texts.server";
import { ReviewFlags } from "./review-flags";
import { ReviewHistory } from "./review-history";
import { QueueOrderSwitch, RiskSignals } from "./risk-signals";
import { SuspendAccountButton } from "./suspend-account-button";

// The dialog and its category texts come when an admin first rejects, not with every visit.
const ReviewRejectionDialog = lazy(() =>
  import("./review-rejection-dialog").then((module) => ({
    default: module.ReviewRejectionDialog,
  })),
);

export function ReviewQueue({
  reviews,
}: {
  reviews: KeysetPaged<QueueCard> & {
    order: QueueOrder;
    rejectionTexts: RejectionTexts;
    /** Two or more people: the checks are made one at a time in the workbench (decision 060). */
    teamDecides: boolean;
  };
}) {
  const { t } = useTranslation();
  // Rows share one fetcher, read here: a moderated review leaves the queue before it could say so.
  const moderation = useFetcher<ActionResult>({ key: reviewModerationKey });
  useFlashToast(moderation.data?.toast);
  if (reviews.list.length === 0) {
    return (
      <Card>
        <p className="text-ink-700">{t("admin.noPendingReviews")}</p>
      </Card>
    );
  }
  return (
    <div className="space-y-3">
      {/* The tab names the queue on screen; this heading puts its cards' h3s in order. */}
      <h2 className="sr-only">{t("admin.reviewQueue")}</h2>
      <p className="text-sm text-ink-600">{t("queue.policyReminder")}</p>
      <QueueOrderSwitch order={reviews.order} />
      <ul className="space-y-3" aria-label={t("admin.reviewQueue")}>
        {reviews.list.map((review) => (
          <QueueItem
            key={review.id}
            review={review}
            rejectionTexts={reviews.rejectionTexts}
            teamDecides={reviews.teamDecides}
          />
        ))}
      </ul>
      <Pager param={pageParams.reviews} paged={reviews} label={t("admin.reviewQueue")} />
    </div>
  );
}

function QueueItem({
  review,
  rejectionTexts,
  teamDecides,
}: {
  review: QueueCard;
  rejectionTexts: RejectionTexts;
  teamDecides: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const fetcher = useFetcher<ActionResult>({ key: reviewModerationKey });
  // The queue sends a preview of a long review; the whole text comes when asked for.
  const wholeText = useFetcher<{ reviewText: string }>();
  const [proofChecked, setProofChecked] = useState(false);
  const [textChecked, setTextChecked] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  // Once opened, the dialog stays mounted, so what was typed and closed is still there.
  const [rejectOpened, setRejectOpened] = useState(false);
  const busy = fetcher.state !== "idle";
  const ids = useId();
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-semibold text-ink-950">{review.businessName}</h3>
            {review.checkOnePassed ? (
              <Badge tone="brand" className="my-1 whitespace-normal" data-testid="check-one-passed">
                {t("queue.checkOnePassed")}
              </Badge>
            ) : null}
            <p className="text-sm text-ink-600">
              {t("queue.reviewer", { tail: review.reviewerIdTail })} ·{" "}
              {t("queue.submitted", { date: formatDate(review.createdAt, language) })}
            </p>
          </div>
          <ShowRating reviewId={review.id} />
        </div>
        <div className="space-y-1 rounded-lg bg-ink-50 p-3">
          <p className="whitespace-pre-line text-ink-900">
            {wholeText.data?.reviewText ??
              (review.truncated ? `${review.reviewText}…` : review.reviewText)}
          </p>
          {review.truncated && !wholeText.data ? (
            <Button
              variant="link"
              size="sm"
              className="px-0"
              disabled={wholeText.state !== "idle"}
              onClick={() =>
                wholeText.load(
                  `/admin/reviews/${review.id}/text?at=${new Date(review.createdAt).getTime()}`,
                )
              }
            >
              {t("queue.readWholeReview")}
            </Button>
          ) : null}
        </div>
        <ReviewHistory reviewId={review.id} versions={review.history} />
        <ReviewFlags reviewId={review.id} reviewText={review.reviewText} flags={review.flags} />
        <RiskSignals risk={review.risk} />
        <a
          href={`/proof/${review.id}`}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Icon name="external-link" />
          {t("queue.viewProof")}
        </a>
        {teamDecides ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {t("workbench.teamOverview")}
          </p>
        ) : null}
        <div hidden={teamDecides}>
          <label
            htmlFor={`${ids}-proof`}
            className="flex min-h-11 items-center gap-2 text-sm text-ink-900"
          >
            <input
              id={`${ids}-proof`}
              form={`${ids}-decision`}
              name="proofChecked"
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={proofChecked}
              onChange={(event) => setProofChecked(event.currentTarget.checked)}
            />
            {t("queue.checkProof")}
          </label>
          <label
            htmlFor={`${ids}-text`}
            className="flex min-h-11 items-center gap-2 text-sm text-ink-900"
          >
            <input
              id={`${ids}-text`}
              form={`${ids}-decision`}
              name="textChecked"
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={textChecked}
              onChange={(event) => setTextChecked(event.currentTarget.checked)}
            />
            {t("queue.checkText")}
          </label>
        </div>
        <fetcher.Form id={`${ids}-decision`} method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="reviewId" value={review.id} />
          {teamDecides ? null : (
            <Button
              type="submit"
              name="intent"
              value={"approve-review" satisfies AdminIntent}
              size="sm"
              disabled={busy || !proofChecked || !textChecked}
            >
              <Icon name="check" />
              {t("queue.approve")}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => {
              setRejectOpened(true);
              setRejecting(true);
            }}
          >
            <Icon name="x" />
            {t("queue.reject")}
          </Button>
        </fetcher.Form>
        <SuspendAccountButton
          subject={{ name: "reviewId", value: review.id }}
          who="reviewer"
          account={t("queue.reviewer", { tail: review.reviewerIdTail })}
        />
      </Card>
      {rejecting || rejectOpened ? (
        <Suspense fallback={null}>
          <ReviewRejectionDialog
            open={rejecting}
            onOpenChange={setRejecting}
            Form={fetcher.Form}
            reviewId={review.id}
            idPrefix={ids}
            texts={rejectionTexts}
            busy={busy}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/**
 * The rating is not on the card, whoever checks (decision 091): 'Show rating' asks for it, and
 * the server answers it once the view is a row of the staff access log.
 */
function ShowRating({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RatingAnswer>();
  useFlashToast(fetcher.data?.toast);
  const rating = fetcher.data?.rating;
  if (rating !== undefined) {
    return (
      <p className="text-sm font-medium text-ink-800" data-testid="revealed-rating">
        {t("queue.ratingValue", { count: rating })}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="flex flex-col items-end gap-0.5">
      <input type="hidden" name="reviewId" value={reviewId} />
      <Button
        type="submit"
        name="intent"
        value={"reveal-rating" satisfies AdminIntent}
        variant="outline"
        size="sm"
        disabled={fetcher.state !== "idle"}
      >
        <Icon name="star" />
        {t("queue.showRating")}
      </Button>
      <span className="max-w-[14rem] text-right text-xs text-ink-600">
        {t("queue.showRatingLogged")}
      </span>
    </fetcher.Form>
  );
}
