// SPEC §1 prices that the schema's CHECK constraints hold and every text states (decision 115):
// app/domain/money/rupees.ts passes them on to the domain, app/i18n/facts.ts to the messages,
// since the bottom layer imports nothing above it.
export const REWARD_PER_REVIEW = 5;
export const PRICE_PER_REVIEW = 20;
export const MIN_PAYOUT = 100;
/** The reviews a campaign may have (SPEC §1); the schema's campaigns_target_check says the same. */
export const MIN_TARGET = 1;
export const MAX_TARGET = 1000;
