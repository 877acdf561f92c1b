/**
 * The amounts a test earns and expects, from the constants (decision 121): with the reward at ₹5
 * and the minimum payout at ₹100, `payoutEarnings` is ₹100 (20 rewards); with a reward that does
 * not divide the minimum, the fewest rewards that reach it earn a little more.
 */
import { MIN_PAYOUT, PRICE_PER_REVIEW, REWARD_PER_REVIEW } from "~/db/prices";
import { formatRupees } from "~/i18n/facts";

export { MIN_PAYOUT, PRICE_PER_REVIEW, REWARD_PER_REVIEW };

/** The rupees `count` approved reviews earn. */
export function rewards(count: number): number {
  return count * REWARD_PER_REVIEW;
}

/** The fewest approved reviews whose rewards reach the minimum payout (20 of ₹5 for ₹100). */
export const rewardsForPayout = Math.ceil(MIN_PAYOUT / REWARD_PER_REVIEW);

/** What those reviews earn: the smallest balance a reviewer can ask to be paid out. */
export const payoutEarnings = rewards(rewardsForPayout);

/** One reward short of `payoutEarnings`: below the minimum payout. */
export const belowPayout = payoutEarnings - REWARD_PER_REVIEW;

/** An amount as the pages show it: '₹100'. */
export const shown = formatRupees;

/** What `reviews` reviews cost a business in rupees: 200 for 10 at ₹20. */
export function price(reviews: number): number {
  return reviews * PRICE_PER_REVIEW;
}

/** The same price as the pages show it: '₹200'. */
export function priceShown(reviews: number): string {
  return formatRupees(price(reviews));
}

/** The same price in paise, as the gateway's orders and payments state it: 20000 for 10. */
export function pricePaise(reviews: number): number {
  return price(reviews) * 100;
}
