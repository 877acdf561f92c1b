import { paymentWebhooksStoredAs } from "~/domain/money/payments/payment-providers.server";
import { payoutWebhooksStoredAs } from "~/domain/money/payouts/provider/payout-providers.server";

/**
 * The provider's own name for the webhooks stored under `source`, from the registry line that
 * declares it (decision 127): shown on /admin/webhooks, the same in every language. A source no
 * line declares any more (a provider since removed) is shown as it was stored.
 */
export function webhookProviderName(source: string): string {
  return (paymentWebhooksStoredAs(source) ?? payoutWebhooksStoredAs(source))?.name ?? source;
}
