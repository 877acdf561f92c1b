import { data } from "react-router";
import { readMonthlyReport } from "~/domain/transparency/monthly-report.server";
import { readReportMonth } from "~/domain/transparency/report-month";
import { getRequestInfo, getServices } from "~/http/context.server";
import { serverT } from "~/i18n/translate.server";
import { otherRows, reviewRows } from "../report-rows";
import type { Route } from "./+types/route";
import { reportCsv } from "./report-csv.server";

/**
 * /transparency/2026-11.csv: the month's report as a file, in the reader's language (the key
 * column stays the same in every language). Public, like the page; 404 for a month not shown.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(\d{4}-\d{2})\.csv$/.exec(params.file);
  const now = new Date();
  const month = match?.[1] ? readReportMonth(match[1], now) : { ok: false as const };
  if (!month.ok) throw data(null, { status: 404 });
  const { db } = getServices(context);
  const { figures } = await readMonthlyReport(db, { month: month.month, now });
  const t = serverT(getRequestInfo(context).language);
  const header = [
    t("transparency.csvKey"),
    t("transparency.csvItem"),
    ...[1, 2, 3, 4, 5].map((count) => t("transparency.starsLong", { count })),
    t("transparency.total"),
  ];
  const csv = reportCsv(header, [...reviewRows(figures, t), ...otherRows(figures, t)]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="reviewkaro-transparency-${month.month}.csv"`,
      // The current month's figures move with every decision: always asked again.
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      "Content-Language": getRequestInfo(context).language,
    },
  });
}
