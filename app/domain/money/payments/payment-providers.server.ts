import type { PaymentsConfig } from "~/config/payments-config.server";
import type { ProviderWebhooks } from "~/domain/money/webhooks/provider-webhooks.server";
import type { GatewayEvent, PaymentGateway, PaymentProvider } from "./payment-gateway.server";
import { readRazorpayEvent } from "./razorpay/razorpay-events.server";
import {
  createRazorpayGateway,
  razorpayWebhookSignature,
} from "./razorpay/razorpay-gateway.server";
import { createSimulatedPaymentProvider as simulated } from "./simulated/simulated-payments.server";

/**
 * What a payment provider gives the app: the simulated charge (Create Campaign and Add reviews
 * without Checkout) and, for a real gateway, the gateway Checkout, webhooks and refunds go through.
 */
export type PaymentServices = { payments: PaymentProvider; gateway: PaymentGateway | null };

/**
 * A provider's webhooks (decisions 125, 127): the name they are stored under and arrive at, the
 * provider's own name, how they are signed, and how their bodies read, each from its folder.
 */
type Webhooks = ProviderWebhooks<GatewayEvent>;

type Settings<Mode extends PaymentsConfig["mode"]> = Extract<PaymentsConfig, { mode: Mode }>;

/** A provider's line: how it is made from its settings, and its webhooks (null: it sends none). */
type PaymentProviderLine<Mode extends PaymentsConfig["mode"]> = {
  create: (settings: Settings<Mode>) => PaymentServices;
  webhooks: Webhooks | null;
};

/**
 * The payment providers by the name PAYMENTS takes, one line each (decisions 120, 125): each
 * provider is a folder beside this file. A mode of the configuration without its line does not
 * compile.
 */
const paymentProviders = {
  simulated: { create: () => ({ payments: simulated(), gateway: null }), webhooks: null },
  razorpay: {
    create: (settings) => ({ payments: simulated(), gateway: createRazorpayGateway(settings) }),
    webhooks: {
      source: "razorpay",
      name: "Razorpay",
      signature: razorpayWebhookSignature,
      readEvent: readRazorpayEvent,
    },
  },
} satisfies { [Mode in PaymentsConfig["mode"]]: PaymentProviderLine<Mode> };

/** A payment provider's webhooks, as its line declares them (its source a literal type). */
export type PaymentWebhooks = NonNullable<
  (typeof paymentProviders)[keyof typeof paymentProviders]["webhooks"]
>;

/** The names the payment providers' webhooks are stored under (the registry owns them). */
export type PaymentWebhookSource = PaymentWebhooks["source"];

/** The payment provider the configuration names. */
export function createPaymentServices(config: PaymentsConfig): PaymentServices {
  // The line of config.mode takes that mode's settings, which config is (TypeScript cannot
  // narrow a lookup by a union's key, hence the widened signature).
  const { create } = paymentProviders[config.mode] as PaymentProviderLine<PaymentsConfig["mode"]>;
  return (create as (settings: PaymentsConfig) => PaymentServices)(config);
}

/**
 * The names the payment providers' webhooks are stored under, one per line that sends webhooks: the
 * inbound webhook job hands these to the payment handler (decision 125).
 */
export const paymentWebhookSources: readonly PaymentWebhookSource[] = Object.values(
  paymentProviders,
).flatMap((line) => (line.webhooks ? [line.webhooks.source] : []));

/**
 * The webhooks of the payment provider PAYMENTS names (decision 127): what /webhooks/<source>
 * answers to while that provider is configured; null when it sends none.
 */
export function paymentWebhooksOf(mode: PaymentsConfig["mode"]): PaymentWebhooks | null {
  return paymentProviders[mode].webhooks;
}

/** The line whose webhooks are stored under `source`, if any. */
export function paymentWebhooksStoredAs(source: string): PaymentWebhooks | null {
  const all: (PaymentWebhooks | null)[] = Object.values(paymentProviders).map(
    (line) => line.webhooks,
  );
  return all.find((webhooks) => webhooks?.source === source) ?? null;
}

/**
 * A verified webhook's body read by the folder of the gateway that sent it (the stored
 * webhook's provider); null when it is not in that provider's documented shape, or no
 * payment provider of ours sends webhooks under that name.
 */
export function readGatewayEvent(gateway: string, body: unknown): GatewayEvent | null {
  return paymentWebhooksStoredAs(gateway)?.readEvent(body) ?? null;
}
