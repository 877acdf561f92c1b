import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { upiCheckBudget } from "~/db/schema";
import { kolkataDateKey } from "~/domain/shared/dates";
import { logger } from "~/logging/logger.server";

/**
 * Counts one paid validation against today's budget, or answers false when it is spent. One
 * upsert that adds only below the budget: two servers racing cannot both take the last one.
 * Logs 'UPI check budget alert' once at 80% (warn) and once when spent (error).
 */
export async function spendFromDailyBudget(
  db: DbOrTx,
  input: { budget: number; now: Date },
): Promise<boolean> {
  const day = kolkataDateKey(input.now);
  const [row] = await db
    .insert(upiCheckBudget)
    .values({ day, used: 1 })
    .onConflictDoUpdate({
      target: upiCheckBudget.day,
      set: { used: sql`${upiCheckBudget.used} + 1` },
      setWhere: lt(upiCheckBudget.used, input.budget),
    })
    .returning({ used: upiCheckBudget.used });
  if (!row || row.used > input.budget) return false;
  alertOnBudget(row.used, input.budget);
  return true;
}

function alertOnBudget(used: number, budget: number) {
  if (used === Math.ceil(budget * 0.8) && used < budget) {
    logger.warn(
      { used, budget },
      "UPI check budget alert: 80% of today's UPI_CHECKS_DAILY_BUDGET paid name checks used",
    );
  } else if (used === budget) {
    logger.error(
      { used, budget },
      "UPI check budget alert: today's UPI_CHECKS_DAILY_BUDGET is spent; new UPI IDs are refused until midnight (Kolkata)",
    );
  }
}
