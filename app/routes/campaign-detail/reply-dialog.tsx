import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import { useFlashToast } from "~/components/use-flash-toast";
import { MAX_REPLY_LENGTH, readReplyText, replyTextRefusals } from "~/domain/reviews/reply-text";
import type { Refusal } from "~/domain/shared/refusal";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, CampaignDetailIntent } from "./campaign-detail-intents";

/** The review a reply answers, as the dialog shows it above the reply. */
export type RepliedReview = { name: string; rating: number; text: string };

/**
 * The business's public reply to one approved review, written or edited here and checked by the
 * server's rules before it is sent (decision 033). Loaded when a business first opens it.
 */
export function ReplyDialog({
  reviewId,
  reply,
  review,
  open,
  setOpen,
}: {
  reviewId: string;
  reply: string | null;
  review: RepliedReview;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const [text, setText] = useState(reply ?? "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const busy = fetcher.state !== "idle";
  // A reply saved elsewhere (another tab, a reload) is what the dialog edits next.
  useEffect(() => {
    if (!open) setText(reply ?? "");
  }, [open, reply]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t("replies.dialogTitle")} description={t("replies.dialogText")}>
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const read = readReplyText(text);
            if (!read.ok) {
              event.preventDefault();
              const refusal: Refusal<"reply"> = replyTextRefusals[read.refusal];
              setError(translateKey(t, refusal.message, refusal.values));
              event.currentTarget.querySelector("textarea")?.focus();
              return;
            }
            setOpen(false);
          }}
        >
          <input type="hidden" name="reviewId" value={reviewId} />
          <figure className="space-y-1 rounded-lg bg-ink-50 p-3 text-sm">
            <figcaption className="font-medium text-ink-800">
              {t("ownerCampaign.replyingTo", { name: review.name })} ·{" "}
              {t("campaign.rating", { count: review.rating })}
            </figcaption>
            <blockquote
              className="max-h-40 overflow-y-auto whitespace-pre-line wrap-anywhere text-ink-900"
              data-testid="replied-review"
            >
              {review.text}
            </blockquote>
          </figure>
          <TextareaField
            id={`${id}-reply`}
            name="reply"
            label={t("replies.field")}
            rows={5}
            maxLength={MAX_REPLY_LENGTH}
            value={text}
            errors={error ? [error] : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <DialogActions
            cancel={t("replies.cancel")}
            onCancel={() => setOpen(false)}
            submit={t("replies.save")}
            intent={"save-reply" satisfies CampaignDetailIntent}
            disabled={busy}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
