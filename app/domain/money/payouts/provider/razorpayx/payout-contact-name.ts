import { fitsContactName } from "./razorpayx-validation";

/** Said when the bank's name has too little of the contact's characters left (decision 085). */
const FALLBACK_CONTACT_NAME = "ReviewKaro reviewer";

/**
 * The Composite Payout's `fund_account.contact.name`, which is required and follows the contact
 * rules (https://razorpay.com/docs/api/x/contacts/create, fitsContactName): the bank's
 * registered name as it is when it fits, else with the characters outside the rules dropped and
 * no special character at its end, else a plain fallback — a name the provider refuses would hold
 * every payout to this UPI ID as a request we sent wrong.
 */
export function payoutContactName(holderName: string): string {
  const name = holderName.trim();
  if (fitsContactName(name)) return name;
  const kept = name
    .replace(/[^A-Za-z0-9 ’'\-_/().]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 50)
    .replace(/[^A-Za-z0-9.]+$/, "");
  return fitsContactName(kept) ? kept : FALLBACK_CONTACT_NAME;
}
