/** How a phone number is shown before the admin asks to see it, and a view's screen (decision 083). */

/** '+919876543210' → '98xxxxxx10': the first two and last two digits of the ten. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/^\+91/, "").replace(/\D/g, "");
  if (digits.length < 5) return "x".repeat(digits.length);
  return `${digits.slice(0, 2)}${"x".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** The screen recorded when the request named no page of ours (no Referer, another site's). */
export const UNKNOWN_SCREEN = "unknown";

/** The screen a view came from: a same-site path and its tab, never a query's other values. */
export function screenOf(address: string | null | undefined, origin: string): string {
  if (!address) return UNKNOWN_SCREEN;
  try {
    const url = new URL(address, origin);
    if (url.origin !== origin) return UNKNOWN_SCREEN;
    const tab = url.searchParams.get("tab");
    const path = url.pathname.slice(0, 80);
    return tab && /^[a-z-]{1,20}$/.test(tab) ? `${path}?tab=${tab}` : path;
  } catch {
    return UNKNOWN_SCREEN;
  }
}
