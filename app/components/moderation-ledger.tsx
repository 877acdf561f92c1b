import type { ModerationLedger as Ledger, LedgerLine } from "~/domain/moderation/summarise-ledger";
import { ledgerRatings } from "~/domain/moderation/summarise-ledger";
import { useTranslation } from "~/i18n/use-translation";
import { Card } from "./ui/card";

const allColumns = [
  "submitted",
  "published",
  "rejected",
  "withdrawn",
  "removed",
  "waiting",
] as const satisfies readonly (keyof LedgerLine)[];

/**
 * The public moderation ledger (decision 032): every review submitted, published, rejected (by
 * category) and withdrawn, split by star rating, so anyone can compare low and high ratings.
 * Plain HTML: the public page ships no script.
 */
export function ModerationLedger({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  const share = ledger.publishedShare;
  const cell = "px-1 py-1.5 sm:px-2 text-right tabular-nums";
  // The Removed column only where a review was removed: most pages have none (decision 080).
  const columns = allColumns.filter((column) => column !== "removed" || ledger.total.removed > 0);
  return (
    <Card className="space-y-3" aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="text-lg font-semibold text-ink-950">
        {t("ledger.title")}
      </h2>
      <p className="text-sm text-ink-700">{t("ledger.intro")}</p>
      <p className="font-medium text-ink-900" data-testid="ledger-share">
        {share === null
          ? t("ledger.noneDecided")
          : share.low.stars === share.high.stars
            ? t("ledger.publishedShareOneSide", {
                percent: share.low.percent,
                stars: share.low.stars,
              })
            : t("ledger.publishedShare", {
                low: share.low.percent,
                lowStars: share.low.stars,
                high: share.high.percent,
                highStars: share.high.stars,
              })}
      </p>
      <section
        aria-label={t("ledger.title")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes focus so that the keyboard can scroll it (decision 055)
        tabIndex={0}
        className="scroll-region -mx-1 sm:-mx-2"
      >
        <table className="w-full text-xs sm:text-sm" data-testid="ledger-table">
          <caption className="sr-only">{t("ledger.title")}</caption>
          <thead>
            <tr className="border-b border-ink-200 text-ink-700">
              <th scope="col" className="px-1 py-1.5 sm:px-2 text-left font-medium">
                {t("ledger.stars")}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-1 py-1.5 sm:px-2 text-right font-medium">
                  {t(`ledger.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ledgerRatings.map((rating) => (
              <tr key={rating} className="border-b border-ink-100">
                <th scope="row" className="px-1 py-1.5 sm:px-2 text-left font-medium text-ink-900">
                  <span aria-hidden="true">{rating}★</span>
                  <span className="sr-only">{t("ledger.starsValue", { count: rating })}</span>
                </th>
                {columns.map((column) => (
                  <td key={column} className={cell}>
                    {ledger.byRating[rating][column]}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="font-semibold text-ink-950">
              <th scope="row" className="px-1 py-1.5 sm:px-2 text-left">
                {t("ledger.total")}
              </th>
              {columns.map((column) => (
                <td key={column} className={cell}>
                  {ledger.total[column]}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
      <h3 className="pt-1 font-semibold text-ink-950">{t("ledger.rejectedBy")}</h3>
      {ledger.rejectedBy.length === 0 ? (
        <p className="text-sm text-ink-700">{t("ledger.noRejections")}</p>
      ) : (
        <section
          aria-label={t("ledger.rejectedBy")}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box takes focus so that the keyboard can scroll it (decision 055)
          tabIndex={0}
          className="scroll-region -mx-1 sm:-mx-2"
        >
          <table className="w-full text-xs sm:text-sm" data-testid="ledger-rejections">
            <caption className="sr-only">{t("ledger.rejectedBy")}</caption>
            <thead>
              <tr className="border-b border-ink-200 text-ink-700">
                <th scope="col" className="px-1 py-1.5 sm:px-2 text-left font-medium">
                  <span className="sr-only">{t("ledger.rejected")}</span>
                </th>
                {ledgerRatings.map((rating) => (
                  <th
                    key={rating}
                    scope="col"
                    className="px-1 py-1.5 sm:px-2 text-right font-medium"
                  >
                    <span aria-hidden="true">{rating}★</span>
                    <span className="sr-only">{t("ledger.starsValue", { count: rating })}</span>
                  </th>
                ))}
                <th scope="col" className="px-1 py-1.5 sm:px-2 text-right font-medium">
                  {t("ledger.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.rejectedBy.map((line) => (
                <tr key={line.category} className="border-b border-ink-100">
                  <th
                    scope="row"
                    className="px-1 py-1.5 sm:px-2 text-left font-normal text-ink-900"
                  >
                    {t(`rejectionCategory.${line.category}`)}
                  </th>
                  {ledgerRatings.map((rating) => (
                    <td key={rating} className={cell}>
                      {line.byRating[rating]}
                    </td>
                  ))}
                  <td className={`${cell} font-semibold`}>{line.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {ledger.removedBy.length > 0 ? (
        <>
          <h3 className="pt-1 font-semibold text-ink-950">{t("ledger.removedBy")}</h3>
          <ul className="space-y-1 text-sm text-ink-900" data-testid="ledger-removals">
            {ledger.removedBy.map((line) => (
              <li key={line.ground}>
                {t("ledger.removedLine", {
                  count: line.total,
                  ground: t(`removalGround.${line.ground}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {ledger.appeals.upheld + ledger.appeals.reinstated > 0 ? (
        <>
          <h3 className="pt-1 font-semibold text-ink-950">{t("ledger.appealsHeading")}</h3>
          <ul className="space-y-1 text-sm text-ink-900" data-testid="ledger-appeals">
            {ledger.appeals.reinstated > 0 ? (
              <li>{t("ledger.appealReinstated", { count: ledger.appeals.reinstated })}</li>
            ) : null}
            {ledger.appeals.upheld > 0 ? (
              <li>{t("ledger.appealUpheld", { count: ledger.appeals.upheld })}</li>
            ) : null}
          </ul>
        </>
      ) : null}
      <p className="text-xs text-ink-600">{t("ledger.submittedMeans")}</p>
    </Card>
  );
}
