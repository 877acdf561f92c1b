/**
 * The UPI name check before a payout (decision 086): the name on the reviewer's bank account,
 * the bank's answer masked, a check still pending, and the day's limit.
 */
export const upiNameCheck = {
  bankNameLabel: "Name on your bank account",
  bankNameHint:
    "In English letters, as your bank writes it (on your passbook or cheque book). We compare it with the name your bank gives for the UPI ID.",
  bankNameRequired: "Enter the name on your bank account.",
  bankNameLatin:
    "Write the name in English letters (A–Z), as your bank account has it. Spaces, dots and apostrophes are fine.",
  bankNameLength: "The name must be {{min}} to {{max}} letters long.",
  pendingTitle: "Your bank is still checking",
  pendingText:
    "Your bank has not answered about this UPI ID yet. Nothing was sent. Try again in a minute.",
  dailyLimitTitle: "Enough new UPI IDs for today",
  dailyLimitText:
    "You can check {{count}} new UPI IDs a day. Try again tomorrow, or use a UPI ID you checked before.",
  windowLimitTitle: "Enough new UPI IDs for this month",
  windowLimitText:
    "You can check {{count}} new UPI IDs in 30 days. Use a UPI ID you checked before, or try again later in the month.",
  networkLimitTitle: "Too many checks from this network today",
  networkLimitText:
    "Many UPI IDs were checked from this internet connection today. Try again tomorrow, or use a UPI ID you checked before.",
  budgetSpentTitle: "UPI checks are paused for today",
  budgetSpentText:
    "We have checked as many new UPI IDs today as we can. Nothing was sent and your balance is safe. Try again tomorrow, or use a UPI ID you checked before.",
  matchText: "Your bank's name for {{upi}}, {{masked}}, matches the name you gave: {{bankName}}.",
  matchQuestion: "Pay {{amount}} to {{masked}} ({{upi}})?",
  mismatchTitle: "The names do not match",
  mismatchText:
    "Your bank's name for {{upi}}, {{masked}}, does not match the name you gave: {{bankName}}. You can still ask for the payout: our team compares the two names before anything is sent, usually within a day.",
  mismatchPay: "Ask our team to check",
  otherUpi: "Use another UPI ID",
} as const;
