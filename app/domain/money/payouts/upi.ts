import { cleanText, hasControlCharacters, isBlank } from "~/forms/text";

/** The longest UPI ID we accept; the payout form's input has the same cap. */
export const MAX_UPI_ID_LENGTH = 100;

/** The note a payer's UPI app shows on the transfer. */
export const UPI_PAYOUT_NOTE = "ReviewKaro payout";

/**
 * handle@psp: the handle is 2–256 of [a-z0-9._-] (a name or a mobile number), the provider
 * 2–64 letters or digits that starts with a letter ('okaxis', 'ybl', 'paytm', 'okhdfcbank').
 */
const upiIdPattern = /^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/;

export type CheckUpiIdResult =
  | { ok: true; upiId: string }
  | { ok: false; reason: "upi_required" | "upi_invalid" };

/** Cleaned as any text (input.ts); UPI IDs (VPAs) are case-insensitive, so lower-case it. */
export function normalizeUpiId(raw: string): string {
  return cleanText(raw).toLowerCase();
}

/** True when the normalized value is a well-formed UPI ID of at most MAX_UPI_ID_LENGTH. */
export function isUpiId(value: string): boolean {
  const upiId = normalizeUpiId(value);
  return upiId.length <= MAX_UPI_ID_LENGTH && upiIdPattern.test(upiId);
}

/** The payout form's check, in the browser and on the server; ok carries the value to store. */
export function checkUpiId(raw: string): CheckUpiIdResult {
  if (isBlank(raw)) return { ok: false, reason: "upi_required" };
  // A control character is never part of a UPI ID: 'Invalid UPI ID', the SPEC's message.
  if (hasControlCharacters(raw)) return { ok: false, reason: "upi_invalid" };
  const upiId = normalizeUpiId(raw);
  if (!isUpiId(upiId)) return { ok: false, reason: "upi_invalid" };
  return { ok: true, upiId };
}

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
