import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { normalizeIndianMobile } from "./phone";

/**
 * The server's check of a number: the form rule (10 digits, first digit 6–9), confirmed by
 * libphonenumber-js's metadata for India. Kept out of the browser, where its metadata would
 * cost every form page about 25 KB.
 */
export function normalizeIndianMobileStrict(input: string): string | null {
  const phone = normalizeIndianMobile(input);
  if (phone === null) return null;
  const parsed = parsePhoneNumberFromString(phone);
  if (parsed?.country !== "IN" || !parsed.isValid()) return null;
  return parsed.number;
}
