import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { transparencyMonths } from "~/db/schema";
import { countMonth } from "./count-month.server";
import type { ReportFigures } from "./report-figures";
import { addMonths, FIRST_REPORT_MONTH, kolkataMonth, monthBounds } from "./report-month";

/**
 * A month's figures settle once the month is over and every complaint filed in it has run past
 * its 15-day clock (a day's margin): counted once after that, they are kept for good.
 */
export const SETTLED_AFTER_MS = 16 * 24 * 60 * 60 * 1000;

/** How often the job counts the months that can still change (the current one, the last). */
export const TRANSPARENCY_INTERVAL_MS = 10 * 60 * 1000;

const settlesAt = (month: string) => monthBounds(month).to.getTime() + SETTLED_AFTER_MS;

export function isSettledMonth(month: string, now: Date): boolean {
  return settlesAt(month) <= now.getTime();
}

export type MonthlyReport = { figures: ReportFigures; countedAt: Date; settled: boolean };

/**
 * One month's report (decision 096) as the job last counted it: a page reads one row, whatever
 * the number of reviews (counting a busy month at 1M reviews takes about half a second). A month
 * the job has not counted yet (a new installation's first minutes) is counted on request.
 * Never typed by anyone; a page never writes.
 */
export async function readMonthlyReport(
  db: DbOrTx,
  input: { month: string; now?: Date },
): Promise<MonthlyReport> {
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(transparencyMonths)
    .where(eq(transparencyMonths.month, input.month));
  if (row) {
    return {
      figures: row.figures as ReportFigures,
      countedAt: row.computedAt,
      settled: row.computedAt.getTime() >= settlesAt(input.month),
    };
  }
  return {
    figures: await countMonth(db, { month: input.month, now }),
    countedAt: now,
    settled: isSettledMonth(input.month, now),
  };
}

/**
 * How many months one run counts at most, newest first: on the embedded database a count holds
 * the one connection, so a new installation with a long history catches up over a few runs
 * instead of holding every page for seconds at its first start.
 */
const MONTHS_PER_RUN = 3;

/**
 * The job (decision 096): counts again every month whose figures can still change (the current
 * one, and a past one until it has settled), and once more each month that settled since it was
 * last counted; a settled month counted after settling is never counted again. Returns the
 * months counted, oldest first.
 */
export async function countOpenMonths(db: DbOrTx, input: { now?: Date } = {}): Promise<string[]> {
  const now = input.now ?? new Date();
  const current = kolkataMonth(now);
  const months: string[] = [];
  for (let month = FIRST_REPORT_MONTH; month <= current; month = addMonths(month, 1)) {
    months.push(month);
  }
  const stored = new Map(
    (
      await db
        .select({ month: transparencyMonths.month, computedAt: transparencyMonths.computedAt })
        .from(transparencyMonths)
        .where(inArray(transparencyMonths.month, months))
    ).map((row) => [row.month, row.computedAt.getTime()]),
  );
  const due = months
    .filter((month) => {
      const countedAt = stored.get(month);
      return countedAt === undefined || countedAt < settlesAt(month);
    })
    // The newest first when catching up, so this month's figures come at once.
    .reverse()
    .slice(0, MONTHS_PER_RUN)
    .reverse();
  for (const month of due) {
    // Read-only counting under a timeout, as the decision-times job does: it only ever takes the
    // tables' shared locks, and never waits long for one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = '30s'`);
      await tx.execute(sql`set local lock_timeout = '2s'`);
      const figures = await countMonth(tx, { month, now });
      await tx
        .insert(transparencyMonths)
        .values({ month, figures, computedAt: now })
        .onConflictDoUpdate({
          target: transparencyMonths.month,
          set: { figures, computedAt: now },
        });
    });
  }
  return due;
}
