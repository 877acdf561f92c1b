import { useId, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  isSuspensionCategory,
  MAX_SUSPENSION_REASON_LENGTH,
  readTypedText,
} from "~/domain/moderation/suspension-texts";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminIntent } from "./admin-intents";
import type { SuspensionTexts } from "./suspension-texts.server";

/** What the admin suspends through: a review's author, a campaign's business, a payout's reviewer. */
export type SuspendSubject = { name: "reviewId" | "campaignId" | "payoutId"; value: string };

/**
 * The suspend dialog: a category and the reason the person reads, both required and checked here
 * by the server's rule, so the admin reads what is wrong at the field before anything is sent.
 * No rating is asked or shown: a rating never plays a part in a suspension (decision 004).
 */
export function SuspendAccountDialog({
  open,
  onOpenChange,
  Form,
  subject,
  texts,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  Form: FetcherWithComponents<unknown>["Form"];
  subject: SuspendSubject;
  texts: SuspensionTexts;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState("");
  const [text, setText] = useState("");
  const [categoryError, setCategoryError] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={texts.dialogTitle} description={texts.dialogText}>
        <Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const read = readTypedText(text, { max: MAX_SUSPENSION_REASON_LENGTH });
            const noCategory = !isSuspensionCategory(category);
            const refusal = read.ok
              ? null
              : read.refusal === "invalid"
                ? t("input.controlCharacters")
                : read.refusal === "too_long"
                  ? t("input.tooLong", { max: MAX_SUSPENSION_REASON_LENGTH })
                  : texts.reasonRequired;
            if (noCategory || refusal) {
              event.preventDefault();
              setCategoryError(noCategory);
              setReasonError(refusal);
              const first = noCategory ? "input[name=category]" : "textarea";
              event.currentTarget.querySelector<HTMLElement>(first)?.focus();
              return;
            }
            onOpenChange(false);
          }}
        >
          <input type="hidden" name="subject" value={subject.name} />
          <input type="hidden" name="subjectId" value={subject.value} />
          <fieldset
            className="space-y-1"
            aria-describedby={categoryError ? `${id}-category-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink-800">{texts.categoryField}</legend>
            {texts.categories.map(({ value, label }) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-ink-900">
                <input
                  type="radio"
                  name="category"
                  value={value}
                  className="size-5 shrink-0 accent-brand-600"
                  checked={category === value}
                  onChange={() => {
                    setCategory(value);
                    setCategoryError(false);
                  }}
                />
                {label}
              </label>
            ))}
            {categoryError ? (
              <p id={`${id}-category-error`} className="text-sm font-medium text-red-700">
                {texts.categoryRequired}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            id={`${id}-reason`}
            name="reason"
            label={texts.reasonField}
            placeholder={texts.reasonPlaceholder}
            rows={3}
            maxLength={MAX_SUSPENSION_REASON_LENGTH}
            value={text}
            errors={reasonError ? [reasonError] : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setReasonError(null);
            }}
          />
          <DialogActions
            cancel={texts.cancel}
            onCancel={() => onOpenChange(false)}
            submit={texts.confirm}
            intent={"suspend-account" satisfies AdminIntent}
            destructive
            disabled={busy}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
