import { Card, CardTitle } from "~/components/ui/card";
import type { CampaignSummary } from "~/domain/campaigns/business-campaigns.server";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** One day of the campaign's schedule: its reviews that day and the total allowed by then. */
export type PacingDay = { day: number; date: string | null; count: number; cumulative: number };

/** The day-by-day schedule, today's row marked once the campaign has started. */
export function Pacing({
  campaign,
  pacing,
  today,
}: {
  campaign: Pick<CampaignSummary, "status" | "startDate">;
  pacing: PacingDay[];
  today: number;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <Card>
      <CardTitle>{t("campaign.pacingTitle")}</CardTitle>
      <p className="mt-1 text-sm text-ink-600">
        {campaign.startDate
          ? t("campaign.pacingIntro")
          : campaign.status === "rejected"
            ? t("campaign.pacingRejected")
            : t("campaign.pacingPending")}
      </p>
      <section
        aria-label={t("campaign.pacingTitle")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes focus so that the keyboard can scroll it (decision 055)
        tabIndex={0}
        className="scroll-region relative mt-3 max-h-80"
      >
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-white text-ink-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("campaign.day")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("campaign.date")}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t("campaign.reviewsThatDay")}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t("campaign.totalByThen")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {pacing.map((row) => (
              <tr
                key={row.day}
                className={row.day === today ? "bg-brand-50 font-semibold" : undefined}
              >
                <td className="py-1.5 pr-3">
                  {row.day}
                  {row.day === today ? ` · ${t("campaign.today")}` : ""}
                </td>
                <td className="py-1.5 pr-3 text-ink-700">
                  {row.date ? formatDate(`${row.date}T12:00:00+05:30`, language) : "—"}
                </td>
                <td className="py-1.5 pr-3 text-right">{row.count}</td>
                <td className="py-1.5 text-right">{row.cumulative}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
