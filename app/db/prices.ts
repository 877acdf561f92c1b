// SPEC §1 prices that the schema's CHECK constraints hold; app/domain/money.ts passes them on
// with the rest, since the bottom layer imports nothing above it.
export const PRICE_PER_REVIEW = 20;
export const MIN_PAYOUT = 100;
