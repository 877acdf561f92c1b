import { Badge } from "~/components/ui/badge";
import type { GivenBackPayment } from "~/domain/money/payments/unapplied-payments.server";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

const tone = {
  waiting: "neutral",
  pending: "warning",
  processed: "success",
  failed: "danger",
  refused: "warning",
} as const;

const paise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });

/** Rupees with paise only when there are some: a short payment need not be whole rupees. */
function formatPaise(amountPaise: number) {
  return amountPaise % 100 === 0
    ? paise.format(amountPaise / 100).replace(/\.00$/, "")
    : paise.format(amountPaise / 100);
}

/**
 * Payments an order did not need (a second payment, one of another amount), each given back whole
 * (decision 088): said in Payment History so the business knows where its money is. Absent when
 * there are none.
 */
export function PaymentsGivenBack({ payments }: { payments: GivenBackPayment[] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-given-back" className="mt-4 space-y-2 border-t pt-3">
      <h3 id="payments-given-back" className="font-semibold text-ink-950">
        {t("billing.givenBackTitle")}
      </h3>
      <p className="text-sm text-ink-700">{t("billing.givenBackHint")}</p>
      <ul className="space-y-2">
        {payments.map((payment) => (
          <li key={payment.id} className="rounded-lg bg-ink-50 px-3 py-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink-900">
                {t("billing.givenBackLine", {
                  amount: formatPaise(payment.amountPaise),
                  date: formatDate(payment.createdAt, language),
                })}
              </p>
              <Badge tone={tone[payment.status]}>
                {payment.status === "waiting"
                  ? t("billing.givenBackWaiting")
                  : t(`billing.refundStatus.${payment.status}`)}
              </Badge>
            </div>
            <p className="text-ink-700">{t(`billing.givenBackReason.${payment.reason}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
