import type { AccessLogRow } from "~/domain/privacy/access-log-lists.server";
import { UNKNOWN_SCREEN } from "~/domain/privacy/mask";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { describeRecord } from "./describe-record";

type ViewRow = Omit<AccessLogRow, "cursor">;

/**
 * One view as one compact row: its parts wrap as wholes (gaps, no ' · ' that could end a line),
 * each named for a screen reader; two or three lines on a phone, one or two at 1280 px.
 */
export function ViewItem({ row }: { row: ViewRow }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const kind = {
    proof: t("accessLog.kindProof"),
    phone: t("accessLog.kindPhone"),
    upi: t("accessLog.kindUpi"),
    rating: t("accessLog.kindRating"),
  }[row.kind];
  const { record, whose } = describeRecord(row, t);
  return (
    <li
      className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5 text-sm [overflow-wrap:anywhere]"
      data-testid="access-view"
    >
      <span className="whitespace-nowrap text-ink-600">
        <span className="sr-only">{t("accessLog.when")}: </span>
        {formatDateTime(row.viewedAt, language)}
      </span>
      <span className="font-medium text-ink-950" data-testid="access-who">
        <span className="sr-only">{t("accessLog.who")}: </span>
        {row.staffId === null
          ? t("accessLog.goneAccount")
          : (row.staffName ?? t("accessLog.noName"))}
      </span>
      <span className="text-ink-950">
        <span className="sr-only">{t("accessLog.what")}: </span>
        {kind}
        {row.masked ? <span className="whitespace-nowrap font-mono"> {row.masked}</span> : null}
        {record ? `, ${record}` : null}
      </span>
      <span className="text-ink-700">
        <span className="text-ink-600">{t("accessLog.whose")}:</span> {whose}
      </span>
      <span className="text-ink-600">
        {t("accessLog.screen")}:{" "}
        {row.screen === UNKNOWN_SCREEN ? (
          t("accessLog.screenUnknown")
        ) : (
          <span className="font-mono">{row.screen}</span>
        )}
      </span>
    </li>
  );
}
