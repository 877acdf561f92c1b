import { Link } from "react-router";
import { CampaignCard, type CampaignCardData } from "~/components/campaign-card";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "./business-list-pages";

/** The business's campaigns, a card each, a page at a time. */
export function MyCampaigns({ campaigns }: { campaigns: KeysetPaged<CampaignCardData> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-campaigns" className="space-y-3">
      <h2 id="my-campaigns" className="text-xl font-bold text-ink-950">
        {t("business.myCampaigns")}
      </h2>
      {campaigns.list.length === 0 ? (
        <Card className="space-y-3">
          <p className="text-ink-700">{t("business.noCampaigns")}</p>
          {/* The next step beside the empty list: the same form New Campaign opens. */}
          <Link to="?new=1#create" className={buttonVariants({ size: "sm" })}>
            <Icon name="plus" />
            {t("business.createFirst")}
          </Link>
        </Card>
      ) : (
        <ul className="space-y-3">
          {campaigns.list.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
      <Pager param={pageParams.campaigns} paged={campaigns} label={t("business.myCampaigns")} />
    </section>
  );
}
