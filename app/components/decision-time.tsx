import type { DecisionTime, HumanDuration } from "~/domain/moderation/decision-time";
import { durationKey, MIN_DECISIONS } from "~/domain/moderation/decision-time";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/** "about 5 hours", in the page's language. */
export function useDurationWords() {
  const { t } = useTranslation();
  return (duration: HumanDuration) => t(durationKey(duration), { count: duration.count });
}

/**
 * The public page's sentences on moderation (decision 069): checked by people, usually within
 * the last 30 days' 90th percentile (or why no figure is given), and without the rating in sight.
 */
export function PublicModerationNote({ time }: { time: DecisionTime }) {
  const { t } = useTranslation();
  const words = useDurationWords();
  return (
    <>
      <p className="mt-1" data-testid="decision-time">
        {time.kind === "measured"
          ? t("decisionTimes.publicMeasured", { time: words(time.p90) })
          : time.kind === "too_few"
            ? t("decisionTimes.publicTooFew")
            : t("decisionTimes.publicUnknown")}
      </p>
      <p className="mt-1">{t("decisionTimes.ratingBlind")}</p>
    </>
  );
}

/** The review policy's section on how long checking takes, with the current figure. */
export function PolicyDecisionTime({ time }: { time: DecisionTime }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const words = useDurationWords();
  return (
    <section className="space-y-1" data-testid="decision-time">
      <h2 className="text-xl font-semibold text-ink-950">{t("decisionTimes.policyHeading")}</h2>
      <p className="text-ink-800">
        {time.kind === "measured"
          ? t("decisionTimes.policyMeasured", {
              count: time.decisions,
              median: words(time.median),
              p90: words(time.p90),
            })
          : time.kind === "too_few"
            ? t("decisionTimes.policyTooFew", { count: time.decisions, min: MIN_DECISIONS })
            : t("decisionTimes.policyUnknown")}
      </p>
      {time.kind === "unknown" ? null : (
        <p className="text-sm text-ink-600">
          {t("decisionTimes.measuredAt", { time: formatDateTime(time.computedAt, language) })}
        </p>
      )}
    </section>
  );
}
