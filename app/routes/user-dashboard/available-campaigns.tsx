import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatRupees, REWARD_PER_REVIEW } from "~/domain/money/rupees";
import type { AvailableCampaign as AvailableCampaignRow } from "~/domain/reviews/reviewer-lists.server";
import type { City } from "~/domain/shared/city";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { cityLabel } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "./reviewer-list-pages";

/** A campaign as the reviewer's list shows it: the reward is the same for all (REWARD_PER_REVIEW). */
export type AvailableCampaign = Omit<AvailableCampaignRow, "reward">;

export function AvailableCampaigns({
  city,
  available,
  onWrite,
}: {
  city: City | null;
  available: KeysetPaged<AvailableCampaign>;
  onWrite: (campaign: AvailableCampaign) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="available-campaigns" className="space-y-3">
      <h2
        id="available-campaigns"
        className="flex items-center gap-2 text-xl font-bold text-ink-950"
      >
        {t("reviewer.availableCampaigns")}
        <span
          className="rounded-full bg-brand-100 px-2 py-0.5 text-sm text-brand-800"
          data-testid="available-count"
        >
          {available.count}
        </span>
      </h2>
      {city && available.list.length === 0 ? (
        <Card>
          <p className="font-medium text-ink-900">
            {t("reviewer.noCampaigns", { city: cityLabel(t, city) })}
          </p>
          <p className="mt-1 text-sm text-ink-600">{t("reviewer.noCampaignsHint")}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {available.list.map((campaign) => (
            <li key={campaign.id}>
              <Card className="flex h-full flex-col gap-3 p-4">
                <div>
                  <h3 className="text-lg font-semibold text-ink-950">{campaign.businessName}</h3>
                  <p className="text-sm text-ink-600">{cityLabel(t, campaign.city)}</p>
                </div>
                <p className="text-sm text-ink-700">{t("reviewer.honestAnyRating")}</p>
                <p className="text-sm font-semibold text-brand-800">
                  {t("reviewer.reward", { amount: formatRupees(REWARD_PER_REVIEW) })}
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <a
                    href={campaign.mapsLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    <Icon name="external-link" />
                    {t("dashboard.openInMaps")}
                  </a>
                  <Button size="sm" onClick={() => onWrite(campaign)}>
                    <Icon name="pen-line" />
                    {t("reviewer.writeReview")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager
        param={pageParams.campaigns}
        paged={available}
        label={t("reviewer.availableCampaigns")}
      />
    </section>
  );
}
