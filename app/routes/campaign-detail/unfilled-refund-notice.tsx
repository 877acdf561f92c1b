import { Icon } from "~/components/icon";
import type { UnfilledRefund } from "~/domain/money/payments/unfilled-refund.server";
import { formatRupees } from "~/domain/money/rupees";
import { formatDate } from "~/domain/shared/dates";
import { isLanguage } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * An ended campaign's refund of its unfilled slots (decision 059), said where the owner looks at
 * the campaign, not only in Payment History. Absent when nothing was refunded.
 */
export function UnfilledRefundNotice({ refund }: { refund: UnfilledRefund | null }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  if (!refund) return null;
  const values = { count: refund.slots, amount: formatRupees(refund.amount) };
  return (
    <p
      className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-ink-900"
      data-testid="unfilled-refund"
    >
      <Icon name="receipt-indian-rupee" className="mt-0.5 size-4 shrink-0" />
      <span>
        {refund.state === "processed" && refund.processedAt
          ? t("ownerCampaign.unfilledRefundDone", {
              ...values,
              date: formatDate(refund.processedAt, language),
            })
          : t("ownerCampaign.unfilledRefundOnTheWay", values)}{" "}
        {t("ownerCampaign.unfilledRefundNotes", { count: refund.payments })}
      </span>
    </p>
  );
}
