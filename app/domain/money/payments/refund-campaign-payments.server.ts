import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payments } from "~/db/schema";

/**
 * Gives back a campaign's succeeded payments at `now` (a rejected or deleted campaign), inside
 * the caller's transaction; answers the rupees refunded. Every refund goes through here, so a
 * gateway's refund (an outbox row and a job after commit, issue 31) takes over in one place.
 */
export async function refundCampaignPayments(
  tx: Transaction,
  input: { campaignId: string; now: Date },
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: input.now })
    .where(and(eq(payments.campaignId, input.campaignId), eq(payments.status, "succeeded")))
    .returning({ amount: payments.amount });
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
