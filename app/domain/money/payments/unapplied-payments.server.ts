import { and, desc, eq, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { builtOnce } from "~/db/built-once.server";
import type { Database, DbOrTx, Transaction } from "~/db/client.server";
import { type UnappliedPaymentReason, unappliedPayments } from "~/db/schema";
import type { GatewayPayment, GatewayRefund } from "~/domain/money/payments/payment-gateway.server";

/**
 * A captured payment its order did not take (decision 088), inside the caller's transaction: a
 * second payment of a paid order is owed back at once; a short one when its order closes (or is
 * paid by another payment). Recorded once per gateway payment, whoever reports it.
 */
export async function recordUnappliedPayment(
  tx: Transaction,
  input: {
    order: { id: string; businessId: string };
    gateway: string;
    payment: GatewayPayment;
    reason: UnappliedPaymentReason;
    due: boolean;
    now: Date;
  },
): Promise<boolean> {
  const written = await tx
    .insert(unappliedPayments)
    .values({
      orderId: input.order.id,
      businessId: input.order.businessId,
      gateway: input.gateway,
      gatewayPaymentId: input.payment.id,
      amountPaise: input.payment.amountPaise,
      reason: input.reason,
      createdAt: input.now,
      nextAttemptAt: input.due ? input.now : null,
    })
    .onConflictDoNothing({
      target: [unappliedPayments.gateway, unappliedPayments.gatewayPaymentId],
    })
    .returning({ id: unappliedPayments.id });
  return written.length > 0;
}

/** An order paid or closed: the short payments waiting on it are owed back now. */
export async function releaseWaitingPayments(
  tx: Transaction,
  input: { orderId: string; now: Date },
) {
  await tx
    .update(unappliedPayments)
    .set({ nextAttemptAt: input.now })
    .where(
      and(
        eq(unappliedPayments.orderId, input.orderId),
        eq(unappliedPayments.refundStatus, "pending"),
        isNull(unappliedPayments.nextAttemptAt),
        eq(unappliedPayments.attempts, 0),
      ),
    );
}

/** Claims due refunds of unapplied payments as the refund job claims refunds (a lease). */
export async function claimDueUnappliedPayments(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number; only?: string[] },
) {
  const due = db
    .select({ id: unappliedPayments.id })
    .from(unappliedPayments)
    .where(
      and(
        ne(unappliedPayments.refundStatus, "processed"),
        lte(unappliedPayments.nextAttemptAt, input.now),
        input.only ? inArray(unappliedPayments.id, input.only) : undefined,
      ),
    )
    .orderBy(unappliedPayments.nextAttemptAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  return db
    .update(unappliedPayments)
    .set({ attempts: sql`${unappliedPayments.attempts} + 1`, nextAttemptAt: input.leaseUntil })
    .where(and(inArray(unappliedPayments.id, due), lte(unappliedPayments.nextAttemptAt, input.now)))
    .returning({
      id: unappliedPayments.id,
      amountPaise: unappliedPayments.amountPaise,
      attempts: unappliedPayments.attempts,
      orderId: unappliedPayments.orderId,
      gatewayPaymentId: unappliedPayments.gatewayPaymentId,
    });
}

/** What the gateway says of an unapplied payment's refund: the same rules as a refund row's. */
export async function applyUnappliedRefund(
  db: Pick<Database, "update">,
  input: { id: string; refund: GatewayRefund; now: Date; retryAt: Date; latest?: boolean },
): Promise<boolean> {
  const { refund, now } = input;
  const changes =
    refund.status === "processed"
      ? { refundStatus: "processed" as const, processedAt: now, nextAttemptAt: null }
      : { refundStatus: refund.status, nextAttemptAt: input.retryAt };
  const changed = await db
    .update(unappliedPayments)
    .set({ ...changes, lastError: null, gatewayRefundId: refund.id })
    .where(
      and(
        eq(unappliedPayments.id, input.id),
        ne(unappliedPayments.refundStatus, "processed"),
        input.latest || refund.status === "processed"
          ? undefined
          : sql`(${unappliedPayments.gatewayRefundId} is null or ${unappliedPayments.gatewayRefundId} = ${refund.id})`,
      ),
    )
    .returning({ id: unappliedPayments.id });
  return changed.length > 0;
}

/** The ask was not answered with a refund: refused for good, failed, or unknown (decision 088). */
export async function recordUnappliedRefundError(
  db: Database,
  input: { id: string; kind: "refused" | "failed" | "unanswered"; error: string; retryAt: Date },
) {
  await db
    .update(unappliedPayments)
    .set({
      ...(input.kind === "unanswered" ? {} : { refundStatus: input.kind }),
      lastError: input.error,
      nextAttemptAt: input.kind === "refused" ? null : input.retryAt,
    })
    .where(
      and(eq(unappliedPayments.id, input.id), ne(unappliedPayments.refundStatus, "processed")),
    );
}

/** A payment given back as the business's Payment History shows it. */
export type GivenBackPayment = {
  id: string;
  amountPaise: number;
  reason: UnappliedPaymentReason;
  createdAt: Date;
  /** 'waiting': a short payment on an order still open; given back if it closes unpaid. */
  status: "waiting" | (typeof unappliedPayments.$inferSelect)["refundStatus"];
};

/** The business's payments its orders did not take, newest first (a handful at most). */
export async function listGivenBackPayments(
  db: DbOrTx,
  input: { businessId: string; limit?: number },
): Promise<GivenBackPayment[]> {
  // Built once (decision 138): the business dashboard reads it on every visit.
  const rows = await builtOnce(db, "given_back_payments", (db, name) =>
    db
      .select({
        id: unappliedPayments.id,
        amountPaise: unappliedPayments.amountPaise,
        reason: unappliedPayments.reason,
        createdAt: unappliedPayments.createdAt,
        refundStatus: unappliedPayments.refundStatus,
        nextAttemptAt: unappliedPayments.nextAttemptAt,
        attempts: unappliedPayments.attempts,
      })
      .from(unappliedPayments)
      .where(eq(unappliedPayments.businessId, sql.placeholder("businessId")))
      .orderBy(desc(unappliedPayments.createdAt), desc(unappliedPayments.id))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  ).execute({ businessId: input.businessId, limit: input.limit ?? 20 });
  return rows.map(({ refundStatus, nextAttemptAt, attempts, ...row }) => ({
    ...row,
    status:
      refundStatus === "pending" && nextAttemptAt === null && attempts === 0
        ? "waiting"
        : refundStatus,
  }));
}
