import type { DbOrTx } from "~/db/client.server";
import { listRefundsNeedingAttention } from "~/domain/money/payments/refund-attention.server";

/** The Campaigns tab's refunds needing attention, as the section shows them; none off the tab. */
export async function refundsSection(db: DbOrTx, input: { shown: boolean }) {
  if (!input.shown) return [];
  const rows = await listRefundsNeedingAttention(db, { now: new Date() });
  return rows.map((refund) => ({
    kind: refund.kind,
    id: refund.id,
    businessName: refund.businessName,
    businessPhone: refund.businessPhone,
    gatewayPaymentId: refund.gatewayPaymentId,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    attempts: refund.attempts,
    lastError: refund.lastError,
    createdAt: refund.createdAt,
    nextAttemptAt: refund.nextAttemptAt,
  }));
}

export type RefundAttentionRow = Awaited<ReturnType<typeof refundsSection>>[number];
