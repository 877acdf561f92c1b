import { Suspense, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { lazyDialog } from "~/components/ui/dialog";
import { useFlashToast } from "~/components/use-flash-toast";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { useTranslation } from "~/i18n/use-translation";
import type { QueueCard } from "~/routes/_staff/review-card/queue-cards.server";
import type { QueueOrder } from "~/routes/_staff/review-card/queue-order";
import type { RejectionTexts } from "~/routes/_staff/review-card/rejection-texts.server";
import { DecisionCheck, ReviewCard } from "~/routes/_staff/review-card/review-card";
import { QueueOrderSwitch } from "~/routes/_staff/review-card/risk-signals";
import { pageParams } from "~/routes/_staff/staff-list-pages";
import {
  type ActionResult,
  type AdminIntent,
  type RatingAnswer,
  reviewModerationKey,
} from "./admin-intents";
import { SuspendAccountButton } from "./suspend-account-button";

// The dialog and its category texts come when an admin first rejects, not with every visit.
const ReviewRejectionDialog = lazyDialog(() =>
  import("~/routes/_staff/review-card/review-rejection-dialog").then(
    (module) => module.ReviewRejectionDialog,
  ),
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
      {/* Said once above the list, not on each of its 20 cards. */}
      {reviews.teamDecides ? (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t("workbench.teamOverview")}
        </p>
      ) : null}
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
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: reviewModerationKey });
  const [proofChecked, setProofChecked] = useState(false);
  const [textChecked, setTextChecked] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  // Once opened, the dialog stays mounted, so what was typed and closed is still there.
  const [rejectOpened, setRejectOpened] = useState(false);
  const busy = fetcher.state !== "idle";
  const ids = useId();
  return (
    <li>
      <ReviewCard
        review={review}
        headingLevel={3}
        badge={
          review.checkOnePassed ? (
            <Badge tone="brand" className="my-1" data-testid="check-one-passed">
              {t("queue.checkOnePassed")}
            </Badge>
          ) : null
        }
        aside={<ShowRating reviewId={review.id} />}
      >
        <div hidden={teamDecides}>
          <DecisionCheck
            form={`${ids}-decision`}
            name="proofChecked"
            label={t("queue.checkProof")}
            checked={proofChecked}
            onChange={setProofChecked}
          />
          <DecisionCheck
            form={`${ids}-decision`}
            name="textChecked"
            label={t("queue.checkText")}
            checked={textChecked}
            onChange={setTextChecked}
          />
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
      </ReviewCard>
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
