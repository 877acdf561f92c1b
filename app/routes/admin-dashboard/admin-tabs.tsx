import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { TabLink, TabLinks } from "~/components/ui/tabs";
import { useTranslation } from "~/i18n/use-translation";
import { type Tab, tabPath } from "./tab-paths";

/** The tab bar, each tab with the count of what waits in it. */
export function Tabs({
  shown,
  counts,
  appealsLabel,
  complaintsLabel,
  reports,
}: {
  shown: Tab;
  counts: Record<Exclude<Tab, "team" | "reports">, number>;
  /** Translated by the server: the admin's script has no room for the word (decision 071). */
  appealsLabel: string;
  /** Translated by the server, as the appeals' (decision 078). */
  complaintsLabel: string;
  /** The Reports tab (decision 080): its label, translated by the server, and its open complaints. */
  reports: { label: string; count: number };
}) {
  const { t } = useTranslation();
  const entries: { tab: Tab; label: string; count: number }[] = [
    { tab: "reviews", label: t("admin.reviewQueue"), count: counts.reviews },
    { tab: "campaigns", label: t("admin.campaigns"), count: counts.campaigns },
    { tab: "payouts", label: t("admin.payouts"), count: counts.payouts },
    { tab: "appeals", label: appealsLabel, count: counts.appeals },
    { tab: "complaints", label: complaintsLabel, count: counts.complaints },
    { tab: "reports", label: reports.label, count: reports.count },
    { tab: "team", label: t("team.tab"), count: 0 },
  ];
  return (
    <TabLinks label={t("admin.sections")}>
      {entries.map(({ tab, label, count }) => (
        <TabLink key={tab} to={tabPath(tab)} active={shown === tab}>
          <span className="whitespace-nowrap">{label}</span>
          {count > 0 ? (
            <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">{count}</span>
          ) : null}
        </TabLink>
      ))}
    </TabLinks>
  );
}

/** The way to 'Next review' (the moderation workbench, decision 067) above the queue. */
export function NextReviewLink() {
  const { t } = useTranslation();
  return (
    <Link to="/moderator/dashboard" className={buttonVariants({ variant: "outline", size: "sm" })}>
      {t("workbench.openQueue")}
    </Link>
  );
}
