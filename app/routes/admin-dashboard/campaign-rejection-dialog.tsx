import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogActions } from "~/components/ui/dialog-actions";
import { TextareaField } from "~/components/ui/textarea-field";
import {
  MAX_REJECTION_REASON_LENGTH,
  readRejectionReason,
} from "~/domain/moderation/rejection-reason";
import { formatRupees } from "~/domain/money/rupees";
import { hasControlCharacters } from "~/forms/text";
import { useTranslation } from "~/i18n/use-translation";
import { type ActionResult, type AdminIntent, campaignDecisionKey } from "./admin-intents";

/**
 * The dialog of a pending campaign's Reject button: the reason is required and checked here by
 * the rule the server applies (rejection-reason.ts), so the admin reads what is wrong at the
 * field, in their language, before anything is sent.
 */
export function RejectCampaignDialog({
  campaign,
  busy,
  open,
  setOpen,
}: {
  campaign: { id: string; businessName: string; cost: number; version: number };
  busy: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>({ key: campaignDecisionKey });
  const [text, setText] = useState("");
  const [error, setError] = useState<ReturnType<typeof reasonRefusal>>(null);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t("admin.rejectCampaignTitle")}
        description={t("admin.rejectCampaignText", { amount: formatRupees(campaign.cost) })}
      >
        <fetcher.Form
          method="post"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            const refusal = reasonRefusal(text);
            if (refusal) {
              event.preventDefault();
              setError(refusal);
              // The admin types the fix where the message is.
              event.currentTarget.querySelector("textarea")?.focus();
              return;
            }
            setOpen(false);
          }}
        >
          <input type="hidden" name="campaignId" value={campaign.id} />
          <input type="hidden" name="version" value={campaign.version} />
          <p className="font-semibold text-ink-950">{campaign.businessName}</p>
          <TextareaField
            id={`${id}-reason`}
            name="reason"
            label={t("admin.rejectCampaignReason")}
            placeholder={t("admin.rejectCampaignPlaceholder")}
            rows={3}
            maxLength={MAX_REJECTION_REASON_LENGTH}
            value={text}
            errors={error ? [t(error, { max: MAX_REJECTION_REASON_LENGTH })] : undefined}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
          />
          <DialogActions
            cancel={t("admin.cancel")}
            onCancel={() => setOpen(false)}
            submit={t("admin.confirmRejectCampaign")}
            intent={"reject-campaign" satisfies AdminIntent}
            destructive
            disabled={busy}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The message key of what is wrong with the typed reason, or null when it can be sent. */
function reasonRefusal(
  text: string,
): "admin.rejectReasonRequired" | "input.controlCharacters" | "input.tooLong" | null {
  const read = readRejectionReason(text);
  if (read.ok) return null;
  if (read.refusal === "reason_required") return "admin.rejectReasonRequired";
  return hasControlCharacters(text, { multiline: true })
    ? "input.controlCharacters"
    : "input.tooLong";
}
