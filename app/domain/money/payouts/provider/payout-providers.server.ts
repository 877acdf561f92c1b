import type { PayoutsConfig } from "~/config/payouts-config.server";
import type { ProviderWebhooks } from "~/domain/money/webhooks/provider-webhooks.server";
import type { PayoutProvider, PayoutWebhookEvent } from "./payout-provider.server";
import {
  createRazorpayxProvider,
  razorpayxWebhookSignature,
} from "./razorpayx/razorpayx-client.server";
import { readRazorpayxEvent } from "./razorpayx/razorpayx-events.server";

/**
 * A provider's webhooks (decisions 125, 127): the name they are stored under and arrive at, the
 * provider's own name, how they are signed, and how their bodies read, each from its folder.
 */
type Webhooks = ProviderWebhooks<PayoutWebhookEvent>;

type Settings<Mode extends PayoutsConfig["mode"]> = Extract<PayoutsConfig, { mode: Mode }>;

/** A provider's line: how it is made from its settings, and its webhooks (null: it sends none). */
type PayoutProviderLine<Mode extends PayoutsConfig["mode"]> = {
  create: (settings: Settings<Mode>) => PayoutProvider | null;
  webhooks: Webhooks | null;
};

/**
 * The payout providers by the name PAYOUTS takes, one line each (decisions 120, 125): each
 * provider is a folder beside this file; `manual` is the admin paying by hand, so no provider
 * (null) and no webhooks. A mode of the configuration without its line does not compile.
 */
const payoutProviders = {
  manual: { create: () => null, webhooks: null },
  razorpayx: {
    create: (settings) => createRazorpayxProvider(settings),
    webhooks: {
      source: "razorpayx",
      name: "RazorpayX",
      signature: razorpayxWebhookSignature,
      readEvent: readRazorpayxEvent,
    },
  },
} satisfies { [Mode in PayoutsConfig["mode"]]: PayoutProviderLine<Mode> };

/** A payout provider's webhooks, as its line declares them (its source a literal type). */
export type PayoutWebhooks = NonNullable<
  (typeof payoutProviders)[keyof typeof payoutProviders]["webhooks"]
>;

/** The names the payout providers' webhooks are stored under (the registry owns them). */
export type PayoutWebhookSource = PayoutWebhooks["source"];

/** The payout provider the configuration names; null while the admin pays by hand. */
export function createPayoutProvider(config: PayoutsConfig): PayoutProvider | null {
  // The line of config.mode takes that mode's settings, which config is (TypeScript cannot
  // narrow a lookup by a union's key, hence the widened signature).
  const { create } = payoutProviders[config.mode] as PayoutProviderLine<PayoutsConfig["mode"]>;
  return (create as (settings: PayoutsConfig) => PayoutProvider | null)(config);
}

/**
 * The names the payout providers' webhooks are stored under, one per line that sends webhooks: the
 * inbound webhook job hands these to the payout handler (decision 125).
 */
export const payoutWebhookSources: readonly PayoutWebhookSource[] = Object.values(
  payoutProviders,
).flatMap((line) => (line.webhooks ? [line.webhooks.source] : []));

/**
 * The webhooks of the payout provider PAYOUTS names (decision 127): what /webhooks/<source>
 * answers to while that provider is configured; null when it sends none.
 */
export function payoutWebhooksOf(mode: PayoutsConfig["mode"]): PayoutWebhooks | null {
  return payoutProviders[mode].webhooks;
}

/** The line whose webhooks are stored under `source`, if any. */
export function payoutWebhooksStoredAs(source: string): PayoutWebhooks | null {
  const all: (PayoutWebhooks | null)[] = Object.values(payoutProviders).map(
    (line) => line.webhooks,
  );
  return all.find((webhooks) => webhooks?.source === source) ?? null;
}

/**
 * A verified webhook's body read by the folder of the payout provider that sent it (the stored
 * webhook's provider); null when it is not in that provider's documented shape, or no payout
 * provider of ours sends webhooks under that name.
 */
export function readPayoutEvent(source: string, body: unknown): PayoutWebhookEvent | null {
  return payoutWebhooksStoredAs(source)?.readEvent(body) ?? null;
}
