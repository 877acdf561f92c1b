import { cleanText, hasControlCharacters, isBlank } from "~/forms/text";

/** The longest UPI ID we accept; the payout form's input has the same cap. */
export const MAX_UPI_ID_LENGTH = 100;

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

/** 'kiran.42@okaxis' → 'ki•••@okaxis': enough to recognise one's own UPI ID on a shared screen. */
export function maskUpiId(upiId: string): string {
  const at = upiId.lastIndexOf("@");
  if (at < 0) return "•••";
  return `${upiId.slice(0, Math.min(2, at))}•••${upiId.slice(at)}`;
}
