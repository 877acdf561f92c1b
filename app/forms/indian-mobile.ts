// Without Zod: the browser's field checks read numbers with this and download no schema library.
const indianMobile = /^[6-9]\d{9}$/;
// Spaces (any Unicode whitespace), ASCII and typographic dashes, and parentheses are decoration.
const decoration = /[\s\-\u2010-\u2015()]/g;

/**
 * Turns what a person typed into '+91XXXXXXXXXX', or null when it is not a 10-digit Indian
 * mobile number whose first digit is 6–9. Pure and small, for the browser's form checks; the
 * server confirms with libphonenumber-js (`normalizeIndianMobileStrict`).
 *
 * Accepted shapes (after removing decoration): '+91' + 10 digits; 10 digits; '0' + 10 digits
 * (the trunk prefix people dial inside India); '91' + 10 digits without the plus (how numbers
 * are copied from contacts and WhatsApp). The lengths 10, 11 and 12 cannot be confused, so a
 * 12-digit '91…' is always read as the country code followed by the number. Any other '+' code,
 * any other length, or any other character gives null.
 */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(decoration, "");
  const national = nationalDigits(compact);
  if (national === null || !indianMobile.test(national)) return null;
  return `+91${national}`;
}

function nationalDigits(compact: string): string | null {
  if (compact.startsWith("+")) {
    return /^\+91\d{10}$/.test(compact) ? compact.slice(3) : null;
  }
  if (!/^\d+$/.test(compact)) return null;
  if (compact.length === 10) return compact;
  if (compact.length === 11 && compact.startsWith("0")) return compact.slice(1);
  if (compact.length === 12 && compact.startsWith("91")) return compact.slice(2);
  return null;
}

/**
 * The 10 digits shown after the fixed '+91' in the input. Anything that is not a valid number is
 * given back as typed (minus a leading '+91'), so a form can show it again with its error.
 */
export function localDigits(e164: string): string {
  const phone = normalizeIndianMobile(e164);
  return phone === null ? e164.replace(/^\+91/, "") : phone.slice(3);
}
