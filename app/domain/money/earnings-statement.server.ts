import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import {
  campaigns,
  type LedgerReason,
  type PayoutStatus,
  payouts,
  reviews,
  walletLedger,
} from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";
import { type FinancialYear, financialYear } from "./payouts/statement-years";

export type StatementLine = {
  at: Date;
  reason: LedgerReason;
  /** Signed whole rupees, as in the ledger. */
  amount: number;
  /** The business of a rewarded review. */
  businessName: string | null;
  /**
   * A payout request's outcome as it stands now (paid, with its UTR; returned; waiting); null, or
   * absent in a line made by hand, for any other line.
   */
  payout?: { status: PayoutStatus; reference: string | null } | null;
};

export type EarningsStatement = {
  year: FinancialYear;
  opening: number;
  lines: StatementLine[];
  earned: number;
  paidOut: number;
  returned: number;
  closing: number;
};

/** The most lines one year's statement holds (₹5 rewards: far more than a year's reviews). */
const MAX_LINES = 20_000;

/**
 * A reviewer's statement for one Indian financial year, read from the wallet ledger alone, so its
 * totals add up to the ledger: opening + earned − paid out + returned = closing.
 */
export async function readEarningsStatement(
  db: DbOrTx,
  input: { userId: string; startYear: number },
): Promise<EarningsStatement | null> {
  if (!isUuid(input.userId) || !Number.isInteger(input.startYear)) return null;
  if (input.startYear < 2020 || input.startYear > 2100) return null;
  const year = financialYear(input.startYear);
  const [before] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletLedger.amount}), 0)`.mapWith(Number) })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, input.userId), lt(walletLedger.createdAt, year.from)));
  const rows = await db
    .select({
      at: walletLedger.createdAt,
      reason: walletLedger.reason,
      amount: walletLedger.amount,
      businessName: campaigns.businessName,
      payoutStatus: payouts.status,
      payoutReference: payouts.reference,
    })
    .from(walletLedger)
    .leftJoin(reviews, eq(reviews.id, walletLedger.reviewId))
    .leftJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .leftJoin(payouts, eq(payouts.id, walletLedger.payoutId))
    .where(
      and(
        eq(walletLedger.userId, input.userId),
        gte(walletLedger.createdAt, year.from),
        lt(walletLedger.createdAt, year.until),
      ),
    )
    .orderBy(asc(walletLedger.createdAt), asc(walletLedger.id))
    .limit(MAX_LINES);
  const lines: StatementLine[] = rows.map(({ payoutStatus, payoutReference, ...line }) => ({
    ...line,
    payout:
      line.reason === "payout_request" && payoutStatus
        ? { status: payoutStatus, reference: payoutReference }
        : null,
  }));
  const total = (reason: LedgerReason) =>
    lines.filter((line) => line.reason === reason).reduce((sum, line) => sum + line.amount, 0);
  const opening = before?.sum ?? 0;
  const earned = total("review_reward");
  const paidOut = -total("payout_request");
  const returned = total("payout_refund");
  return {
    year,
    opening,
    lines,
    earned,
    paidOut,
    returned,
    // A balance given up at deletion (decision 076) closes an account that has no statement left.
    closing: opening + earned - paidOut + returned + total("balance_given_up"),
  };
}
