import { z } from "zod";

/** The webhook secret a rotation replaced, and when (decision 087). */
export type PreviousWebhookSecret = { secret: string; rotatedAt: Date };

/** How businesses pay: simulated (a local installation's default) or Razorpay with its keys. */
export type PaymentsConfig =
  | { mode: "simulated" }
  | {
      mode: "razorpay";
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** The webhook secret before the last rotation, believed for 48 h after it (decision 087). */
      previousWebhookSecret: PreviousWebhookSecret | null;
      /** The API's origin; tests point the SDK at a fake gateway with it. */
      apiBaseUrl: string;
      /** Checkout's script, the only outside script the CSP allows (and only in this mode). */
      checkoutScriptUrl: string;
    };

const origin = z
  .string()
  .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an http(s) origin, like https://api.razorpay.com")
  .transform((value) => value.replace(/\/$/, ""));

/** An ISO 8601 moment with its zone, like 2026-11-29T08:00:00Z: when the secret was changed. */
export const rotatedAt = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    "must be a moment with its zone, like 2026-11-29T08:00:00Z",
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), "must be a real moment");

/**
 * A previous secret and its rotation time come together (decision 087): one without the other
 * is named, so a rotation is never believed forever nor dated without its secret.
 */
export function rotationProblems(
  env: Record<string, unknown>,
  previousKey: string,
  rotatedAtKey: string,
): { path: string; message: string }[] {
  if (env[previousKey] && !env[rotatedAtKey])
    return [{ path: rotatedAtKey, message: `required when ${previousKey} is set` }];
  if (!env[previousKey] && env[rotatedAtKey])
    return [{ path: previousKey, message: `required when ${rotatedAtKey} is set` }];
  return [];
}

export function readPreviousSecret(
  secret: string | undefined,
  rotated: string | undefined,
): PreviousWebhookSecret | null {
  return secret && rotated ? { secret, rotatedAt: new Date(rotated) } : null;
}

export const paymentsEnvSchema = {
  PAYMENTS: z.enum(["simulated", "razorpay"]).default("simulated"),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must be a Razorpay key id, like rzp_live_AbC123")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "must be the key's secret").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS: z.string().min(8, "must be at least 8 characters").optional(),
  RAZORPAY_WEBHOOK_SECRET_ROTATED_AT: rotatedAt.optional(),
  RAZORPAY_API_URL: origin.optional(),
  RAZORPAY_CHECKOUT_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S+\.js$/, "must be the URL of Checkout's script")
    .optional(),
};

type PaymentsEnv = {
  PAYMENTS: "simulated" | "razorpay";
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET_PREVIOUS?: string;
  RAZORPAY_WEBHOOK_SECRET_ROTATED_AT?: string;
  RAZORPAY_API_URL?: string;
  RAZORPAY_CHECKOUT_URL?: string;
};

const razorpayKeys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

/** The settings PAYMENTS=razorpay needs, named one by one when missing. */
export function missingPaymentSettings(env: PaymentsEnv): { path: string; message: string }[] {
  if (env.PAYMENTS !== "razorpay") return [];
  return [
    ...razorpayKeys
      .filter((key) => !env[key])
      .map((key) => ({ path: key, message: "required when PAYMENTS=razorpay" })),
    ...rotationProblems(
      env,
      "RAZORPAY_WEBHOOK_SECRET_PREVIOUS",
      "RAZORPAY_WEBHOOK_SECRET_ROTATED_AT",
    ),
  ];
}

export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig {
  if (env.PAYMENTS !== "razorpay") return { mode: "simulated" };
  return {
    mode: "razorpay",
    keyId: env.RAZORPAY_KEY_ID ?? "",
    keySecret: env.RAZORPAY_KEY_SECRET ?? "",
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "",
    previousWebhookSecret: readPreviousSecret(
      env.RAZORPAY_WEBHOOK_SECRET_PREVIOUS,
      env.RAZORPAY_WEBHOOK_SECRET_ROTATED_AT,
    ),
    apiBaseUrl: env.RAZORPAY_API_URL ?? "https://api.razorpay.com",
    checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL ?? "https://checkout.razorpay.com/v1/checkout.js",
  };
}
