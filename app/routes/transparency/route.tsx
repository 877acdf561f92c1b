import { data, Form } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { durationKey, humaniseDuration, MIN_DECISIONS } from "~/domain/moderation/decision-time";
import { formatDateTime } from "~/domain/shared/dates";
import { readMonthlyReport } from "~/domain/transparency/monthly-report.server";
import { sumStars } from "~/domain/transparency/report-figures";
import { kolkataMonth, listedMonths, readReportMonth } from "~/domain/transparency/report-month";
import { getServices } from "~/http/context.server";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { RouteHandle } from "~/routes/route-handle";
import type { Route } from "./+types/route";
import { formatCount, monthName } from "./month-name";
import { otherRows, rejectedShare, reviewRows } from "./report-rows";
import { FigureList, StarTable } from "./report-tables";

export const handle: RouteHandle = { staticPage: true, messages: ["transparency", "footer"] };

/**
 * The monthly transparency report (decision 096): `?month=2026-10` or, without it, the current
 * month of India's calendar, as the job last counted it from the data (one row read); a month the
 * report cannot show is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const asked = readReportMonth(new URL(request.url).searchParams.get("month"), now);
  if (!asked.ok) throw data(null, { status: 404 });
  const { db } = getServices(context);
  const report = await readMonthlyReport(db, { month: asked.month, now });
  return {
    ...report,
    month: asked.month,
    open: asked.month === kolkataMonth(now),
    months: listedMonths(now),
  };
}

const STARS = [1, 2, 3, 4, 5] as const;

export default function Transparency({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { figures, month, months, open, settled, countedAt } = loaderData;
  const format = (value: number) => formatCount(value, language);
  const name = monthName(month, language);
  const rest = otherRows(figures, t);
  const pick = (prefix: string) => rest.filter((row) => row.key.startsWith(prefix));
  const { decisionTimes, complaints, payouts } = figures;
  const words = (seconds: number) => {
    const duration = humaniseDuration(seconds);
    return t(durationKey(duration), { count: duration.count });
  };
  const takedowns = sumStars(figures.removed.court_order);
  return (
    <>
      <title>{t("transparency.metaTitle", { month: name })}</title>
      <meta name="description" content={t("transparency.metaDescription")} />
      <SiteHeader />
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-4 py-8">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-ink-950">
            {t("transparency.title")}
          </h1>
          <p className="text-ink-800">{t("transparency.intro")}</p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-medium text-ink-900">
            {t("transparency.monthLabel")}
            <select
              name="month"
              defaultValue={month}
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-base"
            >
              {months.map((listed) => (
                <option key={listed} value={listed}>
                  {monthName(listed, language)}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="outline">
            {t("transparency.show")}
          </Button>
        </Form>
        <section className="space-y-2" aria-labelledby="report-month">
          <h2 id="report-month" className="text-2xl font-semibold text-ink-950">
            {name}
          </h2>
          {open ? <p className="text-ink-700">{t("transparency.openMonth")}</p> : null}
          <p className="text-sm text-ink-600" data-testid="counted-at">
            {t(settled ? "transparency.storedAt" : "transparency.countedAt", {
              time: formatDateTime(countedAt, language),
            })}
          </p>
          <a
            href={`/transparency/${month}.csv`}
            download
            className={buttonVariants({ variant: "outline" })}
          >
            {t("transparency.download")}
          </a>
        </section>
        <Card className="space-y-3 px-3 sm:px-5">
          <CardTitle>{t("transparency.reviewsHeading")}</CardTitle>
          <p className="text-sm text-ink-700">{t("transparency.starsNote")}</p>
          <StarTable
            caption={t("transparency.reviewsHeading")}
            rows={reviewRows(figures, t)}
            starHeadings={STARS.map((count) => ({
              short: `${count}★`,
              long: t("transparency.starsLong", { count }),
            }))}
            totalHeading={t("transparency.total")}
            itemHeading={t("transparency.item")}
            format={format}
            share={{
              label: t("transparency.rejectedShare"),
              values: rejectedShare(figures),
              none: "—",
            }}
          />
        </Card>
        <Card className="space-y-2">
          <CardTitle>{t("transparency.decisionHeading")}</CardTitle>
          <p className="text-ink-800" data-testid="decision-times">
            {decisionTimes.decisions >= MIN_DECISIONS &&
            decisionTimes.medianSeconds !== null &&
            decisionTimes.p90Seconds !== null
              ? t("transparency.decisionMeasured", {
                  count: format(decisionTimes.decisions),
                  median: words(decisionTimes.medianSeconds),
                  p90: words(decisionTimes.p90Seconds),
                })
              : t("transparency.decisionTooFew", {
                  count: format(decisionTimes.decisions),
                  min: MIN_DECISIONS,
                })}
          </p>
        </Card>
        <Card className="space-y-3">
          <CardTitle>{t("transparency.complaintsHeading")}</CardTitle>
          <p className="text-ink-800" data-key="grievances.received">
            {t("transparency.complaintsReceived", { count: format(complaints.received) })}
          </p>
          <ClockTable
            rows={[
              {
                key: "grievances.acknowledged",
                label: t("transparency.acknowledged"),
                ...complaints.acknowledged,
              },
              {
                key: "grievances.decided",
                label: t("transparency.decided"),
                ...complaints.decided,
              },
              {
                key: "grievances.impersonation",
                label: t("transparency.impersonation", {
                  count: complaints.impersonation.received,
                }),
                ...complaints.impersonation,
              },
            ]}
            format={format}
          />
        </Card>
        <Card className="space-y-2">
          <CardTitle>{t("transparency.reportsHeading")}</CardTitle>
          <FigureList rows={pick("review_complaints.")} format={format} />
        </Card>
        <Card className="space-y-2">
          <CardTitle>{t("transparency.takedownsHeading")}</CardTitle>
          <p className="text-ink-800" data-key="takedowns.court_order">
            {t("transparency.takedowns", { count: takedowns })}
          </p>
        </Card>
        <Card className="space-y-2">
          <CardTitle>{t("transparency.payoutsHeading")}</CardTitle>
          <dl className="divide-y divide-ink-100 text-sm">
            <div data-key="payouts_made.count" className="flex justify-between gap-4 py-1.5">
              <dt className="text-ink-800">{t("transparency.payoutsCount")}</dt>
              <dd className="font-semibold tabular-nums text-ink-950">{format(payouts.count)}</dd>
            </div>
            <div data-key="payouts_made.rupees" className="flex justify-between gap-4 py-1.5">
              <dt className="text-ink-800">{t("transparency.payoutsTotal")}</dt>
              <dd className="font-semibold tabular-nums text-ink-950">₹{format(payouts.rupees)}</dd>
            </div>
          </dl>
        </Card>
      </main>
      <SiteFooter />
    </>
  );
}

/** The complaint clocks: met, missed and still running, a row per deadline. */
function ClockTable(props: {
  rows: { key: string; label: string; met: number; missed: number; running: number }[];
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const cell = "px-1 py-1.5 text-right tabular-nums sm:px-2";
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("transparency.complaintsHeading")}</caption>
      <thead>
        <tr className="grid grid-cols-3 border-b border-ink-200 text-ink-700 sm:table-row">
          <th scope="col" className="sr-only text-left sm:not-sr-only sm:py-1.5 sm:pr-2">
            {t("transparency.clock")}
          </th>
          <th scope="col" className={cell}>
            {t("transparency.met")}
          </th>
          <th scope="col" className={cell}>
            {t("transparency.missed")}
          </th>
          <th scope="col" className={cell}>
            {t("transparency.running")}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr
            key={row.key}
            data-key={row.key}
            className="grid grid-cols-3 border-b border-ink-100 sm:table-row"
          >
            <th
              scope="row"
              className="col-span-3 pt-2 text-left font-normal text-ink-900 sm:py-1.5 sm:pr-2"
            >
              {row.label}
            </th>
            <td className={cell}>{props.format(row.met)}</td>
            <td className={cell}>{props.format(row.missed)}</td>
            <td className={cell}>{props.format(row.running)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
