import { Icon } from "~/components/icon";
import type { CampaignEditStatus, CampaignStatus } from "~/db/schema";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** Campaigns that will still take reviews, whose place is worth adding (decision 129). */
const placeWanted: readonly CampaignStatus[] = ["pending_approval", "active", "paused"];

/**
 * A paused campaign, its owner's change waiting for the admin or declined by them, and a
 * campaign without its shop's place.
 */
export function CampaignNotices({
  campaign,
  edit,
}: {
  campaign: { pausedAt: Date | string | null; status: CampaignStatus; placeLat: number | null };
  edit: { businessName: string; status: CampaignEditStatus; declineReason: string | null } | null;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { pausedAt } = campaign;
  const placeMissing =
    campaign.placeLat === null &&
    placeWanted.includes(campaign.status) &&
    edit?.status !== "pending";
  return (
    <>
      {placeMissing ? (
        <p
          className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-900"
          data-testid="place-notice"
        >
          <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          {t("ownerCampaign.placeMissing")}
        </p>
      ) : null}
      {pausedAt ? (
        <p
          className="flex gap-2 rounded-lg bg-saffron-50 p-3 text-sm text-ink-900"
          data-testid="paused-notice"
        >
          <Icon name="pause" className="mt-0.5 size-4 shrink-0" />
          {t("ownerCampaign.pausedNotice", { date: formatDate(pausedAt, language) })}
        </p>
      ) : null}
      {edit?.status === "pending" ? (
        <p
          className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm wrap-anywhere text-ink-900"
          data-testid="edit-notice"
        >
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          {t("ownerCampaign.editWaiting", { name: edit.businessName })}
        </p>
      ) : null}
      {edit?.status === "declined" ? (
        <p
          className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm wrap-anywhere text-red-900"
          data-testid="edit-notice"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          {t("ownerCampaign.editDeclined", { reason: edit.declineReason ?? "" })}
        </p>
      ) : null}
    </>
  );
}
