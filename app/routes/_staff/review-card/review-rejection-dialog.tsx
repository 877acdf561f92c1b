import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  MAX_REJECTION_REASON_LENGTH,
  readRejectionReason,
} from "~/domain/moderation/rejection-reason";
import { isRejectionCategory, type RejectionCategory } from "~/domain/reviews/rejection-category";
import { hasControlCharacters } from "~/forms/text";
import { useTranslation } from "~/i18n/use-translation";
import type { ReviewDecisionIntent } from "~/routes/_staff/staff-intents";
import type { RejectionTexts } from "./rejection-texts.server";

/**
 * The review's Reject dialog: a category (counted on the public ledger, decision 032) and the
 * reason the reviewer reads, both required and checked here by the server's rules. The category
 * texts come translated with the queue (rejection-texts.server.ts).
 */
export function ReviewRejectionDialog({
  open,
  onOpenChange,
  Form,
  reviewId,
  idPrefix,
  texts,
  busy,
  initialCategory = "",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  Form: FetcherWithComponents<unknown>["Form"];
  reviewId: string;
  idPrefix: string;
  texts: RejectionTexts;
  busy: boolean;
  /** Chosen already, as the workbench's 'r' then a category key does (decision 067). */
  initialCategory?: RejectionCategory | "";
}) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<RejectionCategory | "">(initialCategory);
  const [template, setTemplate] = useState("");
  const [text, setText] = useState("");
  const [categoryError, setCategoryError] = useState(false);
  const [templateError, setTemplateError] = useState(false);
  const templates = texts.categories.find((choice) => choice.value === category)?.templates ?? [];
  // With a template the note is optional; 'Other' has none, so its note is the reason.
  const noteRequired = templates.length === 0;
  const [reasonError, setReasonError] = useState<ReturnType<typeof reasonRefusal>>(null);
  // 'Write the reason…' belongs to a note that is required: choosing a category with templates
  // makes the note optional, and the red line goes with it (issue 46, point 14).
  const shownReasonError = reasonError === "required" && !noteRequired ? null : reasonError;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The choices scroll, the buttons stay: at 1280×800 with a template list they were below
          the fold (issue 46, point 14). */}
      <DialogContent title={t("queue.rejectTitle")} className="flex flex-col">
        <Form
          method="post"
          className="flex min-h-0 flex-col"
          noValidate
          onSubmit={(event) => {
            const refusal = reasonRefusal(text, noteRequired);
            const noCategory = !isRejectionCategory(category);
            const noTemplate = !noCategory && !noteRequired && template === "";
            if (refusal || noCategory || noTemplate) {
              event.preventDefault();
              setReasonError(refusal);
              setCategoryError(noCategory);
              setTemplateError(noTemplate);
              // The admin fixes the first field that says what is wrong.
              const first = noCategory
                ? "input[name=category]"
                : noTemplate
                  ? "input[name=template]"
                  : "textarea";
              event.currentTarget.querySelector<HTMLElement>(first)?.focus();
              return;
            }
            onOpenChange(false);
          }}
        >
          <input type="hidden" name="reviewId" value={reviewId} />
          <div className="-mx-1 min-h-0 space-y-4 overflow-y-auto px-1 pb-1">
            <fieldset
              className="space-y-1"
              aria-describedby={categoryError ? `${idPrefix}-category-error` : undefined}
            >
              <legend className="mb-1 text-sm font-medium text-ink-800">{texts.field}</legend>
              {/* Two columns from 640 px: five categories take three rows, each still 44 px. */}
              <div className="sm:grid sm:grid-cols-2 sm:gap-x-4">
                {texts.categories.map(({ value, label }) => (
                  <label
                    key={value}
                    className="flex min-h-11 items-center gap-2 text-sm text-ink-900"
                  >
                    <input
                      type="radio"
                      name="category"
                      value={value}
                      className="size-5 shrink-0 accent-brand-600"
                      checked={category === value}
                      onChange={() => {
                        setCategory(value);
                        setTemplate("");
                        setCategoryError(false);
                        setTemplateError(false);
                      }}
                    />
                    {label}
                  </label>
                ))}
              </div>
              {categoryError ? (
                <p id={`${idPrefix}-category-error`} className="text-sm font-medium text-red-700">
                  {texts.required}
                </p>
              ) : null}
            </fieldset>
            {templates.length > 0 ? (
              <fieldset
                className="space-y-1"
                aria-describedby={templateError ? `${idPrefix}-template-error` : undefined}
              >
                <legend className="mb-1 text-sm font-medium text-ink-800">
                  {texts.templateField}
                </legend>
                {templates.map(({ value, label }) => (
                  <label
                    key={value}
                    className="flex min-h-11 items-start gap-2 py-1 text-sm text-ink-900"
                  >
                    <input
                      type="radio"
                      name="template"
                      value={value}
                      className="mt-0.5 size-5 shrink-0 accent-brand-600"
                      checked={template === value}
                      onChange={() => {
                        setTemplate(value);
                        setTemplateError(false);
                      }}
                    />
                    {label}
                  </label>
                ))}
                {templateError ? (
                  <p id={`${idPrefix}-template-error`} className="text-sm font-medium text-red-700">
                    {texts.templateRequired}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <TextareaField
              id={`${idPrefix}-reason`}
              name="reason"
              label={noteRequired ? t("queue.rejectReason") : texts.noteLabel}
              placeholder={t("queue.rejectReasonPlaceholder")}
              rows={3}
              maxLength={MAX_REJECTION_REASON_LENGTH}
              value={text}
              errors={
                shownReasonError === "required"
                  ? [texts.reasonRequired]
                  : shownReasonError
                    ? [t(shownReasonError, { max: MAX_REJECTION_REASON_LENGTH })]
                    : undefined
              }
              onChange={(event) => {
                setText(event.currentTarget.value);
                setReasonError(null);
              }}
            />
          </div>
          <div className="mt-3 border-t border-ink-100 pt-3">
            <DialogActions
              cancel={t("queue.cancel")}
              onCancel={() => onOpenChange(false)}
              submit={t("queue.confirmReject")}
              intent={"reject-review" satisfies ReviewDecisionIntent}
              destructive
              disabled={busy}
            />
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** The message key of what is wrong with the typed reason or note, or null when it can be sent. */
function reasonRefusal(
  text: string,
  required: boolean,
): "required" | "input.controlCharacters" | "input.tooLong" | null {
  const read = readRejectionReason(text);
  if (read.ok) return null;
  if (read.refusal === "reason_required") return required ? "required" : null;
  return hasControlCharacters(text, { multiline: true })
    ? "input.controlCharacters"
    : "input.tooLong";
}
