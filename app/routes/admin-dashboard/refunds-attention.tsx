import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { HAND_REFERENCE_PATTERN } from "~/domain/money/payments/hand-reference";
import { formatRupees } from "~/domain/money/rupees";
import { formatDateTime } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import type { AdminIntent } from "./admin-intents";
import type { RefundAttentionRow } from "./refunds-attention.server";

const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** Whole rupees as everywhere; a short payment's paise shown, since the admin pays them back. */
function formatAmount(amount: number) {
  return Number.isInteger(amount) ? formatRupees(amount) : withPaise.format(amount);
}

/**
 * Refunds that failed at the gateway or wait too long (decision 058), with 'Retry now': a plain
 * form, answered by the page's toast; one the gateway refused for good says how to pay it back by
 * hand and records its reference (decision 088). Nothing is shown while every refund is on its way.
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
                  {refund.businessName} · {formatAmount(refund.amount)}
                  <Badge
                    tone={refund.status === "pending" ? "warning" : "danger"}
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
                {refund.gatewayPaymentId ? (
                  <p className="text-sm wrap-anywhere text-ink-700">
                    {t("adminRefunds.gatewayPayment", { reference: refund.gatewayPaymentId })}
                  </p>
                ) : null}
                {refund.status === "refused" ? (
                  <>
                    <p className="text-sm wrap-anywhere text-ink-800">
                      {t("adminRefunds.providerSaid", { error: refund.lastError ?? "" })}
                    </p>
                    <p className="text-sm text-ink-950">
                      {t("adminRefunds.refusedTask", {
                        amount: formatAmount(refund.amount),
                        business: refund.businessName,
                        phone: refund.businessPhone,
                      })}
                    </p>
                  </>
                ) : refund.lastError ? (
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
              {refund.status === "refused" && !refund.nextAttemptAt ? (
                <PaidByHandForm refund={refund} />
              ) : null}
              <form method="post">
                <input type="hidden" name="refundId" value={refund.id} />
                <Button
                  type="submit"
                  name="intent"
                  value={"retry-refund" satisfies AdminIntent}
                  variant="outline"
                  aria-label={t("adminRefunds.retryLabel", {
                    business: refund.businessName,
                    amount: formatAmount(refund.amount),
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

/** The bank or UPI reference of a refused refund the admin paid back by hand. */
function PaidByHandForm({ refund }: { refund: RefundAttentionRow }) {
  const { t } = useTranslation();
  const inputId = `hand-reference-${refund.id}`;
  const hintId = `${inputId}-hint`;
  return (
    <form method="post" className="flex w-full flex-wrap items-end gap-2">
      <input type="hidden" name="refundId" value={refund.id} />
      <div className="min-w-0 flex-[1_1_14rem] space-y-1">
        <Label htmlFor={inputId}>{t("adminRefunds.referenceLabel")}</Label>
        <Input
          id={inputId}
          name="reference"
          required
          autoComplete="off"
          minLength={6}
          maxLength={40}
          pattern={HAND_REFERENCE_PATTERN.source.slice(1, -1)}
          title={t("adminRefunds.referenceInvalid")}
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-xs text-ink-600">
          {t("adminRefunds.referenceHint")}
        </p>
      </div>
      <Button
        type="submit"
        name="intent"
        value={"record-refund-by-hand" satisfies AdminIntent}
        aria-label={t("adminRefunds.recordByHandLabel", {
          business: refund.businessName,
          amount: formatAmount(refund.amount),
        })}
      >
        {t("adminRefunds.recordByHand")}
      </Button>
    </form>
  );
}
