import { Icon, type IconName } from "~/components/icon";
import { Card } from "~/components/ui/card";
import type { BusinessStats } from "~/domain/campaigns/business-campaigns.server";
import { formatRupees } from "~/domain/money/rupees";
import { useTranslation } from "~/i18n/use-translation";

/** The four figures at the top: active, completed and pending campaigns, and the total spent. */
export function Stats({ stats }: { stats: BusinessStats }) {
  const { t } = useTranslation();
  const statCards: { label: string; value: string; icon: IconName }[] = [
    {
      label: t("business.activeCampaigns"),
      value: String(stats.activeCampaigns),
      icon: "sparkles",
    },
    { label: t("business.completed"), value: String(stats.completed), icon: "circle-check" },
    { label: t("business.pendingApproval"), value: String(stats.pendingApproval), icon: "clock" },
    { label: t("business.totalSpent"), value: formatRupees(stats.totalSpent), icon: "wallet" },
  ];
  return (
    <section
      aria-label={t("business.statsLabel")}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {statCards.map(({ label, value, icon }) => (
        <Card key={label} className="p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-ink-600">{label}</p>
            <Icon name={icon} className="size-5 text-brand-700" />
          </div>
          <p className="mt-2 text-2xl font-bold text-ink-950" data-testid={`stat-${label}`}>
            {value}
          </p>
        </Card>
      ))}
    </section>
  );
}
