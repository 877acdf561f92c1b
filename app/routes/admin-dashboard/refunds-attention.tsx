import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatRupees } from "~/domain/money/rupees";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminIntent } from "./admin-intents";
import type { RefundAttentionRow } from "./refunds-attention.server";

/**
 * Refunds that failed at the gateway or wait too long (decision 058), with 'Retry now': a plain
 * form, answered by the page's toast. Nothing is shown while every refund is on its way.
 */
export function RefundsNeedingAttention({ refunds }: { refunds: RefundAttentionRow[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-attention" className="space-y-3">
      <h2 id="refunds-attention" className="text-lg font-bold text-ink-950">
        {t("adminRefunds.attentionTitle")}
      </h2>
      <p className="text-sm text-ink-700">{t("adminRefunds.attentionHint")}</p>
      <ul className="space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 flex-[1_1_16rem] space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-950">
                  {refund.businessName} · {formatRupees(refund.amount)}
                  <Badge
                    tone={refund.status === "failed" ? "danger" : "warning"}
                    data-status={refund.status}
                  >
                    {t(`adminRefunds.status.${refund.status}`)}
                  </Badge>
                </p>
                <p className="text-sm text-ink-700">
                  {t(`adminRefunds.reason.${refund.reason}`)} ·{" "}
                  {formatDateTime(refund.createdAt, language)} ·{" "}
                  {t("adminRefunds.attempts", { count: refund.attempts })}
                </p>
                {refund.lastError ? (
                  <p className="text-sm wrap-anywhere text-ink-800">
                    {t("adminRefunds.lastError", { error: refund.lastError })}
                  </p>
                ) : refund.status === "failed" ? (
                  <p className="text-sm text-ink-800">{t("adminRefunds.failedAtGateway")}</p>
                ) : null}
                {refund.nextAttemptAt ? (
                  <p className="text-sm text-ink-600">
                    {t("adminRefunds.nextAttempt", {
                      time: formatDateTime(refund.nextAttemptAt, language),
                    })}
                  </p>
                ) : null}
              </div>
              <form method="post">
                <input type="hidden" name="refundId" value={refund.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={"retry-refund" satisfies AdminIntent}
                  variant="outline"
                  aria-label={t("adminRefunds.retryLabel", {
                    business: refund.businessName,
                    amount: formatRupees(refund.amount),
                  })}
                >
                  {t("adminRefunds.retryNow")}
                </Button>
              </form>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
