import { cities } from "~/db/cities";
import {
  MAX_TARGET,
  MIN_PAYOUT,
  MIN_TARGET,
  PRICE_PER_REVIEW,
  REWARD_PER_REVIEW,
} from "~/db/prices";
import type { Language } from "./languages";

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

/**
 * The facts a message states, as the page shows them: every message may say `{{reward}}`,
 * `{{pricePerReview}}`, `{{minimumPayout}}`, `{{minTarget}}` or `{{maxTarget}}` and the
 * translator fills them in from the constants, so changing the reward changes every sentence
 * that states it (decision 115).
 */
export const factValues = {
  reward: formatRupees(REWARD_PER_REVIEW),
  pricePerReview: formatRupees(PRICE_PER_REVIEW),
  minimumPayout: formatRupees(MIN_PAYOUT),
  minTarget: String(MIN_TARGET),
  maxTarget: String(MAX_TARGET),
} as const;

/** The `cities` messages of a language, from the one list of cities: 'Indore' → 'इंदौर'. */
export function cityMessages(language: Language): Record<string, string> {
  return Object.fromEntries(
    cities.map((city) => [city.name, language === "hi" ? city.hindi : city.name]),
  );
}
