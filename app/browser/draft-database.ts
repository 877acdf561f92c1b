/** The browser's database of reviews being written (review-drafts.ts, decision 131). */
export const DRAFT_DATABASE = "reviewkaro-review-drafts";

const QUEUED = "reviewkaro-review-queued:";

/**
 * Whether this reviewer has a review waiting to be sent on this phone: a mark beside the drafts,
 * so the dashboard fetches the draft code at load only when there is something to send.
 */
export const queuedMark = {
  has: (userId: string) => {
    try {
      return localStorage.getItem(QUEUED + userId) !== null;
    } catch {
      return true;
    }
  },
  set: (userId: string, queued: boolean) => {
    try {
      if (queued) localStorage.setItem(QUEUED + userId, "1");
      else localStorage.removeItem(QUEUED + userId);
    } catch {
      // Without localStorage the dashboard looks at the drafts each time (has() is true).
    }
  },
};

/**
 * Forgets every review being written on this phone: at logout, so the next person to sign in
 * here never sees or sends them (the logout's Clear-Site-Data does the same where honoured).
 */
export function forgetDrafts() {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(QUEUED)) localStorage.removeItem(key);
    }
    globalThis.indexedDB?.deleteDatabase(DRAFT_DATABASE);
  } catch {
    // A browser without IndexedDB kept none.
  }
}
