/*
 * Who receives which personal data (decision 092), as this installation is configured: the
 * privacy page names each service from the same settings that choose it, so naming a provider
 * and using it cannot drift apart.
 */

export type ProcessorSettings = {
  payments: { mode: "simulated" | "razorpay" };
  payouts: { mode: "manual" | "razorpayx" };
  smsProvider: "console" | "msg91";
  storage: "disk" | "s3";
  s3?: { endpoint?: string };
};

/** One line of the privacy page's 'Who receives your data': a message key and its values. */
export type ProcessorLine = {
  kind: "payments" | "payouts" | "sms" | "storage";
  key: string;
  values: Record<string, string>;
};

const SMS_PROVIDER_NAMES = { msg91: "MSG91" } as const;

/** The lines, in the page's order. */
export function listProcessors(settings: ProcessorSettings): ProcessorLine[] {
  const line = (kind: ProcessorLine["kind"], key: string, values: Record<string, string> = {}) => ({
    kind,
    key: `policies.privacy.processors.${key}`,
    values,
  });
  return [
    settings.payments.mode === "razorpay"
      ? line("payments", "payments", { name: "Razorpay" })
      : line("payments", "paymentsNone"),
    settings.payouts.mode === "razorpayx"
      ? line("payouts", "payouts", { name: "RazorpayX" })
      : line("payouts", "payoutsByHand"),
    settings.smsProvider === "console"
      ? line("sms", "smsNone")
      : line("sms", "sms", { name: SMS_PROVIDER_NAMES[settings.smsProvider] }),
    settings.storage === "s3"
      ? line("storage", "storage", { name: storageName(settings.s3?.endpoint) })
      : line("storage", "storageDisk"),
  ];
}

/** Amazon S3, or the host of another S3-compatible store the operator named. */
function storageName(endpoint: string | undefined): string {
  if (!endpoint) return "Amazon S3";
  try {
    return `S3 (${new URL(endpoint).host})`;
  } catch {
    return "S3";
  }
}
