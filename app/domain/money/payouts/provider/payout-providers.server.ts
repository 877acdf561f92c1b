import type { PayoutsConfig } from "~/config/payouts-config.server";
import type { PayoutProvider } from "./payout-provider.server";
import { createRazorpayxProvider } from "./razorpayx/razorpayx-client.server";

type Settings<Mode extends PayoutsConfig["mode"]> = Extract<PayoutsConfig, { mode: Mode }>;

/**
 * The payout providers by the name PAYOUTS takes, one line each (decision 120): each provider is
 * a folder beside this file; `manual` is the admin paying by hand, so no provider (null). A mode
 * of the configuration without its line does not compile.
 */
const payoutProviders = {
  manual: () => null,
  razorpayx: (settings: Settings<"razorpayx">) => createRazorpayxProvider(settings),
} satisfies {
  [Mode in PayoutsConfig["mode"]]: (settings: Settings<Mode>) => PayoutProvider | null;
};

/** The payout provider the configuration names; null while the admin pays by hand. */
export function createPayoutProvider(config: PayoutsConfig): PayoutProvider | null {
  // The line of config.mode takes that mode's settings, which config is (TypeScript cannot
  // narrow a lookup by a union's key, hence the widened signature).
  const create = payoutProviders[config.mode] as (settings: PayoutsConfig) => PayoutProvider | null;
  return create(config);
}
