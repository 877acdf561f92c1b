// The schema checks a consent row's purpose against this list; app/domain/shared/consent-notices.ts
// says what each one means, which notice version stands and whether it can be withdrawn.
/** The purposes a person agrees to or declares, one consent row each (decision 074). */
export const consentPurposes = [
  "adult_declaration",
  "account",
  "review_proof",
  "payout_upi",
  "review_sms",
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
