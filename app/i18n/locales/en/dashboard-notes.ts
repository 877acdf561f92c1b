/**
 * English: sentences the dashboards' loaders and actions send already translated, so no
 * page's script carries them (decision 054; the Hindi dashboards sit at their 130 KB budget).
 */
export const dashboardNotes = {
  cityFallbackNotice:
    "We could not find your location, so your city was set to {{city}}. You can change it in your profile.",
  toFirstPayout_one: "{{count}} more approved review to your first payout.",
  toFirstPayout_other: "{{count}} more approved reviews to your first payout.",
  toNextPayout_one: "{{count}} more approved review to your next payout.",
  toNextPayout_other: "{{count}} more approved reviews to your next payout.",
  savedUpi: "Send to {{upi}}",
  otherUpi: "Use another UPI ID",
  referenceRequired: "Enter the UPI transaction reference.",
  rejectReasonRequired: "Write the reason the reviewer will read.",
} as const;
