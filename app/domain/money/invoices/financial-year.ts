/** India's financial year runs April to March; a document's date is read in Asia/Kolkata (UTC+5:30). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The financial year of an instant, written as tax documents write it: "2026-27". */
export function financialYear(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const start = local.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** An instant's calendar date in India, YYYY-MM-DD. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
