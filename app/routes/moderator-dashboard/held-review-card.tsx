import { Suspense, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { lazyDialog } from "~/components/ui/dialog";
import type { HeldReview } from "~/domain/moderation/held-review.server";
import type { RejectionCategory } from "~/domain/reviews/rejection-category";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { ReviewCardDetails } from "~/routes/_staff/review-card/queue-cards.server";
import type { RejectionTexts } from "~/routes/_staff/review-card/rejection-texts.server";
import { DecisionCheck, ReviewCard } from "~/routes/_staff/review-card/review-card";
import { ShortcutKey } from "./shortcut-key";
import { useKeyShortcuts } from "./use-key-shortcuts";
import {
  type WorkbenchIntent,
  type WorkbenchResult,
  workbenchFetcherKey,
} from "./workbench-intents";

// The dialog comes when someone first rejects, not with every visit.
const ReviewRejectionDialog = lazyDialog(() =>
  import("~/routes/_staff/review-card/review-rejection-dialog").then(
    (module) => module.ReviewRejectionDialog,
  ),
);

/** The held review with what the admin's queue card shows beside it: flags, risk, earlier versions. */
export type WorkbenchReview = HeldReview & ReviewCardDetails;

/**
 * The review held for this person, without its rating (decision 067): the text, its earlier
 * version, copy flags and risk signals, the proof, the check or checks they make, Approve (or
 * 'Pass check 1'), Reject with a category, Give back.
 */
export function HeldReviewCard({
  review,
  rejectionTexts,
}: {
  review: WorkbenchReview;
  rejectionTexts: RejectionTexts;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const fetcher = useFetcher<WorkbenchResult>({ key: workbenchFetcherKey });
  const ids = useId();
  const decision = useRef<HTMLFormElement>(null);
  // Submitted as its button would be, so the form carries the button's intent.
  const approve = useRef<HTMLButtonElement>(null);
  const showsProof = !review.team || review.dueCheck === "proof";
  const showsText = !review.team || review.dueCheck === "text";
  const [proofChecked, setProofChecked] = useState(false);
  const [textChecked, setTextChecked] = useState(false);
  const [choosingCategory, setChoosingCategory] = useState(false);
  const [rejecting, setRejecting] = useState<{ category: RejectionCategory | "" } | null>(null);
  const busy = fetcher.state !== "idle";
  const ready = (!showsProof || proofChecked) && (!showsText || textChecked);
  const partOnly = review.team && review.dueCheck === "proof";

  useKeyShortcuts((key) => {
    if (choosingCategory) {
      const chosen = rejectionTexts.categories[Number(key) - 1];
      setChoosingCategory(false);
      if (chosen) setRejecting({ category: chosen.value });
      return true;
    }
    if (key === "1" && showsProof) setProofChecked((checked) => !checked);
    else if (key === "2" && showsText) setTextChecked((checked) => !checked);
    else if (key === "a" && ready && !busy) decision.current?.requestSubmit(approve.current);
    else if (key === "r" && !busy) setChoosingCategory(true);
    else return false;
    return true;
  });

  return (
    <ReviewCard
      review={review}
      headingLevel={2}
      notice={
        <>
          <p className="text-sm text-ink-700">{t("workbench.ratingHidden")}</p>
          {review.team ? (
            <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
              {t(review.dueCheck === "proof" ? "workbench.dueCheckOne" : "workbench.checkOneDone")}
            </p>
          ) : null}
        </>
      }
    >
      <div>
        {showsProof ? (
          <DecisionCheck
            form={`${ids}-decision`}
            name="proofChecked"
            label={t("queue.checkProof")}
            hint={<ShortcutKey className="text-ink-500">1</ShortcutKey>}
            checked={proofChecked}
            onChange={setProofChecked}
          />
        ) : null}
        {showsText ? (
          <DecisionCheck
            form={`${ids}-decision`}
            name="textChecked"
            label={t("queue.checkText")}
            hint={<ShortcutKey className="text-ink-500">2</ShortcutKey>}
            checked={textChecked}
            onChange={setTextChecked}
          />
        ) : null}
      </div>
      {choosingCategory ? (
        <p role="status" className="text-sm font-medium text-ink-900">
          {t("workbench.rejectPending")}
        </p>
      ) : null}
      <fetcher.Form
        ref={decision}
        id={`${ids}-decision`}
        method="post"
        className="flex flex-wrap gap-2"
      >
        <input type="hidden" name="reviewId" value={review.id} />
        <Button
          ref={approve}
          type="submit"
          name="intent"
          value={"approve-review" satisfies WorkbenchIntent}
          className="min-h-11"
          disabled={busy || !ready}
        >
          <Icon name="check" />
          {partOnly ? t("workbench.passCheck") : t("queue.approve")}
          <ShortcutKey className="opacity-80">a</ShortcutKey>
        </Button>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={busy}
          onClick={() => setRejecting({ category: "" })}
        >
          <Icon name="x" />
          {t("queue.reject")}
          <ShortcutKey className="text-ink-500">r</ShortcutKey>
        </Button>
        <Button
          type="submit"
          name="intent"
          value={"give-back" satisfies WorkbenchIntent}
          variant="ghost"
          className="min-h-11"
          disabled={busy}
        >
          {t("workbench.giveBack")}
        </Button>
      </fetcher.Form>
      <p className="text-xs text-ink-600">
        {t("workbench.heldUntil", { time: formatDateTime(review.heldUntil, language) })}
      </p>
      {rejecting ? (
        <Suspense fallback={null}>
          <ReviewRejectionDialog
            key={rejecting.category}
            open
            onOpenChange={(open) => {
              if (!open) setRejecting(null);
            }}
            Form={fetcher.Form}
            reviewId={review.id}
            idPrefix={ids}
            texts={rejectionTexts}
            busy={busy}
            initialCategory={rejecting.category}
          />
        </Suspense>
      ) : null}
    </ReviewCard>
  );
}
