/**
 * A complaint's ticket number, 'RK-2026-000123': the year in Kolkata and a running number of at
 * least six digits. Easy to read out on the phone; never a key alone (the status page also
 * asks for the complainant's phone, decision 078).
 */
const pattern = /^RK-(\d{4})-(\d{6,})$/;

export function formatTicketNumber(input: { year: number; sequence: number }): string {
  return `RK-${input.year}-${String(input.sequence).padStart(6, "0")}`;
}

/** The number as typed ('rk 2026 123', ' RK-2026-000123 '), written the one way, or null. */
export function readTicketNumber(typed: string): string | null {
  const compact = typed
    .trim()
    .toUpperCase()
    .replace(/[\s\u2010-\u2015_]+/g, "-");
  const loose = /^RK-?(\d{4})-?(\d{1,12})$/.exec(compact);
  if (!loose) return null;
  const formatted = formatTicketNumber({ year: Number(loose[1]), sequence: Number(loose[2]) });
  return pattern.test(formatted) ? formatted : null;
}
