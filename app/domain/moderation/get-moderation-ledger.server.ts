import { eq, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { DbOrTx } from "~/db/client.server";
import { reviewLedger } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { appealOutcomesOf } from "./removal-appeals/removal-appeal-lists.server";
import { type ModerationLedger, summariseLedger } from "./summarise-ledger";

/**
 * A campaign's moderation ledger from its counters (kept by the reviews_ledger trigger,
 * migration 0008): at most a few dozen rows, whatever the number of reviews; and its decided
 * appeals of removals by outcome (decision 091), read by a partial index of decided appeals.
 */
export async function getModerationLedger(
  db: DbOrTx,
  input: { campaignId: string },
): Promise<ModerationLedger> {
  if (!isUuid(input.campaignId)) return summariseLedger([]);
  const [rows, appeals] = await Promise.all([
    // Built once (decision 138): every public page and campaign page reads it.
    builtOnce(db, "moderation_ledger", (db, name) =>
      db
        .select({
          rating: reviewLedger.rating,
          status: reviewLedger.status,
          category: reviewLedger.category,
          count: reviewLedger.count,
        })
        .from(reviewLedger)
        .where(eq(reviewLedger.campaignId, sql.placeholder("campaignId")))
        .prepare(name),
    ).execute({ campaignId: input.campaignId }),
    appealOutcomesOf(db, input),
  ]);
  return summariseLedger(rows, appeals);
}
