import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { PRICE_PER_REVIEW } from "~/db/prices";
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
  input: {
    campaignId: string;
    now: Date;
    reason: Exclude<RefundReason, "unfilled_slots" | "reviews_not_added">;
  },
): Promise<number> {
  return refundWhole(tx, input, eq(payments.campaignId, input.campaignId));
}

/**
 * Gives back one 'Add reviews' payment whole when the campaign changed between the charge and
 * the lock (another tab, the admin, its end), with its refund row and credit note like any other.
 */
export async function refundAddedReviewsPayment(
  tx: Transaction,
  input: { campaignId: string; paymentId: string; now: Date },
): Promise<number> {
  const reason = "reviews_not_added" as const;
  return refundWhole(tx, { ...input, reason }, eq(payments.id, input.paymentId));
}

async function refundWhole(
  tx: Transaction,
  input: { campaignId: string; now: Date; reason: RefundReason },
  which: SQL,
): Promise<number> {
  const rows = await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: input.now })
    .where(and(which, eq(payments.status, "succeeded")))
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
            nextAttemptAt: simulated ? null : input.now,
          };
        }),
      )
      .returning();
    for (const refund of written) await issueCreditNote(tx, refund);
  }
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

/**
 * Gives back a campaign's unfilled slots at its end (decision 059), inside the transaction that
 * ends it: `slots` × ₹20, tax included, taken from its newest payments first ('Add reviews'
 * before the campaign's own), less what each already gave back. A payment given back whole is
 * marked refunded. Answers the rupees refunded.
 */
export async function refundUnfilledSlots(
  tx: Transaction,
  input: { campaignId: string; slots: number; now: Date },
): Promise<number> {
  let owed = input.slots * PRICE_PER_REVIEW;
  if (owed <= 0) return 0;
  const paid = await tx
    .select({
      id: payments.id,
      businessId: payments.businessId,
      amount: payments.amount,
      gatewayPaymentId: payments.gatewayPaymentId,
      refunded:
        sql<number>`(select coalesce(sum(${refunds.amount}), 0) from ${refunds} where ${refunds.paymentId} = ${payments.id})`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(and(eq(payments.campaignId, input.campaignId), eq(payments.status, "succeeded")))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for("update");
  let total = 0;
  for (const payment of paid) {
    const amount = Math.min(owed, payment.amount - payment.refunded);
    if (amount <= 0) continue;
    const simulated = payment.gatewayPaymentId === null;
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        campaignId: input.campaignId,
        businessId: payment.businessId,
        amount,
        reason: "unfilled_slots",
        status: simulated ? "processed" : "pending",
        createdAt: input.now,
        processedAt: simulated ? input.now : null,
        nextAttemptAt: simulated ? null : input.now,
      })
      .returning();
    if (refund) await issueCreditNote(tx, refund);
    if (amount === payment.amount - payment.refunded) {
      await tx
        .update(payments)
        .set({ status: "refunded", refundedAt: input.now })
        .where(eq(payments.id, payment.id));
    }
    owed -= amount;
    total += amount;
    if (owed === 0) break;
  }
  return total;
}
