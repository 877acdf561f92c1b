import { useDurationWords } from "~/components/decision-time";
import { Card, CardTitle } from "~/components/ui/card";
import {
  DECISION_WINDOWS,
  type DecisionTime,
  type DecisionWindow,
  type HumanDuration,
  MIN_DECISIONS,
} from "~/domain/moderation/decision-time";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * How long reviews waited for a decision, over the last 7 and 30 days (decision 069): the median
 * and the 90th percentile the measuring job stored, with the count of decisions behind them, in
 * one small table (a window with too few decisions shows a dash and says why beneath).
 */
export function DecisionTimes({ times }: { times: Record<DecisionWindow, DecisionTime> }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const words = useDurationWords();
  const windows = DECISION_WINDOWS.map((days) => ({ days, time: times[days] }));
  const measured = windows.find(({ time }) => time.kind !== "unknown")?.time;
  const figure = (
    time: DecisionTime,
    pick: (measured: { median: HumanDuration; p90: HumanDuration }) => HumanDuration,
  ) => (time.kind === "measured" ? words(pick(time)) : "—");
  const rows = [
    {
      label: t("decisionTimes.median"),
      key: "median",
      cell: (time: DecisionTime) => figure(time, (m) => m.median),
    },
    {
      label: t("decisionTimes.p90"),
      key: "p90",
      cell: (time: DecisionTime) => figure(time, (m) => m.p90),
    },
    {
      label: t("decisionTimes.decisions"),
      key: "decisions",
      cell: (time: DecisionTime) => (time.kind === "unknown" ? "—" : String(time.decisions)),
    },
  ];
  const cell = "px-2 py-1.5 text-left align-top";
  return (
    <Card className="space-y-2" data-testid="decision-times">
      <CardTitle>{t("decisionTimes.adminTitle")}</CardTitle>
      <p className="text-sm text-ink-700">{t("decisionTimes.adminIntro")}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-ink-200 text-ink-700">
            <td className={cell} />
            {windows.map(({ days }) => (
              <th key={days} scope="col" className={`${cell} font-semibold text-ink-950`}>
                {t(`decisionTimes.window_${days}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-ink-100 last:border-0">
              <th scope="row" className={`${cell} font-normal text-ink-600`}>
                {row.label}
              </th>
              {windows.map(({ days, time }) => (
                <td
                  key={days}
                  className={`${cell} font-medium text-ink-950 tabular-nums`}
                  data-testid={`${row.key}-${days}`}
                >
                  {row.cell(time)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {windows.some(({ time }) => time.kind !== "measured") ? (
        <p className="text-xs text-ink-700" data-testid="decision-times-note">
          {measured
            ? `— ${t("decisionTimes.adminTooFew", { min: MIN_DECISIONS })}`
            : `— ${t("decisionTimes.adminUnknown")}`}
        </p>
      ) : null}
      {measured && measured.kind !== "unknown" ? (
        <p className="text-xs text-ink-600">
          {t("decisionTimes.measuredAt", { time: formatDateTime(measured.computedAt, language) })}
        </p>
      ) : null}
    </Card>
  );
}
