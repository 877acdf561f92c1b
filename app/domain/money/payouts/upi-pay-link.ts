// Apart from upi.ts, so that the reviewer's wallet (which checks UPI IDs) does not download the
// admin's link builder, nor the admin's payouts tab the ID check.

/** The note a payer's UPI app shows on the transfer. */
export const UPI_PAYOUT_NOTE = "ReviewKaro payout";

/**
 * The payment link of SPEC §2 with the payee's name that the UPI linking specification asks for:
 * upi://pay?pa={upi}&pn={name}&am={amount}&cu=INR&tn=ReviewKaro payout, every value
 * URL-encoded. `pn` is the reviewer's public name (left out when they have none, rather than
 * showing the payer a made-up one); `am` is whole rupees without decimals ("100").
 */
export function upiPayLink(input: {
  upiId: string;
  amount: number;
  reviewerName: string | null;
}): string {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError("payout amount must be a positive whole number of rupees");
  }
  const pa = encodeURIComponent(input.upiId);
  const name = input.reviewerName?.trim();
  const pn = name ? `&pn=${encodeURIComponent(name)}` : "";
  const tn = encodeURIComponent(UPI_PAYOUT_NOTE);
  return `upi://pay?pa=${pa}${pn}&am=${input.amount}&cu=INR&tn=${tn}`;
}
