import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { Field } from "~/components/ui/field";
import { useFlashToast } from "~/components/use-flash-toast";
import { CONTROL_CHARACTERS_MESSAGE } from "~/forms/text";
import { translateKey } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import type { ActionResult, ReviewerIntent } from "./reviewer-intents";

export function ReviewerInfoDialog({
  open,
  defaults,
  onClose,
  onSaved,
}: {
  open: boolean;
  defaults: { reviewerName: string; reviewerEmail: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  useFlashToast(fetcher.data?.toast);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;
  // Each answer is a new object: a save that went through moves on once, even if reopened later.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.done === "info") savedRef.current();
  }, [answer]);
  const errors = fetcher.data?.errors;
  // The domain names the field's own message or the control-character one (input.ts).
  const fieldError = (error: string | undefined, own: string) =>
    error
      ? [translateKey(t, error === CONTROL_CHARACTERS_MESSAGE ? CONTROL_CHARACTERS_MESSAGE : own)]
      : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent title={t("reviewer.infoTitle")} description={t("reviewer.infoIntro")}>
        <fetcher.Form method="post" className="space-y-4">
          <Field
            label={t("reviewer.publicName")}
            name="reviewerName"
            placeholder={t("reviewer.publicNamePlaceholder")}
            defaultValue={defaults.reviewerName}
            autoComplete="nickname"
            errors={fieldError(errors?.reviewerName, "reviewer.nameRequired")}
          />
          <Field
            label={t("reviewer.email")}
            name="reviewerEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={defaults.reviewerEmail}
            errors={fieldError(errors?.reviewerEmail, "reviewer.emailInvalid")}
          />
          <DialogActions
            cancel={t("reviewer.cancel")}
            onCancel={onClose}
            submit={t("reviewer.saveContinue")}
            intent={"save-info" satisfies ReviewerIntent}
            disabled={fetcher.state !== "idle"}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
