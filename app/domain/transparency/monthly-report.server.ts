import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { transparencyMonths } from "~/db/schema";
import { countMonth } from "./count-month.server";
import type { ReportFigures } from "./report-figures";
import { addMonths, FIRST_REPORT_MONTH, kolkataMonth, monthBounds } from "./report-month";

/**
 * A month's figures are stored once they can no longer change: the month is over and every
 * complaint filed in it has run past its 15-day clock (a day's margin). Until then the page
 * counts them on request, so a clock met on the 14th day still shows.
 */
export const SETTLED_AFTER_MS = 16 * 24 * 60 * 60 * 1000;

export function isSettledMonth(month: string, now: Date): boolean {
  return monthBounds(month).to.getTime() + SETTLED_AFTER_MS <= now.getTime();
}

export type MonthlyReport = { figures: ReportFigures; countedAt: Date; stored: boolean };

/**
 * One month's report (decision 096): the stored figures of a settled month, else counted now
 * from the data. Never typed by anyone, never written by a page.
 */
export async function readMonthlyReport(
  db: DbOrTx,
  input: { month: string; now?: Date },
): Promise<MonthlyReport> {
  const now = input.now ?? new Date();
  if (isSettledMonth(input.month, now)) {
    const [row] = await db
      .select()
      .from(transparencyMonths)
      .where(eq(transparencyMonths.month, input.month));
    if (row) {
      return { figures: row.figures as ReportFigures, countedAt: row.computedAt, stored: true };
    }
  }
  return {
    figures: await countMonth(db, { month: input.month, now }),
    countedAt: now,
    stored: false,
  };
}

/** How many months one run stores at most: the first run after a long gap catches up over a few. */
const MONTHS_PER_RUN = 12;

/**
 * The monthly job: stores every settled month not stored yet, oldest first (the report's cache,
 * decision 096). Returns the months stored.
 */
export async function storeSettledMonths(
  db: DbOrTx,
  input: { now?: Date } = {},
): Promise<string[]> {
  const now = input.now ?? new Date();
  const settled: string[] = [];
  for (
    let month = FIRST_REPORT_MONTH;
    month <= kolkataMonth(now) && isSettledMonth(month, now);
    month = addMonths(month, 1)
  ) {
    settled.push(month);
  }
  if (settled.length === 0) return [];
  const stored = new Set(
    (
      await db
        .select({ month: transparencyMonths.month })
        .from(transparencyMonths)
        .where(inArray(transparencyMonths.month, settled))
    ).map((row) => row.month),
  );
  const missing = settled.filter((month) => !stored.has(month)).slice(0, MONTHS_PER_RUN);
  for (const month of missing) {
    const figures = await countMonth(db, { month, now });
    await db
      .insert(transparencyMonths)
      .values({ month, figures, computedAt: now })
      .onConflictDoNothing();
  }
  return missing;
}
