import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { PRICE_PER_REVIEW } from "~/db/prices";
import { refunds } from "~/db/schema";
import { isUuid } from "~/domain/shared/uuid";

/** What an ended campaign gave back for its unfilled slots (decision 059), as its page says it. */
export type UnfilledRefund = {
  /** Reviews paid for that nobody wrote by the campaign's end. */
  slots: number;
  /** Rupees, tax included. */
  amount: number;
  /** processed: back with the business; on_the_way: owed, the gateway (or the admin) still paying. */
  state: "processed" | "on_the_way";
  /** When the last part reached the business; null while any part is on its way. */
  processedAt: Date | null;
  /** The payments it came from: one refund, and one credit note, for each. */
  payments: number;
};

/**
 * The unfilled-slots refund of the owner's campaign, summed over the payments it came from; null
 * when there is none (a running campaign, one filled to its target, another business's).
 */
export async function findUnfilledRefund(
  db: DbOrTx,
  input: { businessId: string; campaignId: string },
): Promise<UnfilledRefund | null> {
  if (!isUuid(input.businessId) || !isUuid(input.campaignId)) return null;
  const rows = await db
    .select({ amount: refunds.amount, status: refunds.status, processedAt: refunds.processedAt })
    .from(refunds)
    .where(
      and(
        eq(refunds.campaignId, input.campaignId),
        eq(refunds.businessId, input.businessId),
        eq(refunds.reason, "unfilled_slots"),
      ),
    );
  if (rows.length === 0) return null;
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  const processed = rows.every((row) => row.status === "processed");
  const processedAt = processed
    ? new Date(Math.max(...rows.map((row) => row.processedAt?.getTime() ?? 0)))
    : null;
  return {
    slots: Math.round(amount / PRICE_PER_REVIEW),
    amount,
    state: processed ? "processed" : "on_the_way",
    processedAt,
    payments: rows.length,
  };
}
