/**
 * The months of the transparency report (decision 096): India's calendar months, named
 * 'YYYY-MM', each from midnight IST on its first day to midnight IST on the next month's first.
 */
import { kolkataDateKey } from "~/domain/shared/dates";

/** Asia/Kolkata is UTC+05:30 all year (no daylight saving since 1945). */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The first month the report can show: ReviewKaro took no reviews before it. */
export const FIRST_REPORT_MONTH = "2026-01";

/** At most this many months are listed to pick from; older ones stay reachable by address. */
export const LISTED_MONTHS = 36;

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isReportMonth(value: string): boolean {
  return monthPattern.test(value);
}

/** The Kolkata month that contains this instant. */
export function kolkataMonth(now: Date): string {
  return kolkataDateKey(now).slice(0, 7);
}

function parts(month: string): { year: number; month: number } {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`not a YYYY-MM month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The month `count` after (or before, when negative) a month. */
export function addMonths(month: string, count: number): string {
  const { year, month: number } = parts(month);
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The month's instants: [from, to), midnight IST to midnight IST. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const start = (key: string) => {
    const { year, month: number } = parts(key);
    return new Date(Date.UTC(year, number - 1, 1) - KOLKATA_OFFSET_MS);
  };
  return { from: start(month), to: start(addMonths(month, 1)) };
}

/** A month is closed once it has ended: its figures can no longer change by time passing. */
export function isClosedMonth(month: string, now: Date): boolean {
  return monthBounds(month).to.getTime() <= now.getTime();
}

/**
 * Which month a page asked for: a known month up to the current one; anything else is
 * `invalid` (the page answers 404), nothing asked is the current month.
 */
export function readReportMonth(
  asked: string | null,
  now: Date,
): { ok: true; month: string } | { ok: false } {
  const current = kolkataMonth(now);
  if (asked === null || asked === "") return { ok: true, month: current };
  if (!isReportMonth(asked) || asked < FIRST_REPORT_MONTH || asked > current) return { ok: false };
  return { ok: true, month: asked };
}

/** The months a person may pick, newest first: the current one and those before it. */
export function listedMonths(now: Date): string[] {
  const current = kolkataMonth(now);
  const months: string[] = [];
  for (let month = current; month >= FIRST_REPORT_MONTH; month = addMonths(month, -1)) {
    months.push(month);
    if (months.length === LISTED_MONTHS) break;
  }
  return months;
}
