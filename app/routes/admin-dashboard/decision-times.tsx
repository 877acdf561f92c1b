import { useDurationWords } from "~/components/decision-time";
import { Card, CardTitle } from "~/components/ui/card";
import {
  DECISION_WINDOWS,
  type DecisionTime,
  type DecisionWindow,
  MIN_DECISIONS,
} from "~/domain/moderation/decision-time";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * How long reviews waited for a decision, over the last 7 and 30 days (decision 069): the median
 * and the 90th percentile the measuring job stored, with the count of decisions behind them.
 */
export function DecisionTimes({ times }: { times: Record<DecisionWindow, DecisionTime> }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const words = useDurationWords();
  const measured = DECISION_WINDOWS.map((days) => times[days]).find(
    (time) => time.kind !== "unknown",
  );
  return (
    <Card className="space-y-3" aria-labelledby="decision-times-title" data-testid="decision-times">
      <div>
        <CardTitle id="decision-times-title">{t("decisionTimes.adminTitle")}</CardTitle>
        <p className="text-sm text-ink-700">{t("decisionTimes.adminIntro")}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {DECISION_WINDOWS.map((days) => {
          const time = times[days];
          return (
            <section
              key={days}
              aria-label={t(`decisionTimes.window_${days}`)}
              className="rounded-xl bg-ink-50 p-3"
              data-testid={`decision-time-${days}`}
            >
              <h3 className="font-semibold text-ink-950">{t(`decisionTimes.window_${days}`)}</h3>
              {time.kind === "measured" ? (
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="text-ink-600">{t("decisionTimes.median")}</dt>
                  <dd className="font-medium text-ink-950">{words(time.median)}</dd>
                  <dt className="text-ink-600">{t("decisionTimes.p90")}</dt>
                  <dd className="font-medium text-ink-950">{words(time.p90)}</dd>
                  <dt className="text-ink-600">{t("decisionTimes.decisions")}</dt>
                  <dd className="font-medium text-ink-950 tabular-nums">{time.decisions}</dd>
                </dl>
              ) : (
                <p className="mt-1 text-sm text-ink-700">
                  {time.kind === "too_few"
                    ? `${t("decisionTimes.adminTooFew", { min: MIN_DECISIONS })} · ${t("decisionTimes.decisions")}: ${time.decisions}`
                    : t("decisionTimes.adminUnknown")}
                </p>
              )}
            </section>
          );
        })}
      </div>
      {measured ? (
        <p className="text-xs text-ink-600">
          {t("decisionTimes.measuredAt", {
            time: formatDateTime(measured.computedAt, language),
          })}
        </p>
      ) : null}
    </Card>
  );
}
