import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Transaction } from "~/db/client.server";
import { type LedgerReason, profiles, walletLedger } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

export type WalletEntry = {
  userId: string;
  /** Signed whole rupees: + credits the wallet, − debits it. */
  amount: number;
  reason: LedgerReason;
  reviewId?: string;
  payoutId?: string;
  now: Date;
};

/**
 * The one way a wallet changes: a ledger row and the balance, together, inside the caller's
 * transaction, so the balance always equals the sum of the ledger rows (SPEC §3).
 */
export async function recordWalletEntry(tx: Transaction, entry: WalletEntry): Promise<void> {
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    amount: entry.amount,
    reason: entry.reason,
    reviewId: entry.reviewId ?? null,
    payoutId: entry.payoutId ?? null,
    createdAt: entry.now,
  });
  await tx
    .update(profiles)
    .set({ walletBalance: sql`${profiles.walletBalance} + ${entry.amount}` })
    .where(eq(profiles.id, entry.userId));
}

/** A wallet and the sum of its ledger rows; they must always be equal (SPEC §3). */
export async function walletOf(
  db: DbOrTx,
  input: { userId: string },
): Promise<{ balance: number; ledgerSum: number }> {
  if (!isUuid(input.userId)) return { balance: 0, ledgerSum: 0 };
  const [row] = await db
    .select({
      balance: profiles.walletBalance,
      ledgerSum: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number),
    })
    .from(profiles)
    .leftJoin(walletLedger, eq(walletLedger.userId, profiles.id))
    .where(eq(profiles.id, input.userId))
    .groupBy(profiles.id);
  return row ?? { balance: 0, ledgerSum: 0 };
}
