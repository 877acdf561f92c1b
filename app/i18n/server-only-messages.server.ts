/**
 * Sections of the messages that only the server reads, so no page's script carries them: the
 * admin's queue cards get these sentences already translated (trust-texts.server.ts), and the
 * campaign chart image and CSV export are written in the person's language on the server.
 */
export const serverOnlySections = ["flagReasons", "riskReasons", "campaignExport"] as const;
