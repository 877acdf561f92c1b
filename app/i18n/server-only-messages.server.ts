/**
 * Sections of the messages that only the server reads, so no page's script carries them: the
 * admin's queue cards get these sentences already translated (trust-texts.server.ts).
 */
export const serverOnlySections = ["flagReasons", "riskReasons"] as const;
