import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { TabLink, TabLinks } from "~/components/ui/tabs";
import { useTranslation } from "~/i18n/use-translation";

const tabs = [
  "reviews",
  "campaigns",
  "payouts",
  "appeals",
  "complaints",
  "reports",
  "team",
] as const;
export type Tab = (typeof tabs)[number];

/** The tab a URL shows: the review queue unless ?tab names another. */
export function tabOf(searchParams: URLSearchParams): Tab {
  const requested = searchParams.get("tab");
  return tabs.includes(requested as Tab) ? (requested as Tab) : "reviews";
}

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
  return (
    <TabLinks label={t("admin.sections")}>
      <TabLink search="" active={shown === "reviews"}>
        <span className="whitespace-nowrap">{t("admin.reviewQueue")}</span>
        {counts.reviews > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {counts.reviews}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=campaigns" active={shown === "campaigns"}>
        <span className="whitespace-nowrap">{t("admin.campaigns")}</span>
        {counts.campaigns > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {counts.campaigns}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=payouts" active={shown === "payouts"}>
        <span className="whitespace-nowrap">{t("admin.payouts")}</span>
        {counts.payouts > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {counts.payouts}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=appeals" active={shown === "appeals"}>
        <span className="whitespace-nowrap">{appealsLabel}</span>
        {counts.appeals > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {counts.appeals}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=complaints" active={shown === "complaints"}>
        <span className="whitespace-nowrap">{complaintsLabel}</span>
        {counts.complaints > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {counts.complaints}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=reports" active={shown === "reports"}>
        <span className="whitespace-nowrap">{reports.label}</span>
        {reports.count > 0 ? (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs text-amber-900">
            {reports.count}
          </span>
        ) : null}
      </TabLink>
      <TabLink search="?tab=team" active={shown === "team"}>
        <span className="whitespace-nowrap">{t("team.tab")}</span>
      </TabLink>
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
