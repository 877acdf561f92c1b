import { Icon } from "~/components/icon";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import type { CampaignAnalytics } from "~/domain/campaigns/campaign-analytics.server";
import { PACE_CHART_SIZES } from "~/domain/campaigns/daily-pace";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** A version of the chart's figures for its link, so a cached image is never a stale one. */
function chartVersion(pace: CampaignAnalytics["pace"]): string {
  let submitted = 0;
  let approved = 0;
  let come = 0;
  for (const day of pace) {
    if (day.submitted === null || day.approved === null) continue;
    come += 1;
    submitted += day.submitted;
    approved += day.approved;
  }
  return `${pace.length}.${come}.${submitted}.${approved}`;
}

function Bar({ percent }: { percent: number }) {
  return (
    <div className="h-3 flex-1 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
      <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The business's analytics of its campaign (issue 18 point 5, decision 034): rating distribution
 * and topic mentions of the approved reviews, reviews per day against the plan as a chart drawn
 * on the server, and the CSV export.
 */
export function Analytics({
  campaignId,
  analytics,
}: {
  campaignId: string;
  analytics: CampaignAnalytics;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { approved, ratings, topics, pace } = analytics;
  const chartPath = `/campaign/${campaignId}/pace.svg?v=${chartVersion(pace)}&lang=${language}`;

  return (
    <Card className="space-y-6" data-testid="campaign-analytics">
      <div>
        <CardTitle>{t("campaignAnalytics.title")}</CardTitle>
        <p className="mt-1 text-sm text-ink-600">{t("campaignAnalytics.intro")}</p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="analytics-ratings">
          <h3 id="analytics-ratings" className="font-semibold text-ink-950">
            {t("campaignAnalytics.ratingsTitle")}
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">
            {approved === 0
              ? t("campaignAnalytics.noApproved")
              : t("campaignAnalytics.approvedCount", { count: approved })}
          </p>
          <ul className="mt-3 space-y-2" aria-label={t("campaignAnalytics.ratingsLabel")}>
            {ratings.map((bar) => (
              <li key={bar.stars} className="flex items-center gap-3 text-sm">
                <span className="sr-only">
                  {t("campaignAnalytics.ratingRow", {
                    count: bar.stars,
                    reviews: t("campaignAnalytics.approvedCount", { count: bar.count }),
                    percent: bar.percent,
                  })}
                </span>
                <span className="w-10 shrink-0 text-ink-700" aria-hidden="true">
                  {bar.stars} ★
                </span>
                <Bar percent={bar.percent} />
                <span
                  className="w-20 shrink-0 text-right tabular-nums text-ink-800"
                  aria-hidden="true"
                >
                  {bar.count} · {bar.percent}%
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="analytics-topics">
          <h3 id="analytics-topics" className="font-semibold text-ink-950">
            {t("campaignAnalytics.topicsTitle")}
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">
            {topics.length === 0
              ? t("campaignAnalytics.noTopics")
              : t("campaignAnalytics.topicsHint")}
          </p>
          {topics.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {topics.map((topic) => (
                <li key={topic.topic} className="text-sm">
                  <span className="sr-only">
                    {t("campaignAnalytics.topicRow", {
                      name: topic.topic,
                      mentions: topic.reviews,
                      count: approved,
                    })}
                  </span>
                  <div className="flex items-center gap-3" aria-hidden="true">
                    <span className="w-24 shrink-0 truncate text-ink-800" title={topic.topic}>
                      {topic.topic}
                    </span>
                    <Bar percent={approved === 0 ? 0 : (topic.reviews / approved) * 100} />
                    <span className="w-20 shrink-0 text-right tabular-nums text-ink-800">
                      {topic.reviews} / {approved}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="analytics-pace">
        <h3 id="analytics-pace" className="font-semibold text-ink-950">
          {t("campaignAnalytics.paceTitle")}
        </h3>
        <p className="mt-0.5 text-sm text-ink-600">
          {pace.length === 0
            ? t("campaignAnalytics.paceNotStarted")
            : t("campaignAnalytics.paceHint")}
        </p>
        {pace.length > 0 ? (
          <>
            <picture>
              <source
                media="(max-width: 639px)"
                srcSet={`${chartPath}&size=narrow`}
                width={PACE_CHART_SIZES.narrow.width}
                height={PACE_CHART_SIZES.narrow.height}
              />
              <img
                src={chartPath}
                alt={t("campaignAnalytics.paceAlt")}
                width={PACE_CHART_SIZES.wide.width}
                height={PACE_CHART_SIZES.wide.height}
                loading="lazy"
                className="mt-3 h-auto w-full max-w-3xl"
                data-testid="pace-chart"
              />
            </picture>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer py-3 font-medium text-brand-800">
                {t("campaignAnalytics.showTable")}
              </summary>
              <section
                aria-label={t("campaignAnalytics.paceTableCaption")}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes focus so that the keyboard can scroll it (decision 055)
                tabIndex={0}
                className="scroll-region mt-2 max-h-80"
              >
                <table className="w-full text-left" data-testid="pace-table">
                  <caption className="sr-only">{t("campaignAnalytics.paceTableCaption")}</caption>
                  <thead className="sticky top-0 bg-white text-ink-600">
                    <tr>
                      <th scope="col" className="py-1.5 pr-3 font-medium">
                        {t("campaignAnalytics.day")}
                      </th>
                      <th scope="col" className="py-1.5 pr-3 font-medium">
                        {t("campaignAnalytics.date")}
                      </th>
                      <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                        {t("campaignAnalytics.planned")}
                      </th>
                      <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                        {t("campaignAnalytics.submitted")}
                      </th>
                      <th scope="col" className="py-1.5 text-right font-medium">
                        {t("campaignAnalytics.approved")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-ink-100 tabular-nums">
                    {pace.map((row) => (
                      <tr key={row.day}>
                        <th scope="row" className="py-1 pr-3 font-normal">
                          {row.day}
                        </th>
                        <td className="py-1 pr-3 text-ink-700">
                          {formatDate(`${row.date}T12:00:00+05:30`, language)}
                        </td>
                        <td className="py-1 pr-3 text-right">{row.planned}</td>
                        <td className="py-1 pr-3 text-right">{row.submitted ?? "–"}</td>
                        <td className="py-1 text-right">{row.approved ?? "–"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </details>
          </>
        ) : null}
      </section>

      <section aria-labelledby="analytics-export">
        <h3 id="analytics-export" className="font-semibold text-ink-950">
          {t("campaignAnalytics.exportTitle")}
        </h3>
        <p className="mt-0.5 text-sm text-ink-600">{t("campaignAnalytics.exportHint")}</p>
        {/* A plain link: the browser downloads the file; the router never fetches it. */}
        <a
          href={`/campaign/${campaignId}/reviews.csv`}
          download
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-3")}
        >
          <Icon name="download" />
          {t("campaignAnalytics.exportCsv")}
        </a>
      </section>
    </Card>
  );
}
