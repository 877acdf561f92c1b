import { createConsoleSmsProvider } from "./console/console-sms.server";
import { createMsg91SmsProvider, type Msg91Options } from "./msg91/msg91-sms.server";
import type { SmsProvider } from "./sms";

/** What a provider may read of the configuration (app/config: SMS_PROVIDER, DATA_DIR, MSG91_*). */
type SmsSettings = { dataDir: string; msg91?: Msg91Options };
type SmsProviderOptions = { log?: (line: string) => void; fetch?: typeof fetch };

/**
 * The SMS providers by the name SMS_PROVIDER takes, one line each (decision 117); the
 * configuration's list of allowed names is these keys.
 */
const smsProviders = {
  console: (settings: SmsSettings, options: SmsProviderOptions) =>
    createConsoleSmsProvider({ dataDir: settings.dataDir, log: options.log }),
  msg91: (settings: SmsSettings, options: SmsProviderOptions) =>
    createMsg91SmsProvider({
      ...required(settings.msg91, "SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID"),
      fetch: options.fetch,
    }),
} satisfies Record<string, (settings: SmsSettings, options: SmsProviderOptions) => SmsProvider>;

export type SmsProviderName = keyof typeof smsProviders;
export const smsProviderNames = Object.keys(smsProviders) as [
  SmsProviderName,
  ...SmsProviderName[],
];

/** The configuration validated these already; a provider without its settings is a bug, said loudly. */
function required<T>(settings: T | undefined, missing: string): T {
  if (!settings) throw new Error(missing);
  return settings;
}

/** The SMS provider the configuration names. */
export function createSmsProvider(
  config: SmsSettings & { smsProvider: SmsProviderName },
  options: SmsProviderOptions = {},
): SmsProvider {
  return smsProviders[config.smsProvider](config, options);
}
