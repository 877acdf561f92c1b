import type { TFunction } from "i18next";
import { removalGrounds } from "~/db/complaint-grounds";
import { rejectionCategories } from "~/db/rejection-categories";
import {
  type ReportFigures,
  type StarCounts,
  shareOf,
  sumStars,
  totalOf,
} from "~/domain/transparency/report-figures";

/**
 * One line of the report, as the page's tables and the CSV both print it: a stable key, the
 * words in the reader's language, the five stars' counts where the figure is split by star, and
 * the total. The page and the file are made from the same rows, so they cannot disagree.
 */
export type ReportRow = {
  key: string;
  label: string;
  stars: StarCounts | null;
  total: number | null;
};

const row = (key: string, label: string, stars: StarCounts): ReportRow => ({
  key,
  label,
  stars,
  total: sumStars(stars),
});

/** The reviews table: submitted, published, each rejection category and removal ground. */
export function reviewRows(figures: ReportFigures, t: TFunction): ReportRow[] {
  const rejected = totalOf(figures.rejected);
  const removed = totalOf(figures.removed);
  return [
    row("reviews.received", t("transparency.received"), figures.received),
    row("reviews.published", t("transparency.published"), figures.published),
    ...rejectionCategories.map((category) =>
      row(
        `reviews.rejected.${category}`,
        t("transparency.rejectedAs", { category: t(`rejectionCategory.${category}`) }),
        figures.rejected[category],
      ),
    ),
    row("reviews.rejected.total", t("transparency.rejectedTotal"), rejected),
    ...removalGrounds.map((ground) =>
      row(
        `reviews.removed.${ground}`,
        t("transparency.removedAs", { ground: t(`removalGround.${ground}`) }),
        figures.removed[ground],
      ),
    ),
    row("reviews.removed.total", t("transparency.removedTotal"), removed),
  ];
}

/**
 * Per star, the month's rejections and removals per 100 of its decisions (published plus
 * rejected): null where a star had no decision.
 */
export function rejectedShare(figures: ReportFigures): (number | null)[] {
  const rejected = totalOf(figures.rejected);
  const removed = totalOf(figures.removed);
  return figures.published.map((published, index) => {
    const refused = (rejected[index] ?? 0) + (removed[index] ?? 0);
    return shareOf(refused, published + (rejected[index] ?? 0));
  });
}

const single = (key: string, label: string, value: number | null): ReportRow => ({
  key,
  label,
  stars: null,
  total: value,
});

/** Every figure not split by star, in the order the page shows them. */
export function otherRows(figures: ReportFigures, t: TFunction): ReportRow[] {
  const { complaints, reviewComplaints, payouts, decisionTimes } = figures;
  const clock = (
    key: string,
    name: string,
    record: { met: number; missed: number; running: number },
  ) =>
    (["met", "missed", "running"] as const).map((state) =>
      single(
        `${key}.${state}`,
        t("transparency.clockRow", { clock: name, state: t(`transparency.${state}`) }),
        record[state],
      ),
    );
  const seconds = (item: string) => t("transparency.csvSeconds", { item });
  return [
    single("decisions.count", t("transparency.decisionsCount"), decisionTimes.decisions),
    single(
      "decisions.median_seconds",
      seconds(t("transparency.decisionMedian")),
      roundOrNull(decisionTimes.medianSeconds),
    ),
    single(
      "decisions.p90_seconds",
      seconds(t("transparency.decisionP90")),
      roundOrNull(decisionTimes.p90Seconds),
    ),
    single("grievances.received", t("transparency.complaintsTotal"), complaints.received),
    ...clock("grievances.acknowledged", t("transparency.acknowledged"), complaints.acknowledged),
    ...clock("grievances.decided", t("transparency.decided"), complaints.decided),
    single(
      "grievances.impersonation.received",
      t("transparency.impersonationReceived"),
      complaints.impersonation.received,
    ),
    ...clock(
      "grievances.impersonation",
      t("transparency.impersonation", { count: complaints.impersonation.received }),
      complaints.impersonation,
    ),
    single("review_complaints.reports", t("transparency.reports"), reviewComplaints.reports),
    single("review_complaints.disputes", t("transparency.disputes"), reviewComplaints.disputes),
    single("review_complaints.removed", t("transparency.reportsRemoved"), reviewComplaints.removed),
    single("review_complaints.kept", t("transparency.reportsKept"), reviewComplaints.kept),
    single("review_complaints.open", t("transparency.reportsOpen"), reviewComplaints.open),
    single(
      "takedowns.court_order",
      t("transparency.takedownsHeading"),
      sumStars(figures.removed.court_order),
    ),
    single("payouts_made.count", t("transparency.payoutsCount"), payouts.count),
    single("payouts_made.rupees", `${t("transparency.payoutsTotal")} (₹)`, payouts.rupees),
  ];
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : Math.round(value);
}
