/** 'Your data': correct, download or delete (decisions 076, 077). */
export const dataRights = {
  pageTitle: "Your data - ReviewKaro",
  title: "Your data",
  intro:
    "Correct what we hold about you, download a copy of it, name a nominee, or delete your account.",
  profileLink: "Your data: correct, download or delete",
  correctHeading: "Correct your details",
  correctText:
    "Your username, city and password are on your profile. The name shown on your reviews and your email are here.",
  correctBusinessText:
    "Your username is on your profile. Each campaign's shop name and map link are changed from the campaign's page, your billing details on the billing page.",
  editProfile: "Edit profile",
  editBilling: "Billing details",
  reviewerName: "Name shown on your reviews",
  reviewerEmail: "Email",
  saveDetails: "Save details",
  detailsSavedTitle: "Details saved",
  detailsSavedText: "Your reviews now show this name.",
  downloadHeading: "Download my data",
  downloadText:
    "A ZIP file with everything the privacy policy lists as collected: your profile, consents, nominee, network and device marks, security log, your reviews (with visit dates and declarations) and their earlier versions, your wallet, payouts and proof photos (for a business: campaigns, payments, payments not applied, invoices and billing details). The link works for {{days}} days.",
  downloadSummary:
    "It opens with summary.html, a page you can read in any browser, in your language: who you are, your reviews or campaigns, your wallet and payouts or payments, and your consents, with their dates.",
  downloadButton: "Prepare my data",
  preparing:
    "Preparing… This takes a minute for a large account; refresh the page to see the link.",
  preparingTitle: "Preparing your data",
  preparingText: "Your download link will be here shortly.",
  readyTitle: "Your data is ready",
  readyText: "Download it from this page.",
  ready: "Ready. The link works until {{date}}.",
  downloadLink: "Download my data (ZIP)",
  expired: "Your last download link expired on {{date}}. Prepare a new one.",
  expiredTitle: "This link has expired",
  expiredText: "Download links work for {{days}} days. Prepare a new one on this page.",
  failed: "We could not prepare your data. Please try again.",
  exportLimitTitle: "Not prepared again yet",
  exportLimitText:
    "You have asked for your data {{count}} times in the last 7 days. You can ask again from {{date}}.",
  notReadyTitle: "Still preparing",
  notReadyText: "Your data is not ready yet. Refresh this page in a minute.",
  deleteHeading: "Delete my account",
  deleteText:
    "Your name, phone number, UPI IDs, photos and reviews are erased from the service and your published reviews leave the public pages. The law makes us keep some records: your registration details and any review of yours we removed are kept apart for 180 days, only for a lawful request, then erased; your security log is kept for 180 days after deletion, under a coded form of your phone number instead of your account, only to investigate misuse or for a lawful request; payments, invoices (with the buyer's legal name) and the amounts of your wallet history and payouts are kept for 8 years; a complaint keeps the phone number it came from for 8 years. This cannot be undone.",
  deleteBlocked: "You cannot delete your account yet:",
  sendCode: "Send a code to {{phone}}",
  codeSentTitle: "Code sent",
  codeSentText: "Enter the 6-digit code we sent to your phone to delete your account.",
  code: "Code from the SMS",
  deleteButton: "Delete my account for good",
  deletedTitle: "Account deleted",
  deletedText: "Your personal data was erased. Thank you for using ReviewKaro.",
  invalidCode: "This code is not right. Check the SMS and try again.",
  expiredCode: "This code has expired. Send a new one.",
  tooManyCodes: "Too many wrong codes. Send a new one.",
  deleteRefusedTitle: "Account not deleted",
  blockerStaff: "Team accounts are closed by the admin.",
  blockerWallet:
    "Your wallet holds {{minimumPayout}} or more. Request a payout first; once it is paid, you can delete your account.",
  smallBalanceText:
    "Your wallet holds ₹{{amount}}. A payout needs at least {{minimumPayout}}, so this cannot be paid out: deleting your account gives it up.",
  giveUpLabel: "I give up ₹{{amount}} and want my account deleted",
  blockerSmallBalance:
    "Tick the box to give up the balance, or keep earning to {{minimumPayout}} and request a payout first. If the balance changed, tick again.",
  blockerPayout: "A payout is still on its way to you. Wait until it is paid.",
  blockerCampaign:
    "A campaign is still live or waiting for approval. Delete or finish it first; its unused reviews are refunded.",
  blockerPayment: "A payment is not settled yet. Wait a few minutes and try again.",
  blockerRefund: "A refund is still on its way to you. Wait until it arrives.",
};

/** The nominee on 'Your data' (DPDP Act s.14, decision 092). */
export const nominee = {
  heading: "Your nominee",
  text: "Name one person who may use your rights over your data (download, correct, delete, complain) if you die or cannot act yourself. They show us a death certificate or a doctor's certificate with their request to the grievance officer. You can change or remove your nominee at any time.",
  none: "You have not named a nominee.",
  current: "{{name}} ({{relationship}}), {{phone}}",
  dates: "Named {{named}} · last changed {{changed}}",
  nameLabel: "Nominee's full name",
  relationshipLabel: "Their relationship to you",
  relationshipHint: "For example: wife, son, sister, friend.",
  phoneLabel: "Nominee's mobile number",
  save: "Name this nominee",
  change: "Save changes",
  remove: "Remove my nominee",
  savedTitle: "Nominee saved",
  savedText: "We will accept their request if you die or cannot act yourself.",
  removedTitle: "Nominee removed",
  removedText: "Nobody is named to act for you now.",
  notSavedTitle: "Nominee not saved",
  nameMissing: "Please enter your nominee's name.",
  relationshipMissing: "Please say how your nominee is related to you.",
  tooLong: "Please keep this within {{max}} characters.",
  phoneOwn: "This is your own number. Your nominee is someone else: enter their mobile number.",
} as const;
