import { Link, useLocation } from "react-router";
import { ReviewerLevelLabel } from "~/components/reviewer-level";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { afterParam, beforeParam } from "~/domain/shared/list-pages";
import type { RiskLevel } from "~/domain/trust/assess-risk";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "~/routes/_staff/staff-list-pages";
import type { QueueRisk } from "./queue-cards.server";
import { type QueueOrder, queueOrderParam } from "./queue-order";

const tones = { high: "danger", medium: "warning", low: "neutral" } as const satisfies Record<
  RiskLevel,
  string
>;

/** A queued review's risk signals, each with its reason in words, and its reviewer's level. */
export function RiskSignals({ risk }: { risk: QueueRisk | undefined }) {
  const { t } = useTranslation();
  if (!risk) return null;
  return (
    // A group, not a landmark (one per queue card; see review-flags.tsx).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a card's part
    <div role="group" aria-label={t("risk.signals")} className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-700">
        <ReviewerLevelLabel
          level={risk.level}
          approvedReviews={risk.approvedReviews}
          className="font-medium text-ink-900"
        />
        <span>{t("risk.score", { score: risk.score })}</span>
      </p>
      {risk.signals.length === 0 ? (
        <p className="text-ink-600">{t("risk.noSignals")}</p>
      ) : (
        <ul className="space-y-1">
          {risk.signals.map((signal) => (
            <li key={signal.reason} className="flex items-start gap-2">
              <Badge tone={tones[signal.level]} className="mt-0.5 min-w-16 shrink-0 justify-center">
                {t(`risk.level_${signal.level}`)}
              </Badge>
              <span className="text-ink-900">{signal.text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Oldest first' / 'Riskiest first': plain links (no script needed) that start at page 1. */
export function QueueOrderSwitch({ order }: { order: QueueOrder }) {
  const { t } = useTranslation();
  const location = useLocation();
  const linkTo = (target: QueueOrder) => {
    const search = new URLSearchParams(location.search);
    for (const name of [pageParams.reviews, afterParam(pageParams.reviews), "live"]) {
      search.delete(name);
    }
    search.delete(beforeParam(pageParams.reviews));
    if (target === "risk") search.set(queueOrderParam, "risk");
    else search.delete(queueOrderParam);
    const query = search.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : "" };
  };
  const choices: { value: QueueOrder; label: string }[] = [
    { value: "oldest", label: t("risk.oldestFirst") },
    { value: "risk", label: t("risk.riskiestFirst") },
  ];
  return (
    <nav aria-label={t("risk.order")} className="flex flex-wrap items-center gap-2">
      {choices.map((choice) => (
        <Link
          key={choice.value}
          to={linkTo(choice.value)}
          aria-current={choice.value === order ? "page" : undefined}
          preventScrollReset
          className={cn(
            "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
            choice.value === order
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-ink-300 bg-white text-ink-800 hover:bg-ink-50",
          )}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}
