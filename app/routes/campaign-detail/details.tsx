import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import type { CampaignSummary } from "~/domain/campaigns/business-campaigns.server";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { cityLabel } from "~/i18n/i18n";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { EditableCampaign } from "./campaign-action-dialogs";
import { CampaignActions } from "./campaign-actions";

/** What the Details card shows of a campaign. */
export type CampaignDetailsData = Pick<
  CampaignSummary,
  "id" | "city" | "cost" | "status" | "createdAt" | "startDate" | "businessName"
> &
  EditableCampaign & { distributionDays: number };

/** The campaign's facts, the link to its public page once approved, and its actions. */
export function CampaignDetails({
  campaign,
  checkoutScriptUrl,
}: {
  campaign: CampaignDetailsData;
  checkoutScriptUrl: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const publicPath = `/b/${campaign.id}`;
  return (
    <Card>
      <CardTitle>{t("campaign.details")}</CardTitle>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <dt className="text-ink-600">{t("campaign.city")}</dt>
        <dd className="font-medium text-ink-950">{cityLabel(t, campaign.city)}</dd>
        <dt className="text-ink-600">{t("campaign.cost")}</dt>
        <dd className="font-medium text-ink-950">{formatRupees(campaign.cost)}</dd>
        <dt className="text-ink-600">{t("campaign.schedule")}</dt>
        <dd className="font-medium text-ink-950">
          {t("campaign.scheduleDays", { count: campaign.distributionDays })}
        </dd>
        {campaign.address ? (
          <>
            <dt className="text-ink-600">{t("ownerCampaign.addressLabel")}</dt>
            <dd className="font-medium wrap-anywhere text-ink-950">{campaign.address}</dd>
          </>
        ) : null}
        <dt className="text-ink-600">{t("campaign.created")}</dt>
        <dd className="font-medium text-ink-950">{formatDate(campaign.createdAt, language)}</dd>
        {campaign.startDate ? (
          <>
            <dt className="text-ink-600">{t("campaign.started")}</dt>
            <dd className="font-medium text-ink-950" data-testid="start-date">
              {formatDate(campaign.startDate, language)}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-5 space-y-2">
        {/* The public page exists once the admin has approved the campaign (404 before). */}
        {campaign.startDate ? (
          <>
            <Link
              to={publicPath}
              className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
            >
              <Icon name="external-link" />
              {t("campaign.publicPage")}
            </Link>{" "}
            {/* A page without script of its own: open it as a document, ready to print. */}
            <Link
              to={`${publicPath}/poster`}
              reloadDocument
              className={cn(buttonVariants({ variant: "outline", size: "sm" }))}
              data-testid="poster-link"
            >
              {t("campaign.poster")}
            </Link>
            <p className="text-xs text-ink-600">{t("campaign.publicPageHint")}</p>
          </>
        ) : (
          <p className="text-sm text-ink-600" data-testid="public-page-later">
            {campaign.status === "rejected"
              ? t("campaign.publicPageNever")
              : t("campaign.publicPageLater")}
          </p>
        )}
      </div>
      <div className="mt-5">
        <CampaignActions campaign={campaign} checkoutScriptUrl={checkoutScriptUrl} />
      </div>
    </Card>
  );
}
