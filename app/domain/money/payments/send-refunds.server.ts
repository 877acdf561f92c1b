import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments, refunds } from "~/db/schema";
import type { GatewayRefund, PaymentGateway } from "~/domain/money/payments/payment-gateway.server";
import {
  applyUnappliedRefund,
  claimDueUnappliedPayments,
  recordUnappliedRefundError,
} from "./unapplied-payments.server";

/** The refund job's period; 'Retry now' and a commit that owes a refund wake it sooner. */
export const SEND_REFUNDS_INTERVAL_MS = 60 * 1000;
/** How long a claimed refund is left alone by other servers while its gateway call runs. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const REFUNDS_PER_RUN = 50;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

/** Wait before asking again after the n-th attempt: 1, 2, 4 … minutes, at most 6 hours. */
export function refundBackoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type SendRefundsTally = {
  claimed: number;
  processed: number;
  pending: number;
  failed: number;
  refused: number;
  unanswered: number;
};

/**
 * Asks the gateway for every refund owed and due (decision 058), after the commit that decided
 * it. Each refund is claimed by one server at a time (a lease on next_attempt_at), and before
 * asking for money the payment's refunds are read: one with our receipt still alive is adopted,
 * so a lost answer, a retry or a second server never refunds twice.
 */
export async function sendDueRefunds(
  db: Database,
  deps: { gateway: PaymentGateway },
  options: { now?: () => Date; refundIds?: string[]; signal?: AbortSignal } = {},
): Promise<SendRefundsTally> {
  const now = options.now ?? (() => new Date());
  const claimed = [
    ...(await claimDueRefunds(db, now(), options.refundIds)),
    ...(await claimDueUnapplied(db, now(), options.refundIds)),
  ];
  const tally: SendRefundsTally = {
    claimed: claimed.length,
    processed: 0,
    pending: 0,
    failed: 0,
    refused: 0,
    unanswered: 0,
  };
  for (const refund of claimed) {
    if (options.signal?.aborted) break;
    const outcome = await askGateway(deps.gateway, refund);
    await recordOutcome(db, refund, outcome, now());
    tally[outcome.kind === "answered" ? outcome.refund.status : outcome.kind] += 1;
  }
  return tally;
}

/** A refund row, or an unapplied payment's own refund (decision 088): one way to the gateway. */
type ClaimedRefund = {
  kind: "refund" | "unapplied";
  id: string;
  amountPaise: number;
  attempts: number;
  notes: Record<string, string>;
  gatewayPaymentId: string;
};

async function claimDueUnapplied(db: Database, now: Date, only?: string[]) {
  const rows = await claimDueUnappliedPayments(db, {
    now,
    leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
    limit: REFUNDS_PER_RUN,
    only,
  });
  return rows.map(
    (row): ClaimedRefund => ({
      kind: "unapplied",
      id: row.id,
      amountPaise: row.amountPaise,
      attempts: row.attempts,
      notes: { order_id: row.orderId },
      gatewayPaymentId: row.gatewayPaymentId,
    }),
  );
}

async function claimDueRefunds(db: Database, now: Date, only?: string[]): Promise<ClaimedRefund[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        ne(refunds.status, "processed"),
        lte(refunds.nextAttemptAt, now),
        only ? inArray(refunds.id, only) : undefined,
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(REFUNDS_PER_RUN)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(and(inArray(refunds.id, due), lte(refunds.nextAttemptAt, now)))
    .returning({
      id: refunds.id,
      amount: refunds.amount,
      attempts: refunds.attempts,
      campaignId: refunds.campaignId,
      paymentId: refunds.paymentId,
    });
  if (rows.length === 0) return [];
  const paid = await db
    .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(
      and(
        inArray(
          payments.id,
          rows.map((row) => row.paymentId),
        ),
        isNotNull(payments.gatewayPaymentId),
      ),
    );
  const gatewayIds = new Map(paid.map((row) => [row.id, row.gatewayPaymentId ?? ""]));
  return rows.flatMap((row): ClaimedRefund[] => {
    const gatewayPaymentId = gatewayIds.get(row.paymentId);
    if (!gatewayPaymentId) return [];
    const { id, attempts, campaignId } = row;
    const notes = { campaign_id: campaignId };
    return [
      { kind: "refund", id, amountPaise: row.amount * 100, attempts, notes, gatewayPaymentId },
    ];
  });
}

type GatewayOutcome =
  | { kind: "answered"; refund: GatewayRefund }
  | { kind: "refused" | "failed" | "unanswered"; error: string };

