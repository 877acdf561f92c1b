import { eq, or, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "~/db/client.server";
import { profiles, walletLedger } from "~/db/schema";

/**
 * Fails the test unless every profile's wallet_balance equals the sum of its ledger rows and none
 * is negative (SPEC §3). One query over all profiles; the failure lists the wallets that are off.
 */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const ledgerSum = sql<number>`coalesce(sum(${walletLedger.amount}), 0)`;
  const unbalanced = await db
    .select({
      profileId: profiles.id,
      balance: profiles.walletBalance,
      ledgerSum: ledgerSum.mapWith(Number),
    })
    .from(profiles)
    .leftJoin(walletLedger, eq(walletLedger.userId, profiles.id))
    .groupBy(profiles.id)
    .having(or(sql`${profiles.walletBalance} <> ${ledgerSum}`, sql`${profiles.walletBalance} < 0`));
  expect(unbalanced, "wallets whose balance is not the sum of their ledger rows").toEqual([]);
}
