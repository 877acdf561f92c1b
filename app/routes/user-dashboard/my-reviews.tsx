import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { StaffNote } from "~/components/staff-note";
import { StatusBadge } from "~/components/status-badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { useFlashToast } from "~/components/use-flash-toast";
import type { MyReview as MyReviewRow } from "~/domain/reviews/reviewer-lists.server";
import { formatDate } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";
import { pageParams } from "./reviewer-list-pages";

/**
 * A review as My Reviews shows it: the campaign and the earnings stay on the server; a rejected
 * review still open to its one revision carries its deadline and its text (decision 028).
 */
export type MyReview = Omit<
  MyReviewRow,
  | "campaignId"
  | "earnings"
  | "rejectionCategory"
  | "rejectionTemplate"
  | "removalGround"
  | "removalNote"
  | "appeal"
> & {
  /** Why the admin removed it after a complaint, in the reviewer's language (decision 080). */
  removal: string | null;
  /** Its one appeal (decision 091): open to it, waiting, or decided, with the words to show. */
  appeal: {
    state: "open" | "waiting" | "upheld" | "reinstated";
    text: string | null;
    /** The decider's reason as they wrote it (decision 109): shown with <StaffNote/>. */
    note: string | null;
  } | null;
  revision: { reviseBy: Date; reviewText: string } | null;
  /** The rejection's category, already in the reviewer's language (decision 032). */
  rejectionCategory: string | null;
};

/** A rejected review with its revision still open, as the Revise dialog needs it. */
export type RevisableReview = MyReview & { revision: NonNullable<MyReview["revision"]> };

export function MyReviews({
  reviews,
  onEditInfo,
  onRevise,
  onAppeal,
}: {
  /** The page of reviews, and how long a decision usually takes when one of them waits. */
  reviews: KeysetPaged<MyReview> & { decisionWait: string | null };
  onEditInfo: () => void;
  onRevise: (review: RevisableReview) => void;
  onAppeal: (review: MyReview) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  useEffect(() => {
    if (fetcher.data?.done === "withdraw") setWithdrawing(null);
  }, [fetcher.data]);
  return (
    <Card>
      <div className="flex items-center justify-between gap-2">
        <CardTitle>{t("reviewer.myReviews")}</CardTitle>
        <button
          type="button"
          onClick={onEditInfo}
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label={t("reviewer.editInfo")}
          title={t("reviewer.editInfo")}
        >
          <Icon name="pen-line" />
        </button>
      </div>
      {reviews.list.length === 0 ? (
        <div className="mt-2 text-sm text-ink-700">
          <p>{t("reviewer.noReviews")}</p>
          {/* The next step: the list of campaigns open to this reviewer. */}
          <a
            href="#available-campaigns"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t("reviewer.findCampaign")}
          </a>
        </div>
      ) : (
        // A box of its own only where the page beside it is wide; on a phone the page scrolls.
        <section
          aria-label={t("reviewer.myReviews")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes focus so that the keyboard can scroll it (decision 055)
          tabIndex={0}
          className="scroll-region relative mt-3 max-sm:overflow-visible sm:max-h-[15rem]"
        >
          <ul className="divide-y divide-ink-100" aria-label={t("reviewer.myReviews")}>
            {reviews.list.map((review) => (
              <li
                key={review.id}
                id={`review-${review.id}`}
                tabIndex={-1}
                className="scroll-mt-20 space-y-1 py-2.5 outline-none target:bg-red-50 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-medium text-ink-950">{review.businessName}</p>
                  <StatusBadge kind="review" status={review.status} />
                </div>
                <p className="flex items-center gap-2 text-xs text-ink-600">
                  {t("reviewer.submittedOn", { date: formatDate(review.createdAt, language) })} ·
                  <span className="inline-flex items-center gap-0.5">
                    <Icon name="star" className="size-3.5 fill-saffron-400 text-saffron-500" />
                    <span className="sr-only">{t("reviewer.star", { count: review.rating })}</span>
                    <span aria-hidden="true">{review.rating}</span>
                  </span>
                </p>
                {review.status === "pending" && reviews.decisionWait ? (
                  <p className="flex items-center gap-1.5 text-xs text-ink-700">
                    <Icon name="clock" className="size-3.5 shrink-0" />
                    {reviews.decisionWait}
                  </p>
                ) : null}
                {review.status === "rejected" && review.rejectionCategory ? (
                  <p className="text-sm font-medium text-red-800">{review.rejectionCategory}</p>
                ) : null}
                {review.status === "rejected" && review.rejectionReason ? (
                  <p className="text-sm whitespace-pre-line text-red-800">
                    {t("reviewer.rejectionReason", { reason: review.rejectionReason })}
                  </p>
                ) : null}
                {review.removal ? (
                  <p
                    className="text-sm whitespace-pre-line text-red-800"
                    data-testid="removal-reason"
                  >
                    {review.removal}
                  </p>
                ) : null}
                {review.appeal?.text ? (
                  <div data-testid="appeal-state">
                    <p
                      className={
                        review.appeal.state === "reinstated"
                          ? "text-sm whitespace-pre-line text-green-800"
                          : "text-sm whitespace-pre-line text-ink-800"
                      }
                    >
                      {review.appeal.text}
                    </p>
                    <StaffNote text={review.appeal.note} className="mt-1" />
                  </div>
                ) : null}
                {review.appeal?.state === "open" ? (
                  <Button variant="link" size="sm" onClick={() => onAppeal(review)}>
                    <Icon name="megaphone" />
                    {t("removalAppeals.appealButton")}
                  </Button>
                ) : null}
                {review.revision ? (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() =>
                      review.revision && onRevise({ ...review, revision: review.revision })
                    }
                  >
                    <Icon name="pen-line" />
                    {t("revision.reviseBy", {
                      date: formatDate(review.revision.reviseBy, language),
                    })}
                  </Button>
                ) : null}
                {review.status === "pending" || review.status === "approved" ? (
                  <Button variant="link" size="sm" onClick={() => setWithdrawing(review.id)}>
                    <Icon name="undo-2" />
                    {t("reviewer.withdraw")}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pager param={pageParams.reviews} paged={reviews} label={t("reviewer.myReviews")} />
      <Dialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? null : setWithdrawing(null))}
      >
        <DialogContent title={t("reviewer.withdrawTitle")} description={t("reviewer.withdrawText")}>
          <fetcher.Form method="post">
            <input type="hidden" name="reviewId" value={withdrawing ?? ""} />
            <DialogActions
              cancel={t("reviewer.cancel")}
              onCancel={() => setWithdrawing(null)}
              submit={t("reviewer.withdrawConfirm")}
              intent={"withdraw" satisfies ReviewerIntent}
              destructive
              disabled={fetcher.state !== "idle"}
            />
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
