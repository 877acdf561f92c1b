import type { PaymentsConfig } from "~/config/payments-config.server";
import type { GatewayEvent, PaymentGateway, PaymentProvider } from "./payment-gateway.server";
import { readRazorpayEvent } from "./razorpay/razorpay-events.server";
import { createRazorpayGateway } from "./razorpay/razorpay-gateway.server";
import { createSimulatedPaymentProvider as simulated } from "./simulated/simulated-payments.server";

/**
 * What a payment provider gives the app: the simulated charge (Create Campaign and Add reviews
 * without Checkout) and, for a real gateway, the gateway Checkout, webhooks and refunds go through.
 */
export type PaymentServices = { payments: PaymentProvider; gateway: PaymentGateway | null };

type Settings<Mode extends PaymentsConfig["mode"]> = Extract<PaymentsConfig, { mode: Mode }>;

/** A provider's line: how it is made from its settings, and how its webhooks' bodies read. */
type PaymentProviderLine<Mode extends PaymentsConfig["mode"]> = {
  create: (settings: Settings<Mode>) => PaymentServices;
  /** null: the provider sends no webhooks. */
  readEvent: ((body: unknown) => GatewayEvent | null) | null;
};

/**
 * The payment providers by the name PAYMENTS takes, one line each (decision 120): each provider
 * is a folder beside this file. A mode of the configuration without its line does not compile.
 */
const paymentProviders = {
  simulated: { create: () => ({ payments: simulated(), gateway: null }), readEvent: null },
  razorpay: {
    create: (settings) => ({ payments: simulated(), gateway: createRazorpayGateway(settings) }),
    readEvent: readRazorpayEvent,
  },
} satisfies { [Mode in PaymentsConfig["mode"]]: PaymentProviderLine<Mode> };

/** The payment provider the configuration names. */
export function createPaymentServices(config: PaymentsConfig): PaymentServices {
  // The line of config.mode takes that mode's settings, which config is (TypeScript cannot
  // narrow a lookup by a union's key, hence the widened signature).
  const { create } = paymentProviders[config.mode] as PaymentProviderLine<PaymentsConfig["mode"]>;
  return (create as (settings: PaymentsConfig) => PaymentServices)(config);
}

/**
 * A verified webhook's body read by the folder of the gateway that sent it (the stored
 * webhook's provider); null when it is not in that provider's documented shape, or no
 * payment provider of ours has that name.
 */
export function readGatewayEvent(gateway: string, body: unknown): GatewayEvent | null {
  if (!Object.hasOwn(paymentProviders, gateway)) return null;
  const line = paymentProviders[gateway as keyof typeof paymentProviders];
  return line.readEvent?.(body) ?? null;
}
