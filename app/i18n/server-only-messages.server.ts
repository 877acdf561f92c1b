/**
 * Sections of the messages that only the server reads, so no page's script carries them: the
 * admin's queue cards get these sentences already translated (trust-texts.server.ts), and a sign-in
 * page its description for search engines from its loader.
 */
export const serverOnlySections = ["flagReasons", "riskReasons", "searchMeta"] as const;
