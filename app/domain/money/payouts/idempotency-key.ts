/**
 * The `X-Payout-Idempotency` key of a payout: 4–36 letters, digits, `-`, `_` or space
 * (https://razorpay.com/docs/api/x/payout-idempotency/make-request). The payout's UUID without
 * its dashes (32), the same on every retry so the provider never pays twice; after the admin
 * released a request we had sent wrong, `-{generation}` (at most 36), since RazorpayX keeps the
 * first answer to a key and refuses another body under it.
 */
export function payoutIdempotencyKey(payoutId: string, generation = 0): string {
  const hex = payoutId.replaceAll("-", "").toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`not a payout id: ${payoutId}`);
  if (!Number.isInteger(generation) || generation < 0 || generation > 999) {
    throw new Error(`idempotency key generation out of range: ${generation}`);
  }
  return generation === 0 ? hex : `${hex}-${generation}`;
}

/** The documented key format, checked by the unit tests and the fake. */
export const IDEMPOTENCY_KEY_FORMAT = /^[A-Za-z0-9_ -]{4,36}$/;
