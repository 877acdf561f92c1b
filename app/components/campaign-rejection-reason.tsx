import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/use-translation";

/** Why the admin rejected the business's campaign, in the admin's words; nothing otherwise. */
export function CampaignRejectionReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p
      className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm whitespace-pre-line wrap-anywhere text-red-900"
      data-testid="rejection-reason"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{t("campaign.rejectedReason", { reason })}</span>
    </p>
  );
}
