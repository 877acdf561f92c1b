import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { payments, type RefundReason, refunds } from "~/db/schema";
import { issueCreditNote } from "../invoices/issue-tax-documents.server";

/**
 * Gives back a campaign's succeeded payments at `now` (a rejected or deleted campaign), inside
 * the caller's transaction: each payment is marked refunded and gets its refund row, processed
 * at once for a simulated payment and pending for a gateway's (requested after commit, issue 31),
 * each with its credit note (decision 062).
 * Answers the rupees refunded. Every refund goes through here.
 */
export async function refundCampaignPayments(
  tx: Transaction,
  input: { campaignId: string; now: Date; reason: Exclude<RefundReason, "unfilled_slots"> },
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: input.now })
    .where(and(eq(payments.campaignId, input.campaignId), eq(payments.status, "succeeded")))
    .returning({
      id: payments.id,
      businessId: payments.businessId,
      amount: payments.amount,
      gatewayPaymentId: payments.gatewayPaymentId,
    });
  const owed = rows.filter((row) => row.amount > 0);
  if (owed.length > 0) {
    const written = await tx
      .insert(refunds)
      .values(
        owed.map((row) => {
          const simulated = row.gatewayPaymentId === null;
          return {
            paymentId: row.id,
            campaignId: input.campaignId,
            businessId: row.businessId,
            amount: row.amount,
            reason: input.reason,
            status: simulated ? ("processed" as const) : ("pending" as const),
            createdAt: input.now,
            processedAt: simulated ? input.now : null,
          };
        }),
      )
      .returning();
    for (const refund of written) await issueCreditNote(tx, refund);
  }
  return rows.reduce((sum, row) => sum + row.amount, 0);
}
