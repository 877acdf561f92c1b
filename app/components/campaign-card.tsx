import { Link, useNavigation } from "react-router";
import { CampaignOwnerLinks } from "~/components/campaign-owner-links";
import { CampaignRejectionReason } from "~/components/campaign-rejection-reason";
import { StatusBadge } from "~/components/status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Progress } from "~/components/ui/progress";
import { Spinner } from "~/components/ui/spinner";
import type { CampaignStatus } from "~/db/schema";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";

/** What My Campaigns shows of a campaign. */
export type CampaignCardData = {
  id: string;
  businessName: string;
  city: string;
  status: CampaignStatus;
  targetReviews: number;
  completedReviews: number;
  /** The admin's reason, once the campaign is rejected. */
  rejectionReason: string | null;
};

/** One campaign of My Campaigns: its progress, a link to its details, and its actions. */
export function CampaignCard({ campaign }: { campaign: CampaignCardData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const to = `/campaign/${campaign.id}`;
  const opening = navigation.state === "loading" && navigation.location.pathname === to;
  const percent = Math.round((campaign.completedReviews / campaign.targetReviews) * 100);
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold wrap-anywhere text-ink-950">
              {campaign.businessName}
            </h3>
            <p className="text-sm text-ink-600">{cityLabel(t, campaign.city)}</p>
          </div>
          <StatusBadge kind="campaign" status={campaign.status} />
        </div>
        <CampaignRejectionReason reason={campaign.rejectionReason} />
        <p className="text-sm text-ink-700">
          {t("business.progress", {
            completed: campaign.completedReviews,
            count: campaign.targetReviews,
          })}
        </p>
        <Progress
          value={percent}
          label={t("business.progress", {
            completed: campaign.completedReviews,
            count: campaign.targetReviews,
          })}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link to={to} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {opening ? <Spinner label={t("campaign.loading")} className="size-4" /> : null}
            {t("business.viewDetails")}
          </Link>
          <CampaignOwnerLinks campaign={campaign} />
        </div>
      </Card>
    </li>
  );
}
