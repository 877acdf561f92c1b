import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import { useFlashToast } from "~/components/use-flash-toast";
import {
  MAX_REMOVAL_APPEAL_LENGTH,
  MIN_REMOVAL_APPEAL_LENGTH,
} from "~/domain/moderation/removal-appeals/appeal-text";
import { useTranslation } from "~/i18n/use-translation";
import type { MyReview } from "./my-reviews";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";

/**
 * 'Appeal this removal' (decision 091): the author's one appeal of a removed review, with a
 * reason; a refused reason is said under the field, in the reviewer's language.
 */
export function AppealRemovalDialog({
  review,
  onClose,
}: {
  review: MyReview;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const refused = busy || fetcher.data?.field?.name !== "reason" ? undefined : fetcher.data.field;
  useEffect(() => {
    if (fetcher.data?.done === "appeal") onClose();
  }, [fetcher.data, onClose]);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent title={t("removalAppeals.dialogTitle")} description={review.businessName}>
        <fetcher.Form method="post" className="space-y-4" noValidate>
          <p className="text-sm text-ink-700">{t("removalAppeals.dialogText")}</p>
          {review.removal ? (
            <p className="rounded-lg bg-red-50 p-2 text-sm whitespace-pre-line text-red-900">
              {review.removal}
            </p>
          ) : null}
          <input type="hidden" name="reviewId" value={review.id} />
          <TextareaField
            id="appeal-removal-reason"
            name="reason"
            label={t("removalAppeals.reasonField")}
            hint={t("removalAppeals.reasonHint", {
              min: MIN_REMOVAL_APPEAL_LENGTH,
              max: MAX_REMOVAL_APPEAL_LENGTH,
            })}
            rows={5}
            maxLength={MAX_REMOVAL_APPEAL_LENGTH}
            errors={
              refused
                ? [t(refused.text as "removalAppeals.reasonRequired", refused.values)]
                : undefined
            }
            autoFocus
          />
          <DialogActions
            cancel={t("removalAppeals.cancel")}
            onCancel={onClose}
            submit={t("removalAppeals.send")}
            intent={"appeal-removal" satisfies ReviewerIntent}
            disabled={busy}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
