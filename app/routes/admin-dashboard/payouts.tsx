import { Pager } from "~/components/pager";
import type { KeysetPaged } from "~/domain/shared/list-pages";
import { useTranslation } from "~/i18n/use-translation";
import { pageParams } from "~/routes/_staff/staff-list-pages";
import { type AdminPayoutRow, type PayoutRequiredTexts, PayoutsTab } from "./payout-cards";

/** The Payouts tab (payout-cards.tsx) with a pager for each of its two lists. */
export function Payouts({
  pending,
  processed,
  required,
  byProvider,
}: {
  pending: KeysetPaged<AdminPayoutRow>;
  processed: KeysetPaged<AdminPayoutRow>;
  required: PayoutRequiredTexts;
  byProvider: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PayoutsTab
      pending={pending.list}
      processed={processed.list}
      required={required}
      byProvider={byProvider}
      processedPager={
        <Pager
          param={pageParams.processedPayouts}
          paged={processed}
          label={t("payout.processedHeading")}
        />
      }
      pager={
        <Pager param={pageParams.payouts} paged={pending} label={t("payout.pendingHeading")} />
      }
    />
  );
}
