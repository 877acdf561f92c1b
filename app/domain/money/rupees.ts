import { PRICE_PER_REVIEW } from "~/db/prices";

/** Money is whole rupees everywhere; these are the prices of SPEC §1 (app/db/prices.ts). */
export {
  MAX_TARGET,
  MIN_PAYOUT,
  MIN_TARGET,
  PRICE_PER_REVIEW,
  REWARD_PER_REVIEW,
} from "~/db/prices";
export { formatRupees } from "~/i18n/facts";
export const DEFAULT_TARGET = 10;

/**
 * What a campaign of `target` reviews costs. A value that is not yet a whole number of reviews
 * (the live cost box while someone types) costs nothing; the server validates before charging.
 */
export function campaignCost(target: number): number {
  if (!Number.isSafeInteger(target) || target < 0) return 0;
  return target * PRICE_PER_REVIEW;
}
