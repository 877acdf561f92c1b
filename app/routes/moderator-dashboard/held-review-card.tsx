import { lazy, Suspense, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { HeldReview } from "~/domain/moderation/held-review.server";
import type { RejectionCategory } from "~/domain/reviews/rejection-category";
import { formatDate, formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { ReviewCardDetails } from "~/routes/admin-dashboard/queue-cards.server";
import type { RejectionTexts } from "~/routes/admin-dashboard/rejection-texts.server";
import { ReviewFlags } from "~/routes/admin-dashboard/review-flags";
import { ReviewHistory } from "~/routes/admin-dashboard/review-history";
import { RiskSignals } from "~/routes/admin-dashboard/risk-signals";
import { ShortcutKey } from "./shortcut-key";
import { useKeyShortcuts } from "./use-key-shortcuts";
import {
  type WorkbenchIntent,
  type WorkbenchResult,
  workbenchFetcherKey,
} from "./workbench-intents";

// The dialog comes when someone first rejects, not with every visit.
const ReviewRejectionDialog = lazy(() =>
  import("~/routes/admin-dashboard/review-rejection-dialog").then((module) => ({
    default: module.ReviewRejectionDialog,
  })),
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
    <Card className="space-y-3 p-4">
      <div>
        <h2 className="font-semibold text-ink-950">{review.businessName}</h2>
        <p className="text-sm text-ink-600">
          {t("queue.reviewer", { tail: review.reviewerIdTail })} ·{" "}
          {t("queue.submitted", { date: formatDate(review.createdAt, language) })}
        </p>
      </div>
      <p className="text-sm text-ink-700">{t("workbench.ratingHidden")}</p>
      {review.team ? (
        <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t(review.dueCheck === "proof" ? "workbench.dueCheckOne" : "workbench.checkOneDone")}
        </p>
      ) : null}
      <p className="whitespace-pre-line rounded-lg bg-ink-50 p-3 text-ink-900">
        {review.reviewText}
      </p>
      <ReviewHistory reviewId={review.id} versions={review.history} />
      {/* The card's heading is an h2 (under the page's h1), so its parts' headings are h3. */}
      <ReviewFlags
        reviewId={review.id}
        reviewText={review.reviewText}
        flags={review.flags}
        headingLevel={3}
      />
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
      <div>
        {showsProof ? (
          <CheckBox
            form={`${ids}-decision`}
            name="proofChecked"
            label={t("queue.checkProof")}
            shortcut="1"
            checked={proofChecked}
            onChange={setProofChecked}
          />
        ) : null}
        {showsText ? (
          <CheckBox
            form={`${ids}-decision`}
            name="textChecked"
            label={t("queue.checkText")}
            shortcut="2"
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
    </Card>
  );
}

/** One of the two checks, ticked with the mouse, a tap or its key. */
function CheckBox(props: {
  form: string;
  name: string;
  label: string;
  shortcut: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
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
      <ShortcutKey className="text-ink-500">{props.shortcut}</ShortcutKey>
    </label>
  );
}
