import { type ConsentPurpose, consentPurposes } from "~/db/consent-purposes";

export { type ConsentPurpose, consentPurposes } from "~/db/consent-purposes";

/*
 * The notices shown where data is first collected, and what each consent row means (decision
 * 074). A notice's wording changes with its version here, so a row always says which text the
 * person saw. Only a purpose the service can run without may be withdrawn with one tap; ending
 * the others is deleting the account (or withdrawing the review), not a switch.
 */

/** The version of each notice in force; bump it with the notice's wording. */
export const NOTICE_VERSIONS = {
  adult_declaration: "2026-11-27",
  // The business's sign-up notice no longer speaks of an SMS it did not choose (decision 092),
  // and says the SMS it may choose comes at most once a day for each campaign.
  account: "2026-11-29",
  // The notice says a photo's place is kept only as a distance and a time (decision 129).
  review_proof: "2026-11-30",
  // The notice names the payout provider and what deletion erases (decision 092). Its Hindi
  // spelling of 'UPI आईडी' changed after, not its meaning: no new consent (decision 107).
  payout_upi: "2026-11-29",
  // 'At most one a day' is for each campaign: a digest is a campaign's (decision 050).
  review_sms: "2026-11-29",
} as const satisfies Record<ConsentPurpose, string>;

/** How a purpose ends: a tap on Withdraw, or only with the account or the review it serves. */
export type WithdrawalPath = "one_tap" | "delete_account" | "withdraw_review" | "none";

export const WITHDRAWAL_PATHS = {
  // A declaration of fact, not a permission: there is nothing to withdraw.
  adult_declaration: "none",
  account: "delete_account",
  review_proof: "withdraw_review",
  // Payments and their UPI IDs are kept as the law on accounts requires.
  payout_upi: "none",
  review_sms: "one_tap",
} as const satisfies Record<ConsentPurpose, WithdrawalPath>;

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === "string" && (consentPurposes as readonly string[]).includes(value);
}

/** Whether Withdraw is offered for this purpose: it ends at once and the service goes on. */
export function canWithdrawAtOnce(purpose: ConsentPurpose): boolean {
  return WITHDRAWAL_PATHS[purpose] === "one_tap";
}

/**
 * The purposes a new account agrees to or declares at sign-up. The optional SMS of new reviews
 * is not one of them: it is recorded only when the business ticks its box (decision 092).
 */
export function signupPurposes(_role: string): ConsentPurpose[] {
  return ["adult_declaration", "account"];
}
