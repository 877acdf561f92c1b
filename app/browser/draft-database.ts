/** The browser's database of reviews being written (review-drafts.ts, decision 131). */
export const DRAFT_DATABASE = "reviewkaro-review-drafts";

/**
 * Forgets every review being written on this phone: at logout, so the next person to sign in
 * here never sees or sends them (the logout's Clear-Site-Data does the same where honoured).
 */
export function forgetDrafts() {
  try {
    globalThis.indexedDB?.deleteDatabase(DRAFT_DATABASE);
  } catch {
    // A browser without IndexedDB kept none.
  }
}
