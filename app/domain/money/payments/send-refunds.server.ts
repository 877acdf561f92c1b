import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { payments, refunds } from "~/db/schema";
import type { GatewayRefund, PaymentGateway } from "./razorpay-gateway.server";

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
  const claimed = await claimDueRefunds(db, now(), options.refundIds);
  const tally: SendRefundsTally = {
    claimed: claimed.length,
    processed: 0,
    pending: 0,
    failed: 0,
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

type ClaimedRefund = {
  id: string;
  amount: number;
  attempts: number;
  campaignId: string;
  gatewayPaymentId: string;
};

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
  return rows.flatMap((row) => {
    const gatewayPaymentId = gatewayIds.get(row.paymentId);
    return gatewayPaymentId ? [{ ...row, gatewayPaymentId }] : [];
  });
}

type GatewayOutcome =
  | { kind: "answered"; refund: GatewayRefund }
  | { kind: "failed"; error: string }
  | { kind: "unanswered"; error: string };

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
      amountPaise: refund.amount * 100,
      receipt: refund.id,
      notes: { campaign_id: refund.campaignId },
      idempotencyKey: `${refund.id}-${ours.length}`,
    });
    return { kind: "answered", refund: asked };
  } catch (error) {
    const { definite, message } = describeGatewayError(error);
    return definite ? { kind: "failed", error: message } : { kind: "unanswered", error: message };
  }
}

/** A 4xx other than 409/429 is the gateway's refusal; anything else may have reached it. */
export function describeGatewayError(error: unknown): { definite: boolean; message: string } {
  const failure = error as {
    statusCode?: number;
    response?: { status?: number; data?: { error?: { description?: string } } };
    error?: { description?: string };
    message?: string;
  };
  const status = failure.statusCode ?? failure.response?.status;
  const description = failure.error?.description ?? failure.response?.data?.error?.description;
  const definite =
    status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429;
  const message = status
    ? `${status} ${description ?? ""}`.trim()
    : (failure.message ?? String(error));
  return { definite, message: message.slice(0, 300) };
}

async function recordOutcome(
  db: Database,
  refund: ClaimedRefund,
  outcome: GatewayOutcome,
  now: Date,
) {
  const retryAt = new Date(now.getTime() + refundBackoffMs(refund.attempts));
  const open = and(eq(refunds.id, refund.id), ne(refunds.status, "processed"));
  if (outcome.kind !== "answered") {
    await db
      .update(refunds)
      .set({
        ...(outcome.kind === "failed" ? { status: "failed" as const } : {}),
        lastError: outcome.error,
        nextAttemptAt: retryAt,
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
 * refund row changed.
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
