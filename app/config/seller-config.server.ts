import { z } from "zod";
import { gstStateName, isGstStateCode } from "~/forms/gst-states";
import { gstinProblem, normalizedGstin } from "~/forms/gstin";
import { type Environment, processEnvironment } from "./environment.server";

/** Who issues ReviewKaro's tax invoices, as every invoice and credit note prints it (decision 062). */
export type SellerDetails = {
  legalName: string;
  gstin: string;
  address: string;
  /** The GSTIN's first two digits: where the supply is made from. */
  stateCode: string;
  stateName: string;
};

// A development seller, so `npm start` needs nothing; its GSTIN has a valid check character.
// Its documents say on their face they are demos and print no GSTIN (decision 105).
export const DEV_SELLER = {
  SELLER_LEGAL_NAME: "ReviewKaro Development (not a real seller)",
  SELLER_GSTIN: "23AAACR9999K1ZM",
  SELLER_ADDRESS: "12 MG Road, Indore, Madhya Pradesh 452001",
};

/** The seller's settings, part of the one schema (config.server.ts); read and checked here. */
export const sellerEnvFields = {
  SELLER_LEGAL_NAME: z
    .string()
    .trim()
    .min(2, "must be the seller's legal name")
    .max(200)
    .optional(),
  SELLER_GSTIN: z
    .string()
    .transform(normalizedGstin)
    .refine(
      (gstin) => gstinProblem(gstin, isGstStateCode) === null,
      "must be a GSTIN with a valid state code and check character, like 23AAACR9999K1ZM",
    )
    .optional(),
  SELLER_ADDRESS: z.string().trim().min(5, "must be the seller's address").max(400).optional(),
};

const sellerEnvSchema = z
  .object({
    ...sellerEnvFields,
    PAYMENTS: z.string().optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    // Live keys take real money: its invoices must name the real seller.
    if (env.PAYMENTS !== "razorpay" || !env.RAZORPAY_KEY_ID?.startsWith("rzp_live_")) return;
    for (const key of ["SELLER_LEGAL_NAME", "SELLER_GSTIN", "SELLER_ADDRESS"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "required with live Razorpay keys" });
    }
  });

export class SellerConfigError extends Error {}

/** Reads and checks the seller's settings; a bad value names its variable. */
export function loadSellerConfig(source: Environment = processEnvironment()): SellerDetails {
  // A setting left empty (`SELLER_GSTIN=` in an env file) is unset, as for every other setting.
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value === undefined || value.trim() !== ""),
  );
  const parsed = sellerEnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new SellerConfigError(`Invalid seller settings:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const gstin = env.SELLER_GSTIN ?? DEV_SELLER.SELLER_GSTIN;
  const stateCode = gstin.slice(0, 2);
  return {
    legalName: env.SELLER_LEGAL_NAME ?? DEV_SELLER.SELLER_LEGAL_NAME,
    gstin,
    address: env.SELLER_ADDRESS ?? DEV_SELLER.SELLER_ADDRESS,
    stateCode,
    stateName: gstStateName(stateCode),
  };
}

let current: SellerDetails | undefined;

/** The seller of this process, read once (the server reads it at start, so a bad value stops it there). */
export function sellerConfig(): SellerDetails {
  current ??= loadSellerConfig();
  return current;
}
