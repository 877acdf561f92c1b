import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { InboundWebhookState } from "~/db/schema";
import type { InboundWebhookRow } from "~/domain/money/webhooks/list-inbound-webhooks.server";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

type EventRow = Omit<InboundWebhookRow, "cursor"> & { providerName: string };

const stateTone = {
  received: "warning",
  processed: "success",
  ignored: "neutral",
  failed: "danger",
} as const satisfies Record<InboundWebhookState, string>;

/** One inbound event: when, what it was about, how it went, and Replay if it failed or waits. */
export function EventItem({ row }: { row: EventRow }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const { summary } = row;
  const about = [
    // The provider's own names (payment pay_…): the same in every language.
    summary.entity && summary.entityId ? `${summary.entity} ${summary.entityId}` : null,
    summary.orderId ? t("inboundWebhooks.order", { reference: summary.orderId }) : null,
    summary.amountPaise === null
      ? null
      : new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(
          summary.amountPaise / 100,
        ),
    summary.status,
  ].filter(Boolean);
  const canReplay = row.state === "failed" || row.state === "received";
  return (
    <li
      className="grid gap-2 p-4 text-sm sm:grid-cols-[11rem_1fr_auto]"
      data-testid="inbound-event"
    >
      <p className="text-ink-600">
        <span className="sr-only">{t("inboundWebhooks.received")}: </span>
        {formatDateTime(row.receivedAt, language)}
      </p>
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-950">
          <span>
            {row.providerName} · <span className="font-mono">{row.event || "—"}</span>
          </span>
          <Badge tone={stateTone[row.state]}>{t(`inboundWebhooks.state.${row.state}`)}</Badge>
        </p>
        {about.length > 0 ? <p className="text-ink-700">{about.join(" · ")}</p> : null}
        <p className="text-ink-700">
          {row.outcome ? (
            <>
              {t("inboundWebhooks.outcome")}: <span className="font-mono">{row.outcome}</span>
              {" · "}
            </>
          ) : null}
          {t("inboundWebhooks.attempts", { count: row.attempts })}
          {row.signedWith === "previous" ? ` · ${t("inboundWebhooks.previousSecret")}` : ""}
        </p>
        {row.error ? (
          <p className="text-red-800">
            {t("inboundWebhooks.error")}:{" "}
            {row.outcome === "amount_mismatch" || row.outcome === "malformed"
              ? t(`inboundWebhooks.failedBecause.${row.outcome}`)
              : row.error}
          </p>
        ) : null}
        <p className="text-ink-600">
          {t("inboundWebhooks.eventId")}: <span className="font-mono">{row.eventId}</span>
        </p>
      </div>
      {canReplay ? (
        <form method="post" className="sm:self-start">
          <input type="hidden" name="intent" value="replay" />
          <input type="hidden" name="id" value={row.id} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            aria-label={t("inboundWebhooks.replayLabel", { label: `${row.event} ${row.eventId}` })}
          >
            {t("inboundWebhooks.replay")}
          </Button>
        </form>
      ) : null}
    </li>
  );
}
