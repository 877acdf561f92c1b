/**
 * Sections of the messages that only the server reads, so no page's script carries them: the
 * admin's queue cards get these sentences already translated (trust-texts.server.ts), the
 * campaign chart image and CSV export are written in the person's language on the server, and a
 * sign-in page gets its description for search engines from its loader.
 */
export const serverOnlySections = [
  "flagReasons",
  "riskReasons",
  // A proof's place and time in words, on the staff cards (decision 129).
  "visitSignals",
  "campaignExport",
  "searchMeta",
  "limits",
  "reviewDigest",
  "ownerCampaignAnswers",
  "adminCampaignEdits",
  "rejectionTemplates",
  "dashboardNotes",
  "statement",
  "suspensionAdmin",
  "appealAnswers",
  "grievanceAdmin",
  "complaintsAdmin",
  "removalSms",
  "removals",
  // A dispute's answer by SMS to the business (decision 108).
  "disputeAnswerSms",
  // A moderator's invitation SMS (decision 110).
  "invitationSms",
  // summary.html in the data export is written by the server (decision 111).
  "exportSummary",
  // The offline page names its texts in both languages from its loader (decision 130).
  "offline",
] as const;
