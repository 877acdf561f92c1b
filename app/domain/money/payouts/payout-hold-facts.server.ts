import { and, desc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payouts, profiles, reviewFlags, reviews, upiChecks } from "~/db/schema";
import { isAccountSuspended } from "~/domain/shared/account-standing.server";
import { kolkataDateKey } from "~/domain/shared/dates";
import { COPIED_PROOF_DISTANCE, type PayoutHoldFacts } from "./payout-hold-rules";
import { kolkataDayStart } from "./statement-years";

/** Serialises payout requests through the day's limit, so two cannot both squeeze under it. */
const DAILY_LIMIT_LOCK = 7_032_066;

/** What the hold rules read about a payout request; never a rating. */
export async function readPayoutHoldFacts(
  tx: Transaction,
  input: { userId: string; upiId: string; holderName: string; now: Date },
): Promise<Omit<PayoutHoldFacts, "amount" | "dailyLimit" | "holderNameMismatch" | "payoutTo">> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DAILY_LIMIT_LOCK})`);
  const [record] = await tx
    .select({ approved: profiles.approvedReviews, rejected: profiles.rejectedReviews })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  const [sameUpi] = await tx
    .select({ count: sql<number>`count(distinct ${payouts.userId})`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.upiId, input.upiId), ne(payouts.userId, input.userId)));
  const [sameHolder] = await tx
    .select({ count: sql<number>`count(distinct ${upiChecks.userId})`.mapWith(Number) })
    .from(upiChecks)
    .where(and(eq(upiChecks.holderName, input.holderName), ne(upiChecks.userId, input.userId)));
  const [flags] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewFlags)
    .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
    .where(
      and(
        eq(reviews.userId, input.userId),
        // isCopyFlag in SQL (decision 106): a bill that only looks like another one is not counted.
        or(
          eq(reviewFlags.kind, "copied_text"),
          eq(reviewFlags.sameBytes, true),
          lte(reviewFlags.score, COPIED_PROOF_DISTANCE),
        ),
      ),
    );
  const dayStart = kolkataDayStart(kolkataDateKey(input.now));
  const [today] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payouts.amount}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(
      and(
        eq(payouts.method, "razorpayx"),
        inArray(payouts.status, ["queued", "processing", "processed"]),
        gte(payouts.createdAt, dayStart),
      ),
    );
  // The last payout whose money reached the reviewer, by hand or through the provider.
  const [lastPaid] = await tx
    .select({ upiId: payouts.upiId, bankName: payouts.bankName })
    .from(payouts)
    .where(and(eq(payouts.userId, input.userId), inArray(payouts.status, ["paid", "processed"])))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return {
    accountSuspended: await isAccountSuspended(tx, input.userId),
    lastPaidTo: lastPaid ?? null,
    otherAccountsSameUpi: sameUpi?.count ?? 0,
    otherAccountsSameHolder: sameHolder?.count ?? 0,
    approvedReviews: record?.approved ?? 0,
    rejectedReviews: record?.rejected ?? 0,
    copyFlags: flags?.count ?? 0,
    paidOutToday: today?.sum ?? 0,
  };
}