async function askGateway(gateway: PaymentGateway, refund: ClaimedRefund): Promise<GatewayOutcome> {
  try {
    const ours = (await gateway.fetchPaymentRefunds(refund.gatewayPaymentId)).filter(
      (found) => found.receipt === refund.id,
    );
    const alive =
      ours.find((found) => found.status === "processed") ??
      ours.find((found) => found.status === "pending");
    if (alive) return { kind: "answered", refund: alive };
    // A new key only after a refund the gateway itself failed: a lost answer reuses the last one.
    const asked = await gateway.refundPayment({
      paymentId: refund.gatewayPaymentId,
      amountPaise: refund.amountPaise,
      receipt: refund.id,
      notes: refund.notes,
      idempotencyKey: `${refund.id}-${ours.length}`,
    });
    return { kind: "answered", refund: asked };
  } catch (error) {
    const { kind, message } = describeGatewayError(error);
    return { kind, error: message };
  }
}

/**
 * How a refund ask ended without a refund (decision 088): a 400 BAD_REQUEST_ERROR is refused for
 * good — Razorpay says not to retry it as it is (a payment more than six months old, one refunded
 * already); another 4xx but 409/429 failed, asked again with backoff; a 409, 429, 5xx or no
 * answer is unknown (it may have reached the gateway), asked again after reading its refunds.
 */
export function describeGatewayError(error: unknown): {
  kind: "refused" | "failed" | "unanswered";
  message: string;
} {
  type Body = { error?: { code?: string; description?: string } };
  const failure = error as {
    statusCode?: number;
    response?: { status?: number; data?: Body };
    error?: Body["error"];
    message?: string;
  };
  const status = failure.statusCode ?? failure.response?.status;
  const detail = failure.error ?? failure.response?.data?.error;
  const definite =
    status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
  const refused = status === 400 && detail?.code === "BAD_REQUEST_ERROR";
  const message = status
    ? `${status} ${detail?.description ?? ""}`.trim()
    : (failure.message ?? String(error));
  const kind = refused ? "refused" : definite ? "failed" : "unanswered";
  return { kind, message: message.slice(0, 300) };
}

async function recordOutcome(
  db: Database,
  refund: ClaimedRefund,
  outcome: GatewayOutcome,
  now: Date,
) {
  const retryAt = new Date(now.getTime() + refundBackoffMs(refund.attempts));
  if (refund.kind === "unapplied") {
    if (outcome.kind === "answered") {
      const { id } = refund;
      await applyUnappliedRefund(db, { id, refund: outcome.refund, now, retryAt, latest: true });
    } else {
      await recordUnappliedRefundError(db, { id: refund.id, ...outcome, retryAt });
    }
    return;
  }
  const open = and(eq(refunds.id, refund.id), ne(refunds.status, "processed"));
  if (outcome.kind !== "answered") {
    await db
      .update(refunds)
      .set({
        ...(outcome.kind === "unanswered" ? {} : { status: outcome.kind }),
        lastError: outcome.error,
        // Refused for good: no more asks until the admin says 'Retry now' (decision 088).
        nextAttemptAt: outcome.kind === "refused" ? null : retryAt,
      })
      .where(open);
    return;
  }
  await applyGatewayRefund(db, {
    refundId: refund.id,
    refund: outcome.refund,
    now,
    retryAt,
    latest: true,
  });
}

/**
 * What the gateway says of one of our refunds (the job's answer or a refund webhook): processed
 * is final; pending is checked again later; failed is retried with backoff. Answers whether the
 * refund row changed. A refund paid by hand is processed, so nothing here changes it.
 */
export async function applyGatewayRefund(
  db: Pick<Database, "update">,
  input: {
    refundId: string;
    refund: GatewayRefund;
    now: Date;
    retryAt?: Date;
    /** The job's own answer to its latest ask; a webhook may speak of an earlier try. */
    latest?: boolean;
  },
): Promise<boolean> {
  const { refund, now } = input;
  const later = input.retryAt ?? new Date(now.getTime() + refundBackoffMs(1));
  const changes =
    refund.status === "processed"
      ? { status: "processed" as const, processedAt: now, nextAttemptAt: null, lastError: null }
      : refund.status === "pending"
        ? { status: "pending" as const, nextAttemptAt: later, lastError: null }
        : {
            status: "failed" as const,
            nextAttemptAt: later,
            lastError: null,
          };
  const changed = await db
    .update(refunds)
    .set({ ...changes, gatewayRefundId: refund.id })
    .where(
      and(
        eq(refunds.id, input.refundId),
        ne(refunds.status, "processed"),
        // A late word on an earlier, failed try never overrides the refund asked after it.
        input.latest || refund.status === "processed"
          ? undefined
          : sql`(${refunds.gatewayRefundId} is null or ${refunds.gatewayRefundId} = ${refund.id})`,
      ),
    )
    .returning({ id: refunds.id });
  return changed.length > 0;
}
