import { useTranslation } from "~/i18n/use-translation";

/** 'Earnings statement': each financial year's statement as CSV and PDF (plain links, no script). */
export function EarningsStatementLinks({
  years,
}: {
  years: { startYear: number; label: string }[];
}) {
  const { t } = useTranslation();
  if (years.length === 0) return null;
  return (
    <section aria-labelledby="earnings-statement" className="mt-4 border-t border-ink-100 pt-3">
      <h3 id="earnings-statement" className="text-sm font-semibold text-ink-900">
        {t("payouts.statement")}
      </h3>
      <p className="mt-1 text-xs text-ink-600">{t("payouts.statementHint")}</p>
      <ul className="mt-1">
        {years.map((year) => (
          <li key={year.startYear} className="flex flex-wrap items-center gap-x-3">
            <span className="text-sm text-ink-800">
              {t("payouts.statementYear", { label: year.label })}
            </span>
            {(["csv", "pdf"] as const).map((format) => (
              <a
                key={format}
                href={`/user/statement/${year.startYear}/${format}`}
                download
                className="inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 underline"
                aria-label={`${t("payouts.statementYear", { label: year.label })} ${format.toUpperCase()}`}
              >
                {t(format === "csv" ? "payouts.downloadCsv" : "payouts.downloadPdf")}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
