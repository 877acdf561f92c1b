import { z } from "zod";

/** How businesses pay: simulated (a local installation's default) or Razorpay with its keys. */
export type PaymentsConfig =
  | { mode: "simulated" }
  | {
      mode: "razorpay";
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** The API's origin; tests point the SDK at a fake gateway with it. */
      apiBaseUrl: string;
      /** Checkout's script, the only outside script the CSP allows (and only in this mode). */
      checkoutScriptUrl: string;
    };

const origin = z
  .string()
  .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an http(s) origin, like https://api.razorpay.com")
  .transform((value) => value.replace(/\/$/, ""));

export const paymentsEnvSchema = {
  PAYMENTS: z.enum(["simulated", "razorpay"]).default("simulated"),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must be a Razorpay key id, like rzp_live_AbC123")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, "must be the key's secret").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
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
  RAZORPAY_API_URL?: string;
  RAZORPAY_CHECKOUT_URL?: string;
};

const razorpayKeys = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;

/** The settings PAYMENTS=razorpay needs, named one by one when missing. */
export function missingPaymentSettings(env: PaymentsEnv): { path: string; message: string }[] {
  if (env.PAYMENTS !== "razorpay") return [];
  return razorpayKeys
    .filter((key) => !env[key])
    .map((key) => ({ path: key, message: "required when PAYMENTS=razorpay" }));
}

export function readPaymentsConfig(env: PaymentsEnv): PaymentsConfig {
  if (env.PAYMENTS !== "razorpay") return { mode: "simulated" };
  return {
    mode: "razorpay",
    keyId: env.RAZORPAY_KEY_ID ?? "",
    keySecret: env.RAZORPAY_KEY_SECRET ?? "",
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "",
    apiBaseUrl: env.RAZORPAY_API_URL ?? "https://api.razorpay.com",
    checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL ?? "https://checkout.razorpay.com/v1/checkout.js",
  };
}
