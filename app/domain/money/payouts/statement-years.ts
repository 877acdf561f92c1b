import { addDays, dayNumber, kolkataDateKey } from "~/domain/shared/dates";

/** Asia/Kolkata is UTC+05:30 all year. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant a Kolkata calendar day ('YYYY-MM-DD') begins. */
export function kolkataDayStart(dateKey: string): Date {
  return new Date(dayNumber(dateKey) * 86_400_000 - KOLKATA_OFFSET_MS);
}

/** An Indian financial year, April to March, named by the year it starts in (2026 = FY 2026-27). */
export type FinancialYear = { startYear: number; from: Date; until: Date; label: string };

export function financialYear(startYear: number): FinancialYear {
  const next = startYear + 1;
  return {
    startYear,
    from: kolkataDayStart(`${startYear}-04-01`),
    until: kolkataDayStart(`${next}-04-01`),
    label: `${startYear}-${String(next % 100).padStart(2, "0")}`,
  };
}

/** The financial year an instant falls in, on the Kolkata calendar. */
export function financialYearOf(date: Date): FinancialYear {
  const [year, month] = kolkataDateKey(date).split("-").map(Number) as [number, number];
  return financialYear(month >= 4 ? year : year - 1);
}

/** The last day of a financial year, for headings ('2027-03-31'). */
export function lastDayOf(year: FinancialYear): string {
  return addDays(`${year.startYear + 1}-04-01`, -1);
}

/** The financial years a reviewer can download, newest first: from the account's to today's. */
export function statementYearsFrom(accountCreatedAt: Date, now = new Date()): FinancialYear[] {
  const first = financialYearOf(accountCreatedAt).startYear;
  const last = financialYearOf(now).startYear;
  const years: FinancialYear[] = [];
  for (let year = last; year >= first && years.length < 10; year -= 1) {
    years.push(financialYear(year));
  }
  return years;
}
