import { z } from "zod";
import {
  type PreviousWebhookSecret,
  readPreviousSecret,
  rotatedAt,
  rotationProblems,
} from "./payments-config.server";

/** How reviewers are paid: by the admin's phone (manual, the default) or by RazorpayX. */
export type PayoutsConfig =
  | { mode: "manual"; dailyLimit: number }
  | {
      mode: "razorpayx";
      keyId: string;
      keySecret: string;
      /** The RazorpayX current account (customer identifier) money is paid from. */
      accountNumber: string;
      webhookSecret: string;
      /** The webhook secret before the last rotation, believed for 48 h after it (decision 087). */
      previousWebhookSecret: PreviousWebhookSecret | null;
      /** The API's origin; tests point the client at a fake server with it. */
      apiBaseUrl: string;
      /** Rupees paid out per Kolkata day before further payouts are held for the admin. */
      dailyLimit: number;
      /** Paid name checks (validations) per Kolkata day for everyone (decision 100). */
      upiChecksDailyBudget: number;
    };

export const DEFAULT_PAYOUT_DAILY_LIMIT = 50_000;
/**
 * Paid name checks a Kolkata day for the whole service unless UPI_CHECKS_DAILY_BUDGET says
 * otherwise (decision 100): room for a few hundred reviewers' payouts a day, not for a lookup.
 */
export const DEFAULT_UPI_CHECKS_DAILY_BUDGET = 300;

export const payoutsEnvSchema = {
  PAYOUTS: z.enum(["manual", "razorpayx"]).default("manual"),
  RAZORPAYX_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must be a Razorpay key id, like rzp_live_AbC123")
    .optional(),
  RAZORPAYX_KEY_SECRET: z.string().min(8, "must be the key's secret").optional(),
  RAZORPAYX_ACCOUNT_NUMBER: z
    .string()
    .regex(/^\d{8,20}$/, "must be the RazorpayX account number (8 to 20 digits)")
    .optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
  RAZORPAYX_WEBHOOK_SECRET_PREVIOUS: z.string().min(8, "must be at least 8 characters").optional(),
  RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT: rotatedAt.optional(),
  RAZORPAYX_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an http(s) origin, like https://api.razorpay.com")
    .transform((value) => value.replace(/\/$/, ""))
    .optional(),
  // A plain decimal whole number: "1e5" and "5.5" are refused, as config.server.ts's numbers.
  PAYOUT_DAILY_LIMIT: z
    .string()
    .regex(/^\d{3,9}$/, "must be whole rupees from 100 to 999999999")
    .transform(Number)
    .refine((value) => value >= 100, "must be whole rupees from 100 to 999999999")
    .default(DEFAULT_PAYOUT_DAILY_LIMIT),
  UPI_CHECKS_DAILY_BUDGET: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of checks from 1 to 999999")
    .transform(Number)
    .refine((value) => value >= 1, "must be a whole number of checks from 1 to 999999")
    .default(DEFAULT_UPI_CHECKS_DAILY_BUDGET),
};

type PayoutsEnv = {
  PAYOUTS: "manual" | "razorpayx";
  RAZORPAYX_KEY_ID?: string;
  RAZORPAYX_KEY_SECRET?: string;
  RAZORPAYX_ACCOUNT_NUMBER?: string;
  RAZORPAYX_WEBHOOK_SECRET?: string;
  RAZORPAYX_WEBHOOK_SECRET_PREVIOUS?: string;
  RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT?: string;
  RAZORPAYX_API_URL?: string;
  PAYOUT_DAILY_LIMIT: number;
  UPI_CHECKS_DAILY_BUDGET: number;
};

const razorpayxKeys = [
  "RAZORPAYX_KEY_ID",
  "RAZORPAYX_KEY_SECRET",
  "RAZORPAYX_ACCOUNT_NUMBER",
  "RAZORPAYX_WEBHOOK_SECRET",
] as const;

/** The settings PAYOUTS=razorpayx needs, named one by one when missing. */
export function missingPayoutSettings(env: PayoutsEnv): { path: string; message: string }[] {
  if (env.PAYOUTS !== "razorpayx") return [];
  return [
    ...razorpayxKeys
      .filter((key) => !env[key])
      .map((key) => ({ path: key, message: "required when PAYOUTS=razorpayx" })),
    ...rotationProblems(
      env,
      "RAZORPAYX_WEBHOOK_SECRET_PREVIOUS",
      "RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT",
    ),
  ];
}

export function readPayoutsConfig(env: PayoutsEnv): PayoutsConfig {
  if (env.PAYOUTS !== "razorpayx") return { mode: "manual", dailyLimit: env.PAYOUT_DAILY_LIMIT };
  return {
    mode: "razorpayx",
    keyId: env.RAZORPAYX_KEY_ID ?? "",
    keySecret: env.RAZORPAYX_KEY_SECRET ?? "",
    accountNumber: env.RAZORPAYX_ACCOUNT_NUMBER ?? "",
    webhookSecret: env.RAZORPAYX_WEBHOOK_SECRET ?? "",
    previousWebhookSecret: readPreviousSecret(
      env.RAZORPAYX_WEBHOOK_SECRET_PREVIOUS,
      env.RAZORPAYX_WEBHOOK_SECRET_ROTATED_AT,
    ),
    apiBaseUrl: env.RAZORPAYX_API_URL ?? "https://api.razorpay.com",
    dailyLimit: env.PAYOUT_DAILY_LIMIT,
    upiChecksDailyBudget: env.UPI_CHECKS_DAILY_BUDGET,
  };
}
