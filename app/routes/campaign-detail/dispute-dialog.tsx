import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import { useFlashToast } from "~/components/use-flash-toast";
import {
  disputeGrounds,
  isDisputeGround,
  MAX_COMPLAINT_TEXT_LENGTH,
  MIN_DISPUTE_TEXT_LENGTH,
  readComplaintText,
} from "~/domain/moderation/review-reports/report-form";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, CampaignDetailIntent } from "./campaign-detail-intents";

const textMessages = {
  text_required: "disputes.textTooShort",
  text_too_short: "disputes.textTooShort",
  text_too_long: "disputes.textTooLong",
  text_invalid: "disputes.invalid",
} as const;

/**
 * The business disputes one published review on a listed ground with its reasons (decision 080),
 * checked here by the server's rule before it is sent. Loaded when a business first opens it.
 */
export function DisputeDialog({
  reviewId,
  open,
  setOpen,
}: {
  reviewId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [ground, setGround] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ ground?: string; text?: string }>({});
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t("disputes.disputeTitle")} description={t("disputes.disputeText")}>
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const read = readComplaintText(text, { required: true, min: MIN_DISPUTE_TEXT_LENGTH });
            const found = {
              ground: isDisputeGround(ground) ? undefined : t("disputes.groundRequired"),
              text: read.ok
                ? undefined
                : t(textMessages[read.reason], {
                    min: MIN_DISPUTE_TEXT_LENGTH,
                    max: MAX_COMPLAINT_TEXT_LENGTH,
                  }),
            };
            if (found.ground || found.text) {
              event.preventDefault();
              setErrors(found);
              return;
            }
            setOpen(false);
          }}
        >
          <input type="hidden" name="reviewId" value={reviewId} />
          <fieldset
            className="space-y-1"
            aria-describedby={errors.ground ? `${id}-ground-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink-800">
              {t("disputes.groundLegend")}
            </legend>
            {disputeGrounds.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-ink-900">
                <input
                  type="radio"
                  name="ground"
                  value={value}
                  className="size-5 shrink-0 accent-brand-600"
                  checked={ground === value}
                  onChange={() => {
                    setGround(value);
                    setErrors((shown) => ({ ...shown, ground: undefined }));
                  }}
                />
                {t(`disputes.disputeGround.${value}`)}
              </label>
            ))}
            {errors.ground ? (
              <p id={`${id}-ground-error`} className="text-sm font-medium text-red-700">
                {errors.ground}
              </p>
            ) : null}
          </fieldset>
          <TextareaField
            id={`${id}-details`}
            name="details"
            label={t("disputes.detailsRequired")}
            rows={4}
            maxLength={MAX_COMPLAINT_TEXT_LENGTH}
            value={text}
            errors={errors.text ? [errors.text] : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setErrors((shown) => ({ ...shown, text: undefined }));
            }}
          />
          <DialogActions
            cancel={t("disputes.cancel")}
            onCancel={() => setOpen(false)}
            submit={t("disputes.sendDispute")}
            intent={"dispute-review" satisfies CampaignDetailIntent}
            disabled={fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
