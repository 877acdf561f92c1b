import { PRICE_PER_REVIEW } from "~/db/prices";

/** Money is whole rupees everywhere; these are the prices of SPEC §1. */
export const REWARD_PER_REVIEW = 5;
export { MIN_PAYOUT, PRICE_PER_REVIEW } from "~/db/prices";
export const MIN_TARGET = 1;
export const MAX_TARGET = 1000;
export const DEFAULT_TARGET = 10;

/**
 * What a campaign of `target` reviews costs. A value that is not yet a whole number of reviews
 * (the live cost box while someone types) costs nothing; the server validates before charging.
 */
export function campaignCost(target: number): number {
  if (!Number.isSafeInteger(target) || target < 0) return 0;
  return target * PRICE_PER_REVIEW;
}

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** '₹1,00,000': Indian digit grouping, no paise (all amounts are whole rupees). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
