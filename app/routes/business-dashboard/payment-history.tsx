import type { TFunction } from "i18next";
import { Icon } from "~/components/icon";
import { Pager } from "~/components/pager";
import { Badge } from "~/components/ui/badge";
import { Card, CardTitle } from "~/components/ui/card";
import type { PaymentRow } from "~/domain/campaigns/business-campaigns.server";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "./business-list-pages";

/** A payment as Payment History shows it. */
export type Payment = Pick<
  PaymentRow,
  "id" | "createdAt" | "campaignName" | "amount" | "provider" | "status" | "refundedAt"
>;

/** What the business paid for its campaigns, newest first, a page at a time. */
export function PaymentHistory({ payments }: { payments: KeysetPaged<Payment> }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Icon name="receipt-indian-rupee" className="size-5 text-brand-700" />
        {t("business.paymentHistory")}
      </CardTitle>
      {payments.list.length === 0 ? (
        <p className="mt-2 text-sm text-ink-700">{t("business.noPayments")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100" aria-label={t("business.paymentHistory")}>
          {payments.list.map((payment) => (
            <li key={payment.id} className="space-y-1 py-2 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-ink-900">{payment.campaignName}</p>
                  <p className="text-ink-600">{formatDate(payment.createdAt, language)}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={
                      payment.status === "refunded"
                        ? "font-semibold text-ink-500 line-through"
                        : "font-semibold text-ink-950"
                    }
                  >
                    {formatRupees(payment.amount)}
                  </p>
                  <p className="text-xs text-ink-600">
                    {paymentProviderLabel(t, payment.provider)}
                  </p>
                </div>
              </div>
              {payment.refundedAt ? (
                <Badge tone="success" className="whitespace-normal" data-testid="refund">
                  {t("business.refundedOn", { date: formatDate(payment.refundedAt, language) })}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager param={pageParams.payments} paged={payments} label={t("business.paymentHistory")} />
    </Card>
  );
}

/** The provider's name from the message files; a provider added later shows its own name. */
function paymentProviderLabel(t: TFunction, provider: string): string {
  return t(`business.paymentProvider.${provider}`, { defaultValue: provider });
}
