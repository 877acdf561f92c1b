import type { PaymentsConfig, PreviousWebhookSecret } from "~/config/payments-config.server";
import type { PayoutsConfig } from "~/config/payouts-config.server";
import type { PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import {
  type PaymentWebhooks,
  paymentWebhooksOf,
} from "~/domain/money/payments/payment-providers.server";
import type { PayoutProvider } from "~/domain/money/payouts/provider/payout-provider.server";
import {
  type PayoutWebhooks,
  payoutWebhooksOf,
} from "~/domain/money/payouts/provider/payout-providers.server";

/** What a webhook's source is looked up in: the configuration and the providers made from it. */
export type ConfiguredProviders = {
  config: { payments: PaymentsConfig; payouts: PayoutsConfig };
  gateway: PaymentGateway | null;
  payoutProvider: PayoutProvider | null;
};

/**
 * A configured provider's webhooks, as /webhooks/:source receives them (decision 127): its
 * registry line's `webhooks` (source, name, signature scheme, reader), its client (its name in
 * the log lines, and its check of the current secret), and the previous secret its settings keep
 * after a rotation (decision 087).
 */
export type WebhookReceiver = {
  webhooks: PaymentWebhooks | PayoutWebhooks;
  provider: { readonly name: string; verifyWebhook(rawBody: string, signature: string): boolean };
  previous: PreviousWebhookSecret | null;
};

/**
 * The configured provider whose webhooks are stored under `source`: the payment provider when
 * PAYMENTS's line declares that source and its gateway was made, else the payout provider
 * likewise; null for a source no configured provider sends (a provider not configured, or no
 * provider of ours). The path's case does not matter, as it did not for a route of its own.
 */
export function findWebhookReceiver(
  configured: ConfiguredProviders,
  source: string,
): WebhookReceiver | null {
  const wanted = source.toLowerCase();
  const { config, gateway, payoutProvider } = configured;
  const payments = paymentWebhooksOf(config.payments.mode);
  if (gateway && payments?.source === wanted) {
    return { webhooks: payments, provider: gateway, previous: previousSecretOf(config.payments) };
  }
  const payouts = payoutWebhooksOf(config.payouts.mode);
  if (payoutProvider && payouts?.source === wanted) {
    return {
      webhooks: payouts,
      provider: payoutProvider,
      previous: previousSecretOf(config.payouts),
    };
  }
  return null;
}

/** The previous webhook secret a provider's settings keep, when they keep one. */
function previousSecretOf(settings: PaymentsConfig | PayoutsConfig): PreviousWebhookSecret | null {
  return "previousWebhookSecret" in settings ? settings.previousWebhookSecret : null;
}
