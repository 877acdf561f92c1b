import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/textarea-field";
import { MAX_COMPLAINT_TEXT_LENGTH } from "~/domain/moderation/review-reports/report-form";
import { type ActionResult, type AdminIntent, reportKey } from "./admin-intents";
import type { ComplainedReviewRow, ReportsSection, ReportTexts } from "./reports.server";

/** The Reports tab: reviews reported by readers or disputed by their business, oldest first (decision 080). */
export function Reports({ list, texts, more }: ReportsSection["reports"]) {
  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <h2 id="reports-heading" className="text-lg font-semibold text-ink-950">
        {texts.title}
      </h2>
      <p className="text-sm text-ink-700">{texts.intro}</p>
      {list.length === 0 ? (
        <p className="text-ink-600">{texts.empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((review) => (
            <ComplainedReview key={review.reviewId} review={review} texts={texts} />
          ))}
        </ul>
      )}
      {more ? <p className="text-sm text-ink-600">{more}</p> : null}
    </section>
  );
}

/** The decisions a review offers: removing it while published, its reply while it has one, keeping it. */
const decisions = [
  {
    intent: "remove-review",
    label: "removeReview",
    variant: "destructive",
    shown: (review: ComplainedReviewRow) => review.published,
  },
  {
    intent: "remove-reply",
    label: "removeReply",
    variant: "outline",
    shown: (review: ComplainedReviewRow) => review.reply !== null,
  },
  { intent: "keep-review", label: "keep", variant: "outline", shown: () => true },
] as const satisfies readonly {
  intent: AdminIntent;
  label: keyof ReportTexts;
  variant: "destructive" | "outline";
  shown: (review: ComplainedReviewRow) => boolean;
}[];

function ComplainedReview({ review, texts }: { review: ComplainedReviewRow; texts: ReportTexts }) {
  const fetcher = useFetcher<ActionResult>({ key: reportKey });
  const [ground, setGround] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ ground?: boolean; note?: boolean }>({});
  const id = useId();
  return (
    <li>
      <Card className="space-y-3 p-4" data-testid="complained-review">
        <div>
          <h3 className="font-semibold text-ink-950">{review.heading}</h3>
          <p className="text-sm font-medium text-amber-900">{review.counts}</p>
        </div>
        {/* The clamp on the text itself: on the padded box it would show a cut line. */}
        <div className="rounded-lg bg-ink-50 p-3">
          <p className="line-clamp-6 whitespace-pre-line text-ink-900">{review.reviewText}</p>
        </div>
        {review.reply ? (
          <div className="text-sm">
            <p className="font-medium text-ink-600">{texts.replyLabel}</p>
            <p className="whitespace-pre-line text-ink-900">{review.reply}</p>
          </div>
        ) : null}
        <ul className="space-y-2 text-sm">
          {review.complaints.map((complaint) => (
            <li key={complaint.id}>
              <p className="font-medium text-ink-900">{complaint.line}</p>
              {complaint.details ? (
                <p className="whitespace-pre-line text-ink-700">{complaint.details}</p>
              ) : null}
            </li>
          ))}
        </ul>
        <fetcher.Form
          method="post"
          className="space-y-3"
          noValidate
          onSubmit={(event) => {
            const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
            const missing = {
              ground: intent !== "keep-review" && ground === "",
              note: note.trim() === "",
            };
            if (missing.ground || missing.note) {
              event.preventDefault();
              setErrors(missing);
            }
          }}
        >
          <input type="hidden" name="reviewId" value={review.reviewId} />
          <div className="space-y-1.5">
            <label htmlFor={`${id}-ground`} className="text-sm font-medium text-ink-800">
              {texts.groundField}
            </label>
            <select
              id={`${id}-ground`}
              name="ground"
              value={ground}
              aria-invalid={errors.ground ? true : undefined}
              aria-describedby={errors.ground ? `${id}-ground-error` : undefined}
              onChange={(event) => {
                setGround(event.currentTarget.value);
                setErrors((shown) => ({ ...shown, ground: false }));
              }}
              className="block min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-ink-950"
            >
              <option value="">{texts.groundChoose}</option>
              {texts.grounds.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {errors.ground ? (
              <p id={`${id}-ground-error`} className="text-sm font-medium text-red-700">
                {texts.groundRequired}
              </p>
            ) : null}
          </div>
          <TextareaField
            id={`${id}-note`}
            name="note"
            label={texts.noteField}
            rows={2}
            maxLength={MAX_COMPLAINT_TEXT_LENGTH}
            value={note}
            errors={errors.note ? [texts.noteRequired] : undefined}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setErrors((shown) => ({ ...shown, note: false }));
            }}
          />
          <div className="flex flex-wrap gap-2">
            {decisions
              .filter(({ shown }) => shown(review))
              .map(({ intent, label, variant }) => (
                <Button
                  key={intent}
                  type="submit"
                  name="intent"
                  value={intent}
                  variant={variant}
                  disabled={fetcher.state !== "idle"}
                >
                  {texts[label]}
                </Button>
              ))}
          </div>
        </fetcher.Form>
      </Card>
    </li>
  );
}
