import { Badge } from "~/components/ui/badge";
import type { CampaignPaymentState } from "~/domain/money/payments/refund-attention.server";
import { useTranslation } from "~/i18n/use-translation";

const tones = {
  paid: "success",
  refunded: "neutral",
  partly_refunded: "neutral",
  refund_pending: "warning",
  refund_failed: "danger",
} as const satisfies Record<CampaignPaymentState, "success" | "neutral" | "warning" | "danger">;

/** A campaign's payment state in the admin's list (decision 058), named as such for screen readers. */
export function PaymentStateBadge({ state }: { state: CampaignPaymentState }) {
  const { t } = useTranslation();
  const words = t(`adminRefunds.paymentState.${state}`);
  return (
    <Badge
      tone={tones[state]}
      data-payment-state={state}
      aria-label={t("adminRefunds.paymentStateLabel", { state: words })}
    >
      {words}
    </Badge>
  );
}
